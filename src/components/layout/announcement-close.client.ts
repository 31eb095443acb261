/**
 * The announcement bar's close button with JavaScript (spec §2): the bar closes in place, and its text and id are
 * stored before the handler returns (src/stores/layout/announcement.ts), so a page opened right after does not show it
 * again. Without script the same button posts the form to src/pages/api/announcement/close.ts, which sets the
 * cookie and sends the shopper back.
 */
import { dismissAnnouncement } from '@/stores/layout/announcement.ts';

export function bindAnnouncementClose(bar: HTMLElement): void {
  const form = bar.querySelector<HTMLFormElement>('form[data-announcement-close]');
  form?.addEventListener('submit', (event) => {
    event.preventDefault();
    bar.hidden = true;
    dismissAnnouncement(bar.dataset.announcementText ?? '', bar.dataset.announcementId ?? '');
  });
}
