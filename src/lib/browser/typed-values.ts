/**
 * The text typed into an island's fields before it hydrated, read at once as it hydrates (the store shell does this
 * for every island, and loads keep-typed-values.ts to hand the text to the island only when there is some).
 */
export type Field = HTMLInputElement | HTMLTextAreaElement;
export type TypedValue = { field: Field; text: string; old: string; typedOn: boolean };

const TEXT_TYPES = new Set(['text', 'email', 'tel', 'search', 'url', 'number', 'password', '']);

export function typedValues(island: Element): TypedValue[] {
  return [...island.querySelectorAll<Field>('input, textarea')]
    .filter((field) => (field instanceof HTMLTextAreaElement || TEXT_TYPES.has(field.type)) && field.value !== field.defaultValue)
    .map((field) => ({ field, text: field.value, old: field.defaultValue, typedOn: false }));
}
