/**
 * What a shopper typed into an island's fields before it hydrated (issue 22): React hydrates a controlled field
 * without touching the text in it, but its state still holds the server's value, so the text would be lost on the
 * next render and the island would act on the old value (an empty e-mail address). Once the island's UI framework
 * has taken a field over, a field whose text differs from the island's value gets that text again as an input
 * event, which the island takes as typed. Run by the store shell for every island that hydrates.
 */

import { typedValues, type Field, type TypedValue } from './typed-values.ts';

/**
 * How long a field may take to be taken over after the island says it hydrated. React hydrates in slices after
 * Astro's event, and on a slow phone a large island (checkout) takes more than a second: a field given up on would
 * be emptied by the island's first render.
 */
const TAKE_OVER_WAIT_MS = 15_000;

/** React's value tracker is a property of the field itself: there once the framework owns the field. */
function isTakenOver(field: Field): boolean {
  return Object.getOwnPropertyDescriptor(field, 'value') !== undefined;
}

/**
 * Whether the framework has seen `text` as the field's value. React's tracker records the value of each input event
 * it handles; an event that reaches a field before React has committed the hydrated tree has no target for React
 * and is dropped, and the island still holds its old value though the field shows the text. Without a tracker to
 * ask (another framework), the field is taken at its word.
 */
function frameworkHas(field: Field, text: string): boolean {
  const tracker = (field as Field & { _valueTracker?: { getValue?: () => string } })._valueTracker;
  return typeof tracker?.getValue !== 'function' || tracker.getValue() === text;
}

function replay(field: Field, text: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setNative = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (!setNative) return;
  // Through the tracker the island's value is recorded, past it the typed text is put back: the input event that
  // follows is then a change.
  field.value = field.defaultValue;
  setNative.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * After the text is given back, how long the island is watched: an input event sent before the island has committed
 * its hydrated tree is dropped, and its first renders after hydration (effects that set state) may write its old
 * value into the field again. Each frame, a field whose text the island does not hold gets it again.
 */
const SETTLE_MS = 3_000;

/** Gives the island, once its framework has taken the fields over, the text typed into them before. */
export function keepTypedValues(island: Element): void {
  const typed = typedValues(island);
  if (typed.length > 0) keepValues(island, typed);
}

/**
 * The work once the typed values are read (the store shell reads them as the island hydrates, and loads this module
 * only when there are any): `typed` entries are marked once the shopper types into their field again. `kept` is
 * called once, as soon as the island holds what each of those fields shows (a frame after the text is given back),
 * or when the watch ends without it: the store shell holds the island's submits until then (hold-submits.ts).
 */
export function keepValues(island: Element, typed: TypedValue[], kept: () => void = () => {}): void {
  // A field the shopper types into again is theirs from then on (the island gets those keys itself).
  const typedOn = (event: Event) => {
    for (const entry of typed) if (event.isTrusted && event.target === entry.field) entry.typedOn = true;
  };
  island.addEventListener('input', typedOn, true);
  let isKept = false;
  const markKept = () => {
    if (isKept) return;
    isKept = true;
    kept();
  };
  const giveUpAt = performance.now() + TAKE_OVER_WAIT_MS;
  let watchUntil: number | undefined;
  const step = () => {
    const now = performance.now();
    const open = typed.filter(({ field, typedOn }) => !typedOn && field.isConnected);
    if (open.some(({ field }) => !isTakenOver(field)) && now < giveUpAt) {
      requestAnimationFrame(step);
      return;
    }
    let replayed = false;
    for (const { field, text, old } of open) {
      // A field showing the island's old value again, or the text the island has not got (the first time, none
      // has); never one the island changed on purpose (a value it formats), which would only be changed back.
      const lost = field.value === old || (field.value === text && (watchUntil === undefined || !frameworkHas(field, text)));
      if (isTakenOver(field) && lost) {
        replay(field, text);
        replayed = true;
      }
    }
    // A frame after the last text given back, the island has drawn what it got.
    if (!replayed && open.every(({ field }) => isTakenOver(field) && frameworkHas(field, field.value))) markKept();
    watchUntil ??= now + SETTLE_MS;
    if (now < watchUntil && open.length > 0) {
      requestAnimationFrame(step);
      return;
    }
    island.removeEventListener('input', typedOn, true);
    markKept();
  };
  requestAnimationFrame(step);
}
