/**
 * The profile page's loader (signed-in only, through `openAccountPage`): the name form and the two contact changes,
 * fresh or as a form posted without JavaScript left them (the Actions ran; the page renders their result), with
 * where each form posts. A change that succeeded answers 303 back to the page with its notice instead
 * (post/redirect/get).
 */
import type { AstroGlobal } from 'astro';
import { actions } from 'astro:actions';
import type { CustomerView } from '@/lib/commerce/index.ts';
import { getT, localePath, type Locale } from '@/lib/i18n/index.ts';
import { postedFields } from '@/server/forms/form-result.ts';
import { formFailure, type FormFailure } from '@/server/forms/form-failure.ts';
import { formNotice, noticeRedirect, type AccountNotice } from './account-notices.ts';
import { openAccountPage } from './account-page.ts';

export type ContactStart = {
  step: 'request' | 'code';
  value: string;
  hash: string;
  errors: Record<string, string>;
  formError: string | null;
  failure: string | null;
};

export type ProfilePageState = {
  name: { values: { firstname: string; lastname: string }; errors: Record<string, string>; formError: string | null };
  email: ContactStart;
  phone: ContactStart;
  status: number;
};

const FRESH: ContactStart = { step: 'request', value: '', hash: '', errors: {}, formError: null, failure: null };

function contactStart(
  field: 'email' | 'telephone',
  posted: ReadonlyMap<string, string>,
  sent: { hash: string; email?: string; telephone?: string } | undefined,
  requestFailure: FormFailure | null,
  confirmFailure: FormFailure | null,
): ContactStart {
  if (sent) return { ...FRESH, step: 'code', value: sent[field] ?? '', hash: sent.hash };
  const failure = confirmFailure ?? requestFailure;
  if (!failure) return FRESH;
  const onCode = confirmFailure !== null && Object.keys(failure.fieldErrors).every((name) => name === 'otp');
  return {
    step: onCode ? 'code' : 'request',
    value: posted.get(field) ?? '',
    hash: onCode ? (posted.get('hash') ?? '') : '',
    errors: failure.fieldErrors,
    formError: failure.formError,
    failure: failure.failure,
  };
}

/** The page's state, or the 303 that follows a change that succeeded. */
async function profilePageState(page: AstroGlobal, locale: Locale, customer: CustomerView): Promise<ProfilePageState | Response> {
  const path = localePath(locale, '/account/profile');
  const name = page.getActionResult(actions.account.updateName);
  const emailSent = page.getActionResult(actions.account.requestEmailCode);
  const emailSaved = page.getActionResult(actions.account.confirmEmail);
  const phoneSent = page.getActionResult(actions.account.requestPhoneCode);
  const phoneSaved = page.getActionResult(actions.account.confirmPhone);
  if (name?.data) return noticeRedirect(page, path, 'name-saved');
  if (emailSaved?.data) return noticeRedirect(page, path, 'email-saved');
  if (phoneSaved?.data) return noticeRedirect(page, path, 'phone-saved');

  const posted = postedFields(page.request);
  const nameFailure = formFailure(name, locale, 'errors:account.profileUpdateFailed');
  const failures = [
    nameFailure,
    formFailure(emailSent, locale),
    formFailure(emailSaved, locale),
    formFailure(phoneSent, locale),
    formFailure(phoneSaved, locale),
  ];
  return {
    name: {
      values: nameFailure
        ? { firstname: posted.get('firstname') ?? '', lastname: posted.get('lastname') ?? '' }
        : { firstname: customer.firstname, lastname: customer.lastname },
      errors: nameFailure?.fieldErrors ?? {},
      formError: nameFailure?.formError ?? null,
    },
    email: contactStart('email', posted, emailSent?.data, failures[1] ?? null, failures[2] ?? null),
    phone: contactStart('telephone', posted, phoneSent?.data, failures[3] ?? null, failures[4] ?? null),
    status: failures.find((failure) => failure !== null)?.status ?? 200,
  };
}

/** One contact's change (e-mail or mobile number): what it is now, where its forms post and how it starts. */
export type ContactChangeView = {
  kind: 'email' | 'phone';
  heading: string;
  current: string | null;
  start: ContactStart;
  actions: { request: string; confirm: string };
};

export type ProfilePageView = {
  notice: AccountNotice | null;
  name: ProfilePageState['name'] & { action: string };
  contacts: ContactChangeView[];
};

/** The page's view, with its status set; or the answer that replaces it (sign-in, the 303 after a change). */
export async function loadProfilePage(page: AstroGlobal): Promise<ProfilePageView | Response> {
  const account = await openAccountPage(page);
  if (account instanceof Response) return account;
  const { customer } = account;
  const { locale } = page.locals;
  const state = await profilePageState(page, locale, customer);
  if (state instanceof Response) return state;
  page.response.status = state.status;
  const t = getT(locale);
  const path = localePath(locale, '/account/profile');
  return {
    notice: formNotice(page.url, locale),
    name: { ...state.name, action: `${path}${actions.account.updateName}` },
    contacts: [
      {
        kind: 'email',
        heading: t('account:profile.emailHeading'),
        current: customer.email,
        start: state.email,
        actions: { request: `${path}${actions.account.requestEmailCode}`, confirm: `${path}${actions.account.confirmEmail}` },
      },
      {
        kind: 'phone',
        heading: t('account:profile.phoneHeading'),
        current: customer.telephone,
        start: state.phone,
        actions: { request: `${path}${actions.account.requestPhoneCode}`, confirm: `${path}${actions.account.confirmPhone}` },
      },
    ],
  };
}
