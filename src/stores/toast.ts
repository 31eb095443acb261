/**
 * The one toast the store shows at a time (spec §8: single instance, top-center, 1 s, localized text).
 * Any island calls `showToast`; the `Toaster` island mounted once in the layout renders `$toast`.
 * A new toast replaces the current one and restarts the timer, so messages never stack.
 */
import { atom } from 'nanostores';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

export interface Toast {
  kind: ToastKind;
  /** Already localized text: islands receive their strings from the server as props. */
  message: string;
  /** Increments with every toast so the same message shown twice still restarts the animation. */
  id: number;
}

/** Spec §9: toast timeout 1000 ms, transition 250 ms. */
export const TOAST_DURATION_MS = 1000;
export const TOAST_TRANSITION_MS = 250;

export const $toast = atom<Toast | null>(null);

let nextId = 1;
let hideTimer: ReturnType<typeof setTimeout> | undefined;

export function showToast(toast: { kind: ToastKind; message: string }): void {
  if (hideTimer !== undefined) clearTimeout(hideTimer);
  const id = nextId++;
  $toast.set({ ...toast, id });
  // Visible for the full duration after the enter transition, then the Toaster plays its exit transition.
  hideTimer = setTimeout(() => {
    if ($toast.get()?.id === id) $toast.set(null);
    hideTimer = undefined;
  }, TOAST_DURATION_MS + TOAST_TRANSITION_MS);
}

export function dismissToast(): void {
  if (hideTimer !== undefined) clearTimeout(hideTimer);
  hideTimer = undefined;
  $toast.set(null);
}
