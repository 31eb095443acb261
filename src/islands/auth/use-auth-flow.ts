/**
 * The sign-in / sign-up flow of the auth islands (spec §2 OTP modals, §4, §5): the contact step (e-mail or
 * mobile; for a sign-up the name, e-mail, mobile and the age confirmation), then the 6-digit code with its 60 s
 * resend timer and try count (src/stores/auth/otp.ts). The forms are real forms posting the auth Actions, so the
 * server-rendered page works without JavaScript; here they post the same fields through the Actions client.
 *
 * Once signed in, the answer's customer cart, the saved store and the user go to the browser's mirror
 * (`adoptSignIn`) before `onSignedIn` changes page, so the next page renders with the right cart.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { actionErrorCode, loadActions } from '@/lib/browser/actions-client.ts';
import {
  authCodeProblems,
  authDetailsProblems,
  type AuthField,
  type AuthFieldProblem,
  type AuthFlow,
  type AuthState,
  type AuthStep,
  type AuthValues,
} from '@/lib/auth-fields.ts';
import type { Locale } from '@/lib/i18n/locales.ts';
import { signInOtp, signUpOtp } from '@/stores/auth/otp.ts';
import { recentlyViewed } from '@/stores/recently-viewed/recently-viewed-list.ts';
import { adoptSignIn, type SignInAnswer } from '@/stores/auth/session-mirror.ts';
import type { AuthTexts } from './auth-texts.ts';

type FieldErrors = Partial<Record<AuthField, string>>;

type Options = {
  locale: Locale;
  initial: AuthState;
  texts: AuthTexts;
  /** Where to go once signed in (the mirror is already updated). */
  onSignedIn: (answer: SignInAnswer) => void;
};

/** `validation:required` (the Actions' field keys) -> the words, when the texts have them. */
function wordsOf(texts: AuthTexts, key: string): string {
  const name = key.replace(/^validation:/, '') as keyof AuthTexts['validation'];
  return texts.validation[name] ?? texts.validation.missingOrInvalidField;
}

function toFieldErrors(texts: AuthTexts, problems: Partial<Record<AuthField, AuthFieldProblem | string>>): FieldErrors {
  return Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, wordsOf(texts, problem)]));
}

