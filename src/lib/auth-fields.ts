/**
 * Which details the sign-in and sign-up forms need and what is wrong with them (spec §5), as one pure rule for
 * the islands (checked while the shopper types) and the Actions (checked again on the server). Each problem is a
 * key of the `validation` locale namespace.
 * - Sign-in: the e-mail address, or the Qatar mobile number, as the shopper chose.
 * - Sign-up: first name, family name, e-mail, mobile number, and the confirmation of the minimum age (16).
 * - The code step: the 6-digit code as well.
 */
import { emailProblem } from './email.ts';
import { nameProblem } from '@/domain/names.ts';
import { otpCodeProblem } from './otp-code.ts';
import { phoneProblem } from '@/domain/phone.ts';

export type AuthFlow = 'sign-in' | 'sign-up';
export type SignInMethod = 'email' | 'mobile';
export type AuthField = 'email' | 'telephone' | 'firstname' | 'lastname' | 'ageConfirmed' | 'otp';

export type AuthFieldProblem =
  | 'required'
  | 'invalidEmail'
  | 'invalidPhone'
  | 'invalidName'
  | 'minimumAge'
  | 'invalidVerificationCode';

export type AuthDetails = {
  method?: SignInMethod | null;
  email?: string | null;
  telephone?: string | null;
  firstname?: string | null;
  lastname?: string | null;
  ageConfirmed?: boolean | null;
};

/** The problems of the details, field by field, in the order the form shows them; empty when all is well. */
export function authDetailsProblems(flow: AuthFlow, details: AuthDetails): Partial<Record<AuthField, AuthFieldProblem>> {
  const problems: Partial<Record<AuthField, AuthFieldProblem | null>> =
    flow === 'sign-up'
      ? {
          firstname: nameProblem(details.firstname ?? ''),
          lastname: nameProblem(details.lastname ?? ''),
          email: emailProblem(details.email ?? ''),
          telephone: phoneProblem(details.telephone ?? ''),
          ageConfirmed: details.ageConfirmed ? null : 'minimumAge',
        }
      : details.method === 'mobile'
        ? { telephone: phoneProblem(details.telephone ?? '') }
        : { email: emailProblem(details.email ?? '') };
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem !== null));
}

/** The details' problems and the code's, for the code step. */
export function authCodeProblems(flow: AuthFlow, details: AuthDetails, otp: string): Partial<Record<AuthField, AuthFieldProblem>> {
  const code = otpCodeProblem(otp);
  return { ...authDetailsProblems(flow, details), ...(code ? { otp: code } : {}) };
}

/** What the forms hold: the details, and the handle of the code sent (the code step). */
export type AuthValues = {
  method: SignInMethod;
  email: string;
  telephone: string;
  firstname: string;
  lastname: string;
  ageConfirmed: boolean;
  hash: string;
};

export type AuthStep = 'contact' | 'code';

/** Where the flow is, as the server rendered it (src/server/auth/auth-page.ts) and the island starts from it. */
export type AuthState = {
  flow: AuthFlow;
  step: AuthStep;
  values: AuthValues;
  /** Per field, in the shopper's language. */
  fieldErrors: Partial<Record<AuthField, string>>;
  /** What the backend refused, in the shopper's language. */
  formError: string | null;
  /** The refusal's Action error code (GONE: the code is dead, a new one is needed). */
  failure: string | null;
  /** Where to go once signed in: one of our paths, or '' for the account overview. */
  redirect: string;
};

export const EMPTY_AUTH_VALUES: Readonly<AuthValues> = Object.freeze({
  method: 'email',
  email: '',
  telephone: '',
  firstname: '',
  lastname: '',
  ageConfirmed: false,
  hash: '',
});

/** The start of a flow: empty details, nothing wrong yet. */
export function freshAuthState(flow: AuthFlow, redirect = ''): AuthState {
  return { flow, step: 'contact', values: { ...EMPTY_AUTH_VALUES }, fieldErrors: {}, formError: null, failure: null, redirect };
}
