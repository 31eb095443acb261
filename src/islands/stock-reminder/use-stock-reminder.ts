/**
 * The stock reminder's steps (spec §2 "stock reminder modal"). When the dialog opens, the server says whom the
 * reminder would go to: the signed-in customer (their own e-mail and phone), a phone number this guest already
 * verified, or nobody yet, in which case the guest verifies a mobile number by code first (60 s resend timer and
 * try count, src/stores/auth/otp.ts), and the reminder is left right after.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { actionErrorCode, loadActions } from '@/lib/browser/actions-client.ts';
import { actionForm } from '@/lib/action-form.ts';
import { otpCodeProblem } from '@/lib/otp-code.ts';
import { phoneProblem } from '@/domain/phone.ts';
import { createOtpState } from '@/stores/auth/otp.ts';
import type { FormTexts } from '@/islands/account/account-texts.ts';

export type ReminderStep =
  | { kind: 'loading' }
  | { kind: 'customer'; email: string }
  | { kind: 'verified-phone'; telephone: string }
  | { kind: 'phone' }
  | { kind: 'code'; telephone: string; hash: string }
  | { kind: 'saved'; message: string };

type Options = { sku: string; texts: FormTexts & { failed: string } };

const messageOf = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

export function useStockReminder({ sku, texts }: Options) {
  const [step, setStep] = useState<ReminderStep>({ kind: 'loading' });
  const [phone, setPhone] = useState('');
  const [otp, setOtp] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [otpState] = useState(createOtpState);
  const secondsLeft = useStore(otpState.$secondsLeft);
  const tries = useStore(otpState.$tries);
  const triesLeft = useStore(otpState.$triesLeft);
  const locked = useStore(otpState.$locked);

  /** Runs one server round; a refusal shows in the dialog, the network failing too. */
  async function round(work: () => Promise<void>) {
    setBusy(true);
    setFailure(null);
    try {
      await work();
    } catch {
      setFailure(texts.network);
    } finally {
      setBusy(false);
    }
  }

  const toPhoneStep = () => {
    setStep({ kind: 'phone' });
    setOtp('');
    setFieldError(null);
    otpState.reset();
  };

  /** Asks whom the reminder would go to; called each time the dialog opens. */
  const start = () =>
    round(async () => {
      setStep({ kind: 'loading' });
      const { data, error } = await (await loadActions()).actions.engagement.stockReminderContact({});
      if (error) throw error;
      if (data.kind === 'customer') setStep({ kind: 'customer', email: data.email });
      else if (data.kind === 'verified-phone') setStep({ kind: 'verified-phone', telephone: data.telephone });
      else toPhoneStep();
    });

  async function remind() {
    const { data, error } = await (await loadActions()).actions.engagement.stockReminder(actionForm({ sku }));
    if (!error) {
      setStep({ kind: 'saved', message: data.message });
      return;
    }
    const code = actionErrorCode(error);
    // No proof (any more), or a session that ended meanwhile: this shopper verifies a phone first.
    if (code === 'PRECONDITION_FAILED' || code === 'GONE' || code === 'UNAUTHORIZED') toPhoneStep();
    setFailure(messageOf(error, texts.failed));
  }

  const submitReminder = () => round(remind);

  const sendCode = (typed: string) =>
    round(async () => {
      const problem = phoneProblem(typed);
      if (problem) {
        setFieldError(texts.validation[`validation:${problem}`] ?? null);
        return;
      }
      const { data, error } = await (await loadActions()).actions.engagement.requestGuestPhoneCode(actionForm({ telephone: typed }));
      if (error) {
        setFailure(messageOf(error, texts.failed));
        return;
      }
      setStep({ kind: 'code', telephone: data.telephone, hash: data.hash });
      setOtp('');
      otpState.codeSent();
    });

  const verify = (telephone: string, hash: string) =>
    round(async () => {
      const problem = otpCodeProblem(otp);
      if (problem) {
        setFieldError(texts.validation[`validation:${problem}`] ?? null);
        return;
      }
      const { error } = await (await loadActions()).actions.engagement.verifyGuestPhone(actionForm({ telephone, hash, otp }));
      if (error) {
        const code = actionErrorCode(error);
        if (code === 'GONE') otpState.codeExpired();
        else if (code === 'BAD_REQUEST') otpState.wrongCode();
        setFailure(messageOf(error, texts.failed));
        return;
      }
      otpState.reset();
      await remind();
    });

  return {
    step,
    phone,
    changePhone: (value: string) => {
      setPhone(value);
      setFieldError(null);
    },
    otp,
    changeOtp: (value: string) => {
      setOtp(value);
      setFieldError(null);
    },
    fieldError,
    failure,
    busy,
    secondsLeft,
    tries,
    triesLeft,
    locked,
    start,
    submitReminder,
    sendCode,
    verify,
    toPhoneStep,
  };
}

export type StockReminderState = ReturnType<typeof useStockReminder>;
