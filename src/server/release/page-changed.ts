/**
 * A form or island of a page rendered by an earlier release can post to this one (the page lived on in a cache or a
 * tab through a deploy). Fields that release sent and this one does not take are dropped by the Actions' schemas
 * (`z.object` strips unknown keys, so an old `locale` or `cartId` is never read). What cannot be dropped is a field
 * this release needs and the older page does not have (renamed or new): zod then says the field is missing. That
 * refusal is not the shopper's mistake and says nothing about stock or the value they typed: they are told the page
 * changed and asked to try again, with what they typed kept (the island keeps its form; a form without JavaScript
 * gets its fields back on the page its result is shown on, src/server/forms/form-result.ts).
 */

type Issue = { code?: unknown; message?: unknown; path?: readonly unknown[] };

/** zod's own message for a field the input does not have at all (`received undefined`; a form's absent field is `null`). */
const MISSING = /received (?:undefined|null)$/;

/** Whether zod's refusal of an Action's input is that of a form from another release of its page. */
export function isFormOfAnotherRelease(issues: readonly Issue[] | undefined): boolean {
  if (!issues || issues.length === 0) return false;
  return issues.every(
    (issue) => issue.code === 'unrecognized_keys' || (issue.code === 'invalid_type' && typeof issue.message === 'string' && MISSING.test(issue.message)),
  );
}
