/**
 * The e-mail or mobile change (spec "e-mail update modal", §4 mobile OTP try count and 60 s timer): ask for a
 * code to the NEW address, then confirm it with that code. The code state (timer, tries) is src/stores/auth/otp.ts's.
 * Hydrated, the code step opens in a modal dialog; a page rendered on the code step (a form posted without
 * JavaScript) shows it in place.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { loadActions } from '@/lib/browser/actions-client.ts';
import { emailProblem } from '@/lib/email.ts';
import type { Locale } from '@/lib/i18n/locales.ts';
import { otpCodeProblem } from '@/lib/otp-code.ts';
import { phoneProblem } from '@/domain/phone.ts';
import { createOtpState } from '@/stores/auth/otp.ts';
import type { ContactChangeTexts } from './account-texts.ts';
import { useAccountForm, type FieldErrors } from './use-account-form.ts';

export type ContactKind = 'email' | 'phone';

/** The form field each kind posts. */
export const CONTACT_FIELD: Record<ContactKind, 'email' | 'telephone'> = { email: 'email', phone: 'telephone' };

export type ContactChangeStart = {
  step: 'request' | 'code';
  /** The new address typed (request step) or the one the code went to (code step). */
  value: string;
  hash: string;
  errors?: FieldErrors;
  formError?: string | null;
  /** The refusal's code when the page was rendered after one (GONE: the code is dead). */
  failure?: string | null;
};

type Options = { locale: Locale; kind: ContactKind; current: string | null; start: ContactChangeStart; texts: ContactChangeTexts };

/** What a code request answers: the handle, and the address as the server read it. */
type CodeSent = { hash: string; email?: string; telephone?: string };
type Saved = { email?: string; telephone?: string };

const key = (problem: string | null) => (problem ? `validation:${problem}` : null);
const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '');

export function useContactChange({ locale, kind, current: initialCurrent, start, texts }: Options) {
  const field = CONTACT_FIELD[kind];
  const [otpState] = useState(createOtpState);
  const secondsLeft = useStore(otpState.$secondsLeft);
  const triesLeft = useStore(otpState.$triesLeft);
  const tries = useStore(otpState.$tries);
  const locked = useStore(otpState.$locked);
  const [step, setStep] = useState(start.step);
  const [value, setValue] = useState(start.value);
  const [hash, setHash] = useState(start.hash);
  const [otp, setOtp] = useState('');
  const [current, setCurrent] = useState(initialCurrent);
  const [notice, setNotice] = useState<string | null>(null);
  const [inDialog] = useState(start.step === 'request');
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    if (start.step === 'code') otpState.codeSent();
    if (start.failure === 'GONE') otpState.codeExpired();
    return () => otpState.reset();
  }, []); // The first render's start only.

  const onCodeSent = (sent: CodeSent) => {
    setHash(sent.hash);
    setValue(sent[field] ?? value);
    setOtp('');
    otpState.codeSent();
  };

  const request = useAccountForm<CodeSent>({
    locale,
    texts,
    initialErrors: start.step === 'request' ? start.errors : {},
    initialFormError: start.step === 'request' ? start.formError : null,
    check: (form) => ({ [field]: key(kind === 'email' ? emailProblem(text(form.get(field))) : phoneProblem(text(form.get(field)))) }),
    send: async (form) => {
      const { actions } = await loadActions();
      return kind === 'email' ? actions.account.requestEmailCode(form) : actions.account.requestPhoneCode(form);
    },
    onDone: (sent) => {
      onCodeSent(sent);
      setNotice(null);
      setStep('code');
      if (inDialog) dialogRef.current?.showModal();
    },
  });

  const resend = useAccountForm<CodeSent>({
    locale,
    texts,
    check: () => ({}),
    send: async (form) => {
      const { actions } = await loadActions();
      return kind === 'email' ? actions.account.requestEmailCode(form) : actions.account.requestPhoneCode(form);
    },
    onDone: onCodeSent,
  });

  const confirm = useAccountForm<Saved>({
    locale,
    texts,
    initialErrors: start.step === 'code' ? start.errors : {},
    initialFormError: start.step === 'code' ? start.formError : null,
    check: (form) => ({ otp: key(otpCodeProblem(text(form.get('otp')))) }),
    send: async (form) => {
      const { actions } = await loadActions();
      return kind === 'email' ? actions.account.confirmEmail(form) : actions.account.confirmPhone(form);
    },
    onRefused: (code) => {
      if (code === 'GONE') otpState.codeExpired();
      else if (code === 'BAD_REQUEST') otpState.wrongCode();
    },
    onDone: (saved) => {
      setCurrent(saved[field] ?? value);
      setNotice(texts.saved);
      backToRequest();
    },
  });

  function backToRequest() {
    dialogRef.current?.close();
    setStep('request');
    setValue('');
    setHash('');
    setOtp('');
    otpState.reset();
  }

  /** The dialog was closed (Escape or its close button): the change is abandoned, the field keeps focus. */
  function dialogClosed() {
    if (step === 'code') backToRequest();
  }

  return {
    field,
    step,
    inDialog,
    dialogRef,
    value,
    setValue: (next: string) => {
      setValue(next);
      setNotice(null);
      request.clearFieldError(field);
    },
    hash,
    otp,
    setOtp: (next: string) => {
      setOtp(next);
      confirm.clearFieldError('otp');
    },
    current,
    notice,
    request,
    resend,
    confirm,
    secondsLeft,
    tries,
    triesLeft,
    locked,
    backToRequest,
    dialogClosed,
  };
}

export type ContactChangeState = ReturnType<typeof useContactChange>;
