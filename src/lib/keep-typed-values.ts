/**
 * What a shopper typed into an island's fields before it hydrated (issue 22): React hydrates a controlled field
 * without touching the text in it, but its state still holds the server's value, so the text would be lost on the
 * next render and the island would act on the old value (an empty e-mail address). Once the island's UI framework
 * has taken a field over, a field whose text differs from the island's value gets that text again as an input
 * event, which the island takes as typed. Run by the store shell for every island that hydrates.
 */

type Field = HTMLInputElement | HTMLTextAreaElement;

const TEXT_TYPES = new Set(['text', 'email', 'tel', 'search', 'url', 'number', 'password', '']);
/**
 * How long a field may take to be taken over after the island says it hydrated. React hydrates in slices after
 * Astro's event, and on a slow phone a large island (checkout) takes more than a second: a field given up on would
 * be emptied by the island's first render.
 */
const TAKE_OVER_WAIT_MS = 15_000;

function typedFields(island: Element): Field[] {
  return [...island.querySelectorAll<Field>('input, textarea')].filter(
    (field) => (field instanceof HTMLTextAreaElement || TEXT_TYPES.has(field.type)) && field.value !== field.defaultValue,
  );
}

/** React's value tracker is a property of the field itself: there once the framework owns the field. */
function isTakenOver(field: Field): boolean {
  return Object.getOwnPropertyDescriptor(field, 'value') !== undefined;
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
 * After the text is given back, how long the island is watched: its first renders after hydration (effects that set
 * state) may run before it has taken the input event, and write its old value into the field again.
 */
const SETTLE_MS = 3_000;
/** The shopper's own acts on the island, after which what its fields hold is theirs. */
const SHOPPER_ACTS = ['input', 'keydown', 'pointerdown'] as const;

/** Gives the island, once its framework has taken the fields over, the text typed into them before. */
export function keepTypedValues(island: Element): void {
  const typed = typedFields(island).map((field) => ({ field, text: field.value }));
  if (typed.length === 0) return;
  let acted = false;
  const act = (event: Event) => {
    if (event.isTrusted) acted = true;
  };
  for (const type of SHOPPER_ACTS) island.addEventListener(type, act, true);
  const giveUpAt = performance.now() + TAKE_OVER_WAIT_MS;
  let watchUntil: number | undefined;
  const step = () => {
    const now = performance.now();
    const waiting = typed.filter(({ field }) => field.isConnected && !isTakenOver(field));
    if (!acted && waiting.length > 0 && now < giveUpAt) {
      requestAnimationFrame(step);
      return;
    }
    if (!acted) {
      for (const { field, text } of typed) {
        // The first time, every field (the island holds its old value); then a field the island emptied again.
        if (field.isConnected && isTakenOver(field) && (watchUntil === undefined || field.value !== text)) replay(field, text);
      }
      watchUntil ??= now + SETTLE_MS;
      if (now < watchUntil) {
        requestAnimationFrame(step);
        return;
      }
    }
    for (const type of SHOPPER_ACTS) island.removeEventListener(type, act, true);
  };
  requestAnimationFrame(step);
}
