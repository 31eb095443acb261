/**
 * The announcement bar's close button with JavaScript (spec §2): the bar closes in place, and its text and id are
 * stored before the handler returns (src/stores/layout/announcement.ts), so a page opened right after does not show it
 * again. Without script the same button posts the form to src/pages/api/announcement/close.ts, which sets the
 * cookie and sends the shopper back. A bar the storage remembers dismissed but whose cookie is gone is closed again
 * as the page starts.
 */
import { whenShown } from '@/lib/browser/when-shown.ts';
import { dismissAnnouncement, dismissedBefore } from '@/stores/layout/announcement.ts';

export function bindAnnouncementClose(bar: HTMLElement): void {
  const { announcementText: text = '', announcementId: id = '' } = bar.dataset;
  // Shown by the pre-paint script, which reads only the cookie, but dismissed before in this browser's storage: closed
  // again and its cookie set back, once the page is shown (a prerendered page writes nothing).
  whenShown(() => {
    if (!bar.hidden && dismissedBefore(text)) {
      bar.hidden = true;
      dismissAnnouncement(text, id);
    }
  });
  const form = bar.querySelector<HTMLFormElement>('form[data-announcement-close]');
  form?.addEventListener('submit', (event) => {
    event.preventDefault();
    bar.hidden = true;
    dismissAnnouncement(text, id);
  });
}
