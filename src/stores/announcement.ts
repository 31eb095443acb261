/**
 * The dismissed announcement (spec §2): closing the bar stores its text under `closed-announcement`; the bar
 * stays hidden while the configured text is the same, and shows again as soon as the merchant changes it. The
 * server keeps the text's id in the `closed_announcement` cookie for pages without script
 * (src/pages/api/announcement/close.ts).
 */
import { persistentAtom } from '@nanostores/persistent';

export const CLOSED_ANNOUNCEMENT_KEY = 'closed-announcement';

export const closedAnnouncement = persistentAtom<string>(CLOSED_ANNOUNCEMENT_KEY, '');

export function dismissAnnouncement(text: string): void {
  closedAnnouncement.set(text);
}
