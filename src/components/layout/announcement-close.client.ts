/**
 * The announcement bar's close button with JavaScript (spec §2): the bar closes in place and its text is stored
 * under `closed-announcement`; the same form is posted in the background, so the server remembers it in the
 * cookie that pages without script read (src/pages/api/announcement/close.ts).
 */
export function bindAnnouncementClose(bar: HTMLElement): void {
  const form = bar.querySelector<HTMLFormElement>('form[data-announcement-close]');
  form?.addEventListener('submit', (event) => {
    event.preventDefault();
    bar.hidden = true;
    // The store loads only now: most pages are read with the bar left open.
    void import('@/stores/announcement.ts').then(({ dismissAnnouncement }) => dismissAnnouncement(bar.dataset.announcementText ?? ''));
    void fetch(form.action, { method: 'POST', body: new FormData(form), keepalive: true }).catch(() => undefined);
  });
}
