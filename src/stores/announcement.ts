/**
 * The dismissed announcement (spec §2): closing the bar stores its text under `closed-announcement`; the bar
 * stays hidden while the configured text is the same, and shows again as soon as the merchant changes it.
 */
import { persistentAtom } from '@nanostores/persistent';

export const CLOSED_ANNOUNCEMENT_KEY = 'closed-announcement';

export const closedAnnouncement = persistentAtom<string>(CLOSED_ANNOUNCEMENT_KEY, '');

export function isAnnouncementDismissed(text: string, closedText: string | null | undefined): boolean {
  return text.trim() !== '' && closedText === text;
}

export function dismissAnnouncement(text: string): void {
  closedAnnouncement.set(text);
}

/**
 * Hides the bar before the first paint when its text was dismissed. It is serialised into an inline script
 * (so the bar never flashes and nothing shifts for shoppers who have not closed it), which is why it refers to
 * nothing outside itself: the key and the rule are spelled out again here, and a unit test keeps them equal
 * to `CLOSED_ANNOUNCEMENT_KEY` and `isAnnouncementDismissed`.
 */
export function hideDismissedAnnouncement(bar: HTMLElement): void {
  let closed: string | null = null;
  try {
    closed = window.localStorage.getItem('closed-announcement');
  } catch {
    // Storage blocked (private mode, policy): the bar simply shows.
  }
  const text = bar.dataset.announcementText ?? '';
  if (text.trim() !== '' && closed === text) bar.hidden = true;
}
