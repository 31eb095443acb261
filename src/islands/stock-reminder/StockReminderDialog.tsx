/**
 * "Notify me when available" for an out-of-stock product: a link to the reminder's own page (`href`, which works
 * without JavaScript), and once hydrated a button opening a modal `<dialog>` instead (the browser traps focus in
 * it, makes the page behind inert and closes it on Escape). A signed-in customer confirms with one press; a guest
 * verifies a mobile number by code first (use-stock-reminder.ts). The store's confirmation shows in the dialog.
 */
import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type SubmitEvent } from 'react';
import type { Locale } from '@/lib/i18n/locales.ts';
import { displayQatarPhone } from '@/domain/phone.ts';
import { fillIsolated, pluralText, type CodeTexts, type FormTexts } from '@/islands/account/account-texts.ts';
import PhoneField from '@/islands/auth/PhoneField.tsx';
import OtpField from '@/islands/auth/OtpField.tsx';
import FormMessages from '@/islands/auth/FormMessages.tsx';
import StrokeIcon from '@/islands/ui/StrokeIcon.tsx';
import { useHydrated } from '@/islands/ui/use-hydrated.ts';
import { useStockReminder, type StockReminderState } from './use-stock-reminder.ts';

export type StockReminderTexts = FormTexts & {
  open: string;
  title: string;
  submit: string;
  busy: string;
  close: string;
  failed: string;
  loading: string;
  /** With `{{email}}`; already names the product. */
  customerIntro: string;
  /** With `{{phone}}`; already names the product. */
  phoneIntro: string;
  guestIntro: string;
  phoneLabel: string;
  phoneHint: string;
  /** With `{{phone}}`. */
  codeSent: string;
  verify: string;
  otherNumber: string;
  countryCode: string;
  codes: CodeTexts;
};

type Props = { locale: Locale; sku: string; href: string; idPrefix: string; texts: StockReminderTexts };

const PRIMARY = 'min-h-11 w-full rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:opacity-70';
const SECONDARY = 'min-h-11 rounded-lg px-3 text-sm font-bold text-brand-700 hover:bg-brand-50 disabled:text-ink-500 disabled:hover:bg-transparent';

function Steps({ locale, state, texts, ids }: { locale: Locale; state: StockReminderState; texts: StockReminderTexts; ids: Record<string, string> }) {
  const { step, busy } = state;
  const submitWith = (action: () => void) => (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) action();
  };
  if (step.kind === 'loading') return <p className="text-sm text-ink-700">{texts.loading}</p>;
  if (step.kind === 'saved') return null;
  if (step.kind === 'customer' || step.kind === 'verified-phone') {
    const intro =
      step.kind === 'customer'
        ? fillIsolated(texts.customerIntro, { email: step.email })
        : fillIsolated(texts.phoneIntro, { phone: displayQatarPhone(step.telephone) });
    return (
      <form noValidate onSubmit={submitWith(state.submitReminder)} className="space-y-3">
        <p className="text-sm text-ink-700">{intro}</p>
        <FormMessages formError={state.failure} notice={null} />
        <button type="submit" disabled={busy} className={PRIMARY}>
          {busy ? texts.busy : texts.submit}
        </button>
        {step.kind === 'verified-phone' && (
          <button type="button" onClick={state.toPhoneStep} className={SECONDARY}>
            {texts.otherNumber}
          </button>
        )}
      </form>
    );
  }
  if (step.kind === 'phone') {
    return (
      <form noValidate onSubmit={submitWith(() => state.sendCode(state.phone))} className="space-y-3">
        <p className="text-sm text-ink-700">{texts.guestIntro}</p>
        <PhoneField
          id={ids.phone ?? 'phone'}
          label={texts.phoneLabel}
          hint={texts.phoneHint}
          countryCode={texts.countryCode}
          value={state.phone}
          onChange={state.changePhone}
          error={state.fieldError ?? undefined}
        />
        <FormMessages formError={state.failure} notice={null} />
        <button type="submit" disabled={busy} className={PRIMARY}>
          {busy ? texts.codes.sending : texts.codes.sendCode}
        </button>
      </form>
    );
  }
  const { telephone, hash } = step;
  return (
    <div className="space-y-3">
      <form noValidate onSubmit={submitWith(() => state.verify(telephone, hash))} className="space-y-3">
        <p className="text-sm text-ink-700">{fillIsolated(texts.codeSent, { phone: displayQatarPhone(telephone) })}</p>
        <OtpField
          id={ids.code ?? 'code'}
          label={texts.codes.code}
          hint={texts.codes.codeHint}
          value={state.otp}
          onChange={state.changeOtp}
          error={state.fieldError ?? undefined}
        />
        {state.tries > 0 && !state.locked && <p className="text-sm font-bold text-ink-700">{pluralText(texts.codes.triesLeft, locale, state.triesLeft)}</p>}
        <FormMessages formError={state.locked ? texts.codes.locked : state.failure} notice={null} />
        <button type="submit" disabled={busy || state.locked} className={PRIMARY}>
          {busy ? texts.codes.confirming : texts.verify}
        </button>
      </form>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <button type="button" disabled={busy || state.secondsLeft > 0} onClick={() => void state.sendCode(telephone)} className={SECONDARY}>
          {texts.codes.resend}
        </button>
        <button type="button" onClick={state.toPhoneStep} className={SECONDARY}>
          {texts.otherNumber}
        </button>
      </div>
      <p className="text-sm text-ink-600">{state.secondsLeft > 0 ? pluralText(texts.codes.resendIn, locale, state.secondsLeft) : ''}</p>
    </div>
  );
}

