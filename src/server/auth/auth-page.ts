/**
 * The sign-in and sign-up pages' state, for the first render and for the page showing the result of a form posted
 * without JavaScript (the post answered 303 here: src/server/forms/form-result.ts) (src/actions/auth-actions.ts `accept: 'form'`): which step (contact details, or the code), the
 * values to show again, and what went wrong, in the shopper's language. The island takes it as its start.
 */
import type { AstroGlobal } from 'astro';
import { actions, isInputError, type ActionError, type SafeResult } from 'astro:actions';
import { pageCacheOptions } from '@/server/cache/page-cache-options.ts';
import { getT } from '@/lib/i18n/index.ts';
import type { Locale } from '@/lib/i18n/locales.ts';
import { REDIRECT_PARAM, isSafeRedirect } from '@/lib/safe-redirect.ts';
import { freshAuthState, type AuthField, type AuthFlow, type AuthState, type AuthStep, type AuthValues } from '@/lib/auth-fields.ts';
import { postedFields, showsFormResult } from '@/server/forms/form-result.ts';
import type { CodeSent } from './sign-in.ts';

/** What `Astro.getActionResult` gives for an Action answering `T`. */
type ActionResult<T> = SafeResult<Record<string, unknown>, T>;

const FIELDS: readonly AuthField[] = ['email', 'telephone', 'firstname', 'lastname', 'ageConfirmed', 'otp'];
const MAX_VALUE_LENGTH = 320;
/** The values the form posted without JavaScript carried, to show again (postedFields: bounded, kept for this GET). */
export function postedAuthValues(posted: ReadonlyMap<string, string>): Partial<AuthValues> & { redirect?: string } {
  if (posted.size === 0) return {};
  const text = (name: string) => posted.get(name)?.slice(0, MAX_VALUE_LENGTH) ?? '';
  return {
    method: text('method') === 'mobile' ? 'mobile' : 'email',
    email: text('email'),
    telephone: text('telephone'),
    firstname: text('firstname'),
    lastname: text('lastname'),
    ageConfirmed: posted.has('ageConfirmed'),
    hash: text('hash'),
    redirect: text(REDIRECT_PARAM),
  };
}

type Attempt = { step: AuthStep; result: ActionResult<unknown> | undefined };

function fieldErrorsOf(error: ActionError, t: ReturnType<typeof getT>): Partial<Record<AuthField, string>> {
  if (!isInputError(error)) return {};
  const errors: Partial<Record<AuthField, string>> = {};
  for (const field of FIELDS) {
    const key = error.fields[field]?.[0];
    if (key) errors[field] = t(key);
  }
  return errors;
}

/**
 * The page's state: fresh (GET), the code step after a code was sent, or the step that failed with its errors.
 * `posted` is what the form carried (postedAuthValues); `redirect` comes from the form, else the URL.
 */
export function authPageState(input: {
  locale: Locale;
  flow: AuthFlow;
  url: URL;
  codeRequest: ActionResult<CodeSent> | undefined;
  codeCheck: ActionResult<unknown> | undefined;
  posted: Partial<AuthValues> & { redirect?: string };
}): AuthState {
  const t = getT(input.locale);
  const { redirect: postedRedirect, ...posted } = input.posted;
  const redirectValue = postedRedirect || input.url.searchParams.get(REDIRECT_PARAM) || '';
  const fresh = freshAuthState(input.flow, isSafeRedirect(redirectValue) ? redirectValue : '');
  const base: AuthState = { ...fresh, values: { ...fresh.values, ...posted } };
  if (input.codeRequest?.data) {
    const { hash, method, email, telephone, firstname, lastname } = input.codeRequest.data;
    return { ...base, step: 'code', values: { ...base.values, method, email, telephone, firstname, lastname, hash, ageConfirmed: true } };
  }
  const attempt: Attempt | null = input.codeCheck?.error
    ? { step: 'code', result: input.codeCheck }
    : input.codeRequest?.error
      ? { step: 'contact', result: input.codeRequest }
      : null;
  const error = attempt?.result?.error as ActionError | undefined;
  if (!attempt || !error) return base;
  const fieldErrors = fieldErrorsOf(error, t);
  // A code step whose details no longer pass (edited by hand) goes back to the details, with their errors shown.
  const step = attempt.step === 'code' && Object.keys(fieldErrors).some((field) => field !== 'otp') ? 'contact' : attempt.step;
  return {
    ...base,
    step,
    fieldErrors,
    formError: isInputError(error) ? null : error.message || t('errors:network'),
    failure: isInputError(error) ? null : error.code,
  };
}

/** HTTP status of the page showing a failed form post's result. */
export function authPageStatus(result: ActionResult<unknown> | undefined): number {
  if (!result?.error) return 200;
  return (result.error as ActionError).status ?? 400;
}

/** What the sign-in and sign-up pages need of Astro's page context. */
export type AuthPageContext = Pick<AstroGlobal, 'getActionResult' | 'url' | 'request' | 'response' | 'cache'>;

/**
 * The page's answer: after a successful form post, where to go (303, so a reload never posts again); otherwise
 * the state to render. The plain page (no query, not a post) is the same for everyone and cached; a page
 * showing a post's result shows the shopper's own details and is never stored.
 */
export async function loadAuthPage(context: AuthPageContext, locale: Locale, flow: AuthFlow): Promise<{ redirectTo: string } | { state: AuthState }> {
  const codeCheck = context.getActionResult(actions.auth.verifyCode);
  if (codeCheck?.data) return { redirectTo: codeCheck.data.redirectTo };
  const signedOut = context.getActionResult(actions.auth.signOut);
  if (signedOut?.data) return { redirectTo: signedOut.data.redirectTo };
  const codeRequest = context.getActionResult(actions.auth.requestCode);
  const posted = showsFormResult(context.request);
  if (posted) {
    context.response.headers.set('Cache-Control', 'private, no-store');
    context.response.status = authPageStatus(codeCheck ?? codeRequest);
  } else if (context.url.search === '') {
    context.cache.set(pageCacheOptions.staticPage());
  }
  const postedValues = postedAuthValues(postedFields(context.request));
  return { state: authPageState({ locale, flow, url: context.url, codeRequest, codeCheck, posted: postedValues }) };
}
