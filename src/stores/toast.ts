/**
 * The one toast the store shows at a time (spec §8: single instance, top-center, 1 s, localized text).
 * Any island or page script calls `showToast`; the layout's Toaster (components/ui/toaster.client.ts) renders
 * `$toast`, loaded by the store shell on the event a toast raises while no Toaster is there (TOAST_EVENT).
 * A new toast replaces the current one and restarts the timer, so messages never stack.
 * The timer runs from when a Toaster is there to show the toast: a shopper can act (add to cart by a plain
 * script) before the Toaster's script has run, and that toast must not expire unseen.
 */
import { atom } from 'nanostores';
import { announceToast } from './toast-event.ts';

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
let toasterMounted = false;

function startHideTimer(id: number): void {
  if (hideTimer !== undefined) clearTimeout(hideTimer);
  // Visible for the full duration after the enter transition, then the Toaster plays its exit transition.
  hideTimer = setTimeout(() => {
    if ($toast.get()?.id === id) $toast.set(null);
    hideTimer = undefined;
  }, TOAST_DURATION_MS + TOAST_TRANSITION_MS);
}

export function showToast(toast: { kind: ToastKind; message: string }): void {
  const id = nextId++;
  $toast.set({ ...toast, id });
  if (toasterMounted) startHideTimer(id);
  else if (typeof document !== 'undefined') announceToast();
}

/** Called by the Toaster when it mounts: a toast raised before then starts its full duration now. */
export function markToasterMounted(): void {
  toasterMounted = true;
  const pending = $toast.get();
  if (pending) startHideTimer(pending.id);
}
