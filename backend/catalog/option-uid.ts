/**
 * Magento's uids of configurable choices (ConfigurableProductGraphQl's SelectionUidFormatter): base64 of
 * `configurable/<attribute_id>` for an option, `configurable/<attribute_id>/<value_index>` for one of its values.
 * The cart takes the value uids back in `selected_options`.
 */
const PREFIX = 'configurable';

const base64 = (text: string) => Buffer.from(text).toString('base64');

export const optionUid = (attributeId: number) => base64(`${PREFIX}/${attributeId}`);

export const optionValueUid = (attributeId: number, valueIndex: number) => base64(`${PREFIX}/${attributeId}/${valueIndex}`);

/** The attribute and value a value uid names, or null when the text is not one. */
export function parseOptionValueUid(uid: string): { attributeId: number; valueIndex: number } | null {
  if (uid.length > 64) return null;
  const match = /^configurable\/(\d{1,9})\/(\d{1,9})$/.exec(Buffer.from(uid, 'base64').toString('utf8'));
  if (!match) return null;
  const attributeId = Number(match[1]);
  const valueIndex = Number(match[2]);
  return optionValueUid(attributeId, valueIndex) === uid ? { attributeId, valueIndex } : null;
}
