/**
 * Changing the account's e-mail address or mobile number (spec §2 "e-mail update modal"; the mobile number by
 * code with its 60 s timer and try count, §4). Server-rendered it is two plain forms posting the account
 * Actions, so it works without JavaScript (the page re-renders on the code step). Hydrated, the code step opens
 * as a modal `<dialog>` (the browser traps focus in it, makes the page behind inert and closes it on Escape).
 */
import type { Locale } from '@/lib/i18n/locales.ts';
import { displayQatarPhone } from '@/domain/phone.ts';
import StrokeIcon from '@/islands/ui/StrokeIcon.tsx';
import FormMessages from '@/islands/auth/FormMessages.tsx';
import TextField from '@/islands/auth/TextField.tsx';
import { fillIsolated, type ContactChangeTexts } from './account-texts.ts';
import PhoneField from '@/islands/auth/PhoneField.tsx';
import ContactCodeStep from './ContactCodeStep.tsx';
import { useContactChange, type ContactChangeStart, type ContactKind } from './use-contact-change.ts';
import ActionForm from './ActionForm.tsx';

type Props = {
  locale: Locale;
  kind: ContactKind;
  /** The account's e-mail, or its 8-digit mobile number (null when it has none). */
  current: string | null;
  start: ContactChangeStart;
  actions: { request: string; confirm: string };
  texts: ContactChangeTexts;
};

export default function ContactChange({ locale, kind, current, start, actions, texts }: Props) {
  const state = useContactChange({ locale, kind, current, start, texts });
  const idPrefix = `change-${kind}`;
  const shownCurrent = state.current === null ? null : kind === 'phone' ? displayQatarPhone(state.current) : state.current;
  const codeStep = <ContactCodeStep locale={locale} kind={kind} state={state} actions={actions} texts={texts} idPrefix={idPrefix} />;
  const requestForm = (
    <ActionForm form={state.request} action={actions.request} className="max-w-md space-y-4">
      {kind === 'phone' ? (
        <PhoneField
          id={`${idPrefix}-value`}
          label={texts.newValue}
          hint={texts.hint}
          countryCode={texts.countryCode}
          value={state.step === 'request' ? state.value : ''}
          onChange={state.setValue}
          error={state.request.fieldErrors[state.field]}
        />
      ) : (
        <TextField
          id={`${idPrefix}-value`}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={254}
          dir="ltr"
          label={texts.newValue}
          hint={texts.hint}
          value={state.step === 'request' ? state.value : ''}
          onChange={(event) => state.setValue(event.target.value)}
          error={state.request.fieldErrors[state.field]}
        />
      )}
      <FormMessages formError={state.request.formError} notice={state.notice} />
      <button
        type="submit"
        disabled={state.request.busy}
        className="min-h-11 rounded-lg bg-brand-700 px-6 font-bold text-white hover:bg-brand-800 disabled:opacity-70"
      >
        {state.request.busy ? texts.codes.sending : texts.codes.sendCode}
      </button>
    </ActionForm>
  );

  return (
    <div className="space-y-4" data-contact-change={kind}>
      <p className="text-sm text-ink-700" data-current-contact>
        {shownCurrent === null ? texts.none : fillIsolated(texts.current, { value: shownCurrent })}
      </p>
      {state.inDialog || state.step === 'request' ? requestForm : codeStep}
      {state.inDialog && (
        <dialog
          ref={state.dialogRef}
          aria-labelledby={`${idPrefix}-dialog-title`}
          aria-describedby={`${idPrefix}-sent`}
          onClose={state.dialogClosed}
          className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-6 text-ink-900 shadow-xl backdrop:bg-black/50"
        >
          <div className="mb-3 flex items-start justify-between gap-4">
            <h3 id={`${idPrefix}-dialog-title`} className="text-lg font-bold">
              {texts.dialogTitle}
            </h3>
            <button
              type="button"
              onClick={state.backToRequest}
              aria-label={texts.codes.close}
              className="-m-2 inline-flex size-10 shrink-0 items-center justify-center rounded-full text-ink-700 hover:bg-ink-100"
            >
              <StrokeIcon name="close" className="size-5" />
            </button>
          </div>
          {state.step === 'code' && codeStep}
        </dialog>
      )}
    </div>
  );
}