export function useAuthFlow({ locale, initial, texts, onSignedIn }: Options) {
  const [flow, setFlow] = useState<AuthFlow>(initial.flow);
  const [step, setStep] = useState<AuthStep>(initial.step);
  const [values, setValues] = useState<AuthValues>(initial.values);
  const [otp, setOtp] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>(initial.fieldErrors);
  const [formError, setFormError] = useState<string | null>(initial.formError);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const codeState = flow === 'sign-up' ? signUpOtp : signInOtp;
  const secondsLeft = useStore(codeState.$secondsLeft);
  const triesLeft = useStore(codeState.$triesLeft);
  const tries = useStore(codeState.$tries);
  const locked = useStore(codeState.$locked);
  const formRef = useRef<HTMLFormElement>(null);

  // A page rendered on the code step (after a form posted without JavaScript) starts the resend timer as well.
  useEffect(() => {
    if (initial.step === 'code') codeState.codeSent();
    if (initial.failure === 'GONE') codeState.codeExpired();
  }, []); // Only the first render's state matters here.

  // Focus moves after React has drawn the step or the errors: requested here, done in the effect below.
  const focusRequest = useRef<FieldErrors | null>(null);
  useEffect(() => {
    const errors = focusRequest.current;
    const form = formRef.current;
    if (!errors || !form) return;
    focusRequest.current = null;
    // Shown fields only: the sign-in form keeps the unchosen contact field in the page, hidden.
    const shown = [...form.querySelectorAll<HTMLElement>('input:not([type=hidden]):not(.sr-only)')].filter((input) => input.offsetParent !== null);
    (shown.find((input) => input.getAttribute('name')! in errors) ?? shown[0])?.focus();
  });

  /** Moves focus to the first field with a problem, or to the step's first field, once drawn. */
  function focusFirst(errors: FieldErrors = {}) {
    focusRequest.current = errors;
  }

  function change<K extends keyof AuthValues>(field: K, value: AuthValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  }

  function changeOtp(value: string) {
    setOtp(value);
    setFieldErrors((current) => ({ ...current, otp: undefined }));
  }

  async function showFailure(error: unknown, stage: 'request' | 'verify') {
    const { isInputError } = await loadActions();
    if (isInputError(error)) {
      const keys = Object.fromEntries(Object.entries(error.fields).map(([field, messages]) => [field, messages?.[0] ?? '']));
      const errors = toFieldErrors(texts, keys);
      setFieldErrors(errors);
      focusFirst(errors);
      return;
    }
    const code = actionErrorCode(error);
    if (stage === 'verify' && code === 'BAD_REQUEST') codeState.wrongCode();
    if (code === 'GONE') codeState.codeExpired();
    setFormError(error instanceof Error && error.message ? error.message : texts.network);
  }

  /** Sends a code for the details; true when one was sent. */
  async function requestCode(form: HTMLFormElement): Promise<boolean> {
    setBusy(true);
    setFormError(null);
    setNotice(null);
    try {
      const { data, error } = await (await loadActions()).actions.auth.requestCode(new FormData(form));
      if (!data) {
        await showFailure(error, 'request');
        return false;
      }
      setValues((current) => ({ ...current, ...data }));
      setOtp('');
      setFieldErrors({});
      codeState.codeSent();
      return true;
    } catch {
      setFormError(texts.network);
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function submitDetails(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const problems = toFieldErrors(texts, authDetailsProblems(flow, values));
    setFieldErrors(problems);
    if (Object.keys(problems).length > 0) return focusFirst(problems);
    if (await requestCode(event.currentTarget)) {
      setStep('code');
      focusFirst();
    }
  }

  async function resend(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || secondsLeft > 0) return;
    if (await requestCode(event.currentTarget)) {
      setNotice(texts.code.resent);
      focusFirst();
    }
  }

  async function submitCode(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || locked) return;
    const problems = toFieldErrors(texts, authCodeProblems(flow, values, otp));
    setFieldErrors(problems);
    if (Object.keys(problems).length > 0) return focusFirst(problems);
    const body = new FormData(event.currentTarget);
    // Spec §4: the guest's recently viewed list moves to the server with the sign-in.
    const viewed = recentlyViewed.get();
    for (const item of viewed.ar) body.append('viewedAr', item.sku);
    for (const item of viewed.en) body.append('viewedEn', item.sku);
    setBusy(true);
    setFormError(null);
    setNotice(null);
    try {
      const { data, error } = await (await loadActions()).actions.auth.verifyCode(body);
      if (data) {
        adoptSignIn(data, locale);
        codeState.reset();
        onSignedIn(data);
        return;
      }
      await showFailure(error, 'verify');
      setBusy(false);
    } catch {
      setFormError(texts.network);
      setBusy(false);
    }
  }

  /** Back to the details (a typo in the address); the resend wait still runs. */
  function editDetails() {
    setStep('contact');
    setFormError(null);
    setNotice(null);
    focusFirst();
  }

  /** The dialog's switch between signing in and creating an account. */
  function switchFlow(next: AuthFlow) {
    setFlow(next);
    setStep('contact');
    setFieldErrors({});
    setFormError(null);
    setNotice(null);
    focusFirst();
  }

  return {
    flow,
    step,
    redirect: initial.redirect,
    values,
    otp,
    fieldErrors,
    formError,
    notice,
    busy,
    secondsLeft,
    tries,
    triesLeft,
    locked,
    formRef,
    change,
    changeOtp,
    submitDetails,
    submitCode,
    resend,
    editDetails,
    switchFlow,
  };
}

export type AuthFlowState = ReturnType<typeof useAuthFlow>;
