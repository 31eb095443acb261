/**
 * The one toast the store shows at a time (spec §8: single instance, top-center, 1 s, localized text).
 * Any island or page script calls `showToast`; the layout's Toaster (components/ui/toaster.client.ts) renders
 * `$toast`, loaded by the store shell on the event a toast raises while no Toaster is there (TOAST_EVENT).
 * A new toast replaces the current one and restarts the timer, so messages never stack.
 * The timer runs from when a Toaster is there to show the toast: a shopper can act (add to cart by a plain
 * script) before the Toaster's script has run, and that toast must not expire unseen.
 *
 * A toast with an action (the "View cart" link after an add) is there to be used, so it stays longer than the
 * spec's 1 s, and not at all while the shopper's pointer or focus is on it (WCAG 2.2.1): `holdToast` stops its
 * timer, `releaseToast` starts it again.
 *
 * An error or a warning never disappears on its own (issue 55: "try again in 139 seconds" flashed for a second): it
 * stays until the shopper closes it (`dismissToast`, the Toaster's close button) or a newer toast replaces it.
 */
import { atom } from 'nanostores';
import { announceToast } from './toast-event.ts';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

/** A link the toast offers, already localized and locale-prefixed. */
export interface ToastAction {
  label: string;
  href: string;
}

export interface Toast {
  kind: ToastKind;
  /** Already localized text: islands receive their strings from the server as props. */
  message: string;
  /** Increments with every toast so the same message shown twice still restarts the animation. */
  id: number;
  action?: ToastAction;
}

/** Spec §9: toast timeout 1000 ms, transition 250 ms. */
export const TOAST_DURATION_MS = 1000;
export const TOAST_TRANSITION_MS = 250;
/** A toast with a link: long enough to read it and reach the link. */
export const TOAST_WITH_ACTION_DURATION_MS = 6000;

export const $toast = atom<Toast | null>(null);

let nextId = 1;
let hideTimer: ReturnType<typeof setTimeout> | undefined;
let toasterMounted = false;

function stopHideTimer(): void {
  if (hideTimer !== undefined) clearTimeout(hideTimer);
  hideTimer = undefined;
}

/** An error or a warning: read before it goes, so it goes only when the shopper closes it. */
export function isUrgentToast(kind: ToastKind): boolean {
  return kind === 'warning' || kind === 'error';
}

function startHideTimer(toast: Toast): void {
  stopHideTimer();
  if (isUrgentToast(toast.kind)) return;
  const duration = toast.action ? TOAST_WITH_ACTION_DURATION_MS : TOAST_DURATION_MS;
  // Visible for the full duration after the enter transition, then the Toaster plays its exit transition.
  hideTimer = setTimeout(() => {
    if ($toast.get()?.id === toast.id) $toast.set(null);
    hideTimer = undefined;
  }, duration + TOAST_TRANSITION_MS);
}

export function showToast(toast: { kind: ToastKind; message: string; action?: ToastAction }): void {
  const id = nextId++;
  const shown = { ...toast, id };
  $toast.set(shown);
  if (toasterMounted) startHideTimer(shown);
  else if (typeof document !== 'undefined') announceToast();
}

/** Called by the Toaster when it mounts: a toast raised before then starts its full duration now. */
export function markToasterMounted(): void {
  toasterMounted = true;
  const pending = $toast.get();
  if (pending) startHideTimer(pending);
}

/** The shopper closed the toast. */
export function dismissToast(): void {
  stopHideTimer();
  $toast.set(null);
}

/** The shopper's pointer or focus is on the toast: it stays until released. */
export function holdToast(): void {
  if ($toast.get()) stopHideTimer();
}

/** Pointer and focus have left the toast: its full duration starts again. */
export function releaseToast(): void {
  const current = $toast.get();
  if (current && toasterMounted) startHideTimer(current);
}
