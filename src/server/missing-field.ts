/**
 * Magento names the field it misses (`"firstname" is required. Enter and try again.`, its address validator's and
 * InputException's words); the shopper reads the spec's "Field is Required" (`validation:required`) beside the form.
 */
const MISSING_FIELD = /^"[\w.[\]]{1,64}" is required\. Enter and try again\.$/;

export function isMissingFieldMessage(backendMessage: string): boolean {
  return MISSING_FIELD.test(backendMessage.trim());
}
