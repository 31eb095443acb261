/**
 * An account page re-rendered after one of its forms was posted without JavaScript (`accept: 'form'` Actions: the
 * page renders the result): what the shopper typed, to show again, and what went wrong, in their language.
 */
import { isInputError, type ActionError, type SafeResult } from 'astro:actions';
import { getT, type Locale } from '@/lib/i18n/index.ts';

/** A posted form bigger than this is not one of ours: nothing of it is shown again. */
const MAX_FORM_BYTES = 16_384;
const MAX_VALUE_LENGTH = 320;

/** The text fields of the posted form (bounded), or an empty map for anything else. The body is left unread. */
export async function postedFields(request: Request): Promise<Map<string, string>> {
  const length = Number(request.headers.get('content-length'));
  if (request.method !== 'POST' || !Number.isFinite(length) || length <= 0 || length > MAX_FORM_BYTES) return new Map();
  // A copy: the page's React islands read the request's form data again afterwards (@astrojs/react form state).
  const form = await request
    .clone()
    .formData()
    .catch(() => null);
  const fields = new Map<string, string>();
  for (const [name, value] of form ?? []) {
    if (typeof value === 'string' && !fields.has(name)) fields.set(name, value.slice(0, MAX_VALUE_LENGTH));
  }
  return fields;
}

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
