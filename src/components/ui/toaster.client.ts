/**
 * Shows the single toast of `$toast` at the top centre (spec §8), from a plain script: it is on every page, so it
 * must not pull in a UI framework. Success and info go to a polite `role="status"` region, warnings and errors to
 * an assertive `role="alert"` one, so screen readers announce each message. Enter and exit are a 250 ms
 * fade/slide (spec §9), skipped with reduced motion. The text is set as text, never as HTML.
 * A toast's action is a link after its text; while the pointer or focus is on the toast it stays (holdToast).
 * An error or a warning stays until closed: it carries a close button, named by the urgent region's
 * `data-dismiss-label` (Toaster.astro, in the page's language).
 */
import {
  $toast,
  dismissToast,
  holdToast,
  isUrgentToast,
  markToasterMounted,
  releaseToast,
  TOAST_TRANSITION_MS,
  type Toast,
  type ToastKind,
} from '@/stores/ui/toast.ts';

const KIND_CLASSES: Record<ToastKind, string> = {
  success: 'bg-success-700 text-white',
  info: 'bg-ink-900 text-white',
  warning: 'bg-amber-300 text-ink-900',
  error: 'bg-sale-600 text-white',
};
const BOX_CLASSES = 'pointer-events-auto flex flex-wrap items-center gap-x-3 rounded-lg px-4 py-2.5 text-sm font-semibold shadow-lg transition duration-[250ms] motion-reduce:transition-none';
const HIDDEN_CLASSES = ['-translate-y-2', 'opacity-0'];
const SHOWN_CLASSES = ['translate-y-0', 'opacity-100'];

const isUrgent = isUrgentToast;

/** The close button of a toast that stays until closed. */
function closeButton(label: string): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = '×';
  button.setAttribute('aria-label', label);
  button.className = 'ms-auto -me-2 inline-flex size-8 items-center justify-center rounded text-lg leading-none focus-visible:outline-current';
  button.addEventListener('click', dismissToast);
  return button;
}

function toastBox(toast: Toast, dismissLabel: string | undefined): HTMLParagraphElement {
  const box = document.createElement('p');
  box.className = `${BOX_CLASSES} ${KIND_CLASSES[toast.kind]} ${HIDDEN_CLASSES.join(' ')}`;
  box.append(toast.message);
  if (toast.action) {
    const link = document.createElement('a');
    link.href = toast.action.href;
    link.textContent = toast.action.label;
    link.className = 'underline underline-offset-2 focus-visible:outline-current';
    link.dataset.toastAction = '';
    box.append(' ', link);
  }
  if (isUrgent(toast.kind) && dismissLabel) box.append(closeButton(dismissLabel));
  box.addEventListener('pointerenter', holdToast);
  box.addEventListener('focusin', holdToast);
  box.addEventListener('pointerleave', releaseToast);
  box.addEventListener('focusout', releaseToast);
  return box;
}

/** Renders `$toast` into the two live regions from now on; returns the unsubscribe function. */
export function bindToaster(politeRegion: HTMLElement, urgentRegion: HTMLElement): () => void {
  let removeTimer: ReturnType<typeof setTimeout> | undefined;
  let frame = 0;

  const unsubscribe = $toast.subscribe((toast) => {
    clearTimeout(removeTimer);
    cancelAnimationFrame(frame);
    if (toast) {
      const box = toastBox(toast, urgentRegion.dataset.dismissLabel);
      (isUrgent(toast.kind) ? urgentRegion : politeRegion).replaceChildren(box);
      (isUrgent(toast.kind) ? politeRegion : urgentRegion).replaceChildren();
      // The next frame, so the hidden state is painted first and the entrance transitions.
      frame = requestAnimationFrame(() => {
        box.classList.remove(...HIDDEN_CLASSES);
        box.classList.add(...SHOWN_CLASSES);
      });
      return;
    }
    // Keep the last toast on screen while it fades out.
    for (const box of [politeRegion.firstElementChild, urgentRegion.firstElementChild]) {
      box?.classList.remove(...SHOWN_CLASSES);
      box?.classList.add(...HIDDEN_CLASSES);
    }
    removeTimer = setTimeout(() => {
      politeRegion.replaceChildren();
      urgentRegion.replaceChildren();
    }, TOAST_TRANSITION_MS);
  });
  markToasterMounted();
  return () => {
    unsubscribe();
    clearTimeout(removeTimer);
    cancelAnimationFrame(frame);
  };
}
