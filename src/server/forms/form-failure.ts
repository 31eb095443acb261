/**
 * An account page showing the result of one of its forms posted without JavaScript (`accept: 'form'` Actions; the
 * post answered 303 to the page, src/server/forms/form-result.ts): what went wrong, in the shopper's language.
 * What they typed comes with it (`postedFields`).
 */
import { isInputError, type ActionError, type SafeResult } from 'astro:actions';
import { getT, type Locale } from '@/lib/i18n/index.ts';

export type FormFailure = {
  /** Per field, in the shopper's language. */
  fieldErrors: Record<string, string>;
  /** What the backend refused (or why nothing happened), in the shopper's language. */
  formError: string | null;
  /** The Action's code (GONE: the code is dead; TOO_MANY_REQUESTS: wait). */
  failure: string | null;
  status: number;
};

/** The failure of a form's Action, or null when it did not fail (or did not run). */
export function formFailure(
  result: SafeResult<Record<string, unknown>, unknown> | undefined,
  locale: Locale,
  unavailableKey = 'errors:network',
): FormFailure | null {
  const error = result?.error as ActionError | undefined;
  if (!error) return null;
  const t = getT(locale);
  if (isInputError(error)) {
    const fieldErrors = Object.fromEntries(
      Object.entries(error.fields).flatMap(([field, keys]) => (keys?.[0] ? [[field, t(keys[0], { defaultValue: t('validation:missingOrInvalidField') })]] : [])),
    );
    return { fieldErrors, formError: null, failure: null, status: error.status };
  }
  return { fieldErrors: {}, formError: error.message || t(unavailableKey), failure: error.code, status: error.status };
}