export default function StockReminderDialog({ locale, sku, href, idPrefix, texts }: Props) {
  const hydrated = useHydrated();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const state = useStockReminder({ sku, texts });
  const ids = { title: `${idPrefix}-title`, phone: `${idPrefix}-phone`, code: `${idPrefix}-code` };

  // Each step that asks for something puts the shopper in its field.
  const kind = state.step.kind;
  useEffect(() => {
    const field = kind === 'phone' ? ids.phone : kind === 'code' ? ids.code : null;
    if (field) document.getElementById(field)?.focus();
  }, [kind, ids.phone, ids.code]);

  function open(event: MouseEvent | KeyboardEvent) {
    event.preventDefault();
    dialogRef.current?.showModal();
    void state.start();
  }

  return (
    <>
      {/* Until hydrated, a link to the page; from then on, a button (Enter and Space) opening the dialog. */}
      <a
        href={href}
        role={hydrated ? 'button' : undefined}
        aria-haspopup={hydrated ? 'dialog' : undefined}
        onClick={open}
        onKeyDown={(event) => {
          if (event.key === ' ') open(event);
        }}
        className="inline-flex min-h-11 items-center justify-center rounded-lg border border-brand-700 bg-white px-5 font-semibold text-brand-700 hover:bg-brand-50"
      >
        {texts.open}
      </a>
      <dialog
        ref={dialogRef}
        aria-labelledby={ids.title}
        className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-6 text-ink-900 shadow-xl backdrop:bg-black/50"
      >
        <div className="mb-3 flex items-start justify-between gap-4">
          <h2 id={ids.title} className="text-lg font-bold">
            {texts.title}
          </h2>
          <button
            type="button"
            onClick={() => dialogRef.current?.close()}
            aria-label={texts.close}
            className="-m-2 inline-flex size-10 shrink-0 items-center justify-center rounded-full text-ink-700 hover:bg-ink-100"
          >
            <StrokeIcon name="close" className="size-5" />
          </button>
        </div>
        <Steps locale={locale} state={state} texts={texts} ids={ids} />
        <div role="status" className="text-sm font-bold text-success-700 empty:hidden" data-stock-reminder-result>
          {state.step.kind === 'saved' ? state.step.message : ''}
        </div>
      </dialog>
    </>
  );
}
