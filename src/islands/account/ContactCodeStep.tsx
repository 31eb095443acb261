/**
 * The code step of an e-mail or mobile change: the 6-digit code sent to the new address, what is left of its
 * tries and the 60 s resend timer. Two real forms: the code (posting the confirm Action with the address and
 * the code's handle) and "send a new code" (posting the request Action again).
 */
import type { Locale } from '@/lib/i18n/locales.ts';
import { displayQatarPhone } from '@/domain/phone.ts';
import FormMessages from '@/islands/auth/FormMessages.tsx';
import { fillIsolated, pluralText, type ContactChangeTexts } from './account-texts.ts';
import OtpField from '@/islands/auth/OtpField.tsx';
import type { ContactChangeState, ContactKind } from './use-contact-change.ts';
import ActionForm from './ActionForm.tsx';

type Props = {
  locale: Locale;
  kind: ContactKind;
  state: ContactChangeState;
  actions: { request: string; confirm: string };
  texts: ContactChangeTexts;
  idPrefix: string;
};

export default function ContactCodeStep({ locale, kind, state, actions, texts, idPrefix }: Props) {
  const { codes } = texts;
  const shown = kind === 'phone' ? displayQatarPhone(state.value) : state.value;
  const busy = state.confirm.busy || state.resend.busy;
  const hidden = (
    <>
      <input type="hidden" name={state.field} value={state.value} />
    </>
  );
  const secondary = 'min-h-11 rounded-lg px-3 text-sm font-bold text-brand-700 hover:bg-brand-50 disabled:text-ink-500 disabled:hover:bg-transparent';
  return (
    <div className="space-y-4">
      <p id={`${idPrefix}-sent`} className="text-sm text-ink-700">
        {fillIsolated(texts.codeSent, { value: shown })}
      </p>
      <ActionForm form={state.confirm} action={actions.confirm} className="space-y-4">
        {hidden}
        <input type="hidden" name="hash" value={state.hash} />
        <OtpField
          id={`${idPrefix}-otp`}
          label={codes.code}
          hint={codes.codeHint}
          value={state.otp}
          onChange={state.setOtp}
          error={state.confirm.fieldErrors.otp}
        />
        {state.tries > 0 && !state.locked && (
          <p className="text-sm font-bold text-ink-700" data-testid="otp-tries-left">
            {pluralText(codes.triesLeft, locale, state.triesLeft)}
          </p>
        )}
        <FormMessages formError={state.locked ? codes.locked : state.confirm.formError} notice={null} />
        <button
          type="submit"
          disabled={busy || state.locked}
          className="min-h-11 w-full rounded-lg bg-brand-700 px-5 font-bold text-white hover:bg-brand-800 disabled:opacity-70"
        >
          {state.confirm.busy ? codes.confirming : codes.confirm}
        </button>
      </ActionForm>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ActionForm form={state.resend} action={actions.request}>
          {hidden}
          <button type="submit" disabled={busy || state.secondsLeft > 0} className={secondary}>
            {codes.resend}
          </button>
        </ActionForm>
        <button type="button" onClick={state.backToRequest} className={secondary}>
          {codes.changeAddress}
        </button>
      </div>
      {state.resend.formError && (
        <p role="alert" className="text-sm font-bold text-sale-600">
          {state.resend.formError}
        </p>
      )}
      <p className="text-sm text-ink-600" aria-live="off" data-testid="otp-resend-timer">
        {state.secondsLeft > 0 ? pluralText(codes.resendIn, locale, state.secondsLeft) : ''}
      </p>
    </div>
  );
}
