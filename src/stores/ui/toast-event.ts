/**
 * The event a toast raises on the document while no Toaster shows them yet (stores/toast.ts): the store shell
 * (src/layouts/shell.client.ts) loads the Toaster then. Apart from the store so the shell does not load it.
 */
export const TOAST_EVENT = 'matjar:toast';

/** Raises the event, and leaves a mark for a shell that starts listening only after it. */
export function announceToast(): void {
  document.documentElement.dataset.toastWaiting = '';
  document.dispatchEvent(new Event(TOAST_EVENT));
}

/** Whether a toast was raised before anyone listened. */
export function toastWaiting(): boolean {
  return document.documentElement.dataset.toastWaiting !== undefined;
}
