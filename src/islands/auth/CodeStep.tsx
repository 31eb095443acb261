/**
 * The second step: the 6-digit code sent to the shopper, with what is left of its tries and the 60 s resend
 * timer (spec §4 OTP state). Two real forms: the code (posting `auth.verifyCode` with the details again, as the
 * backend checks the code against them) and "send a new code" (posting `auth.requestCode`).
 */
import { fillTemplate } from '@/lib/i18n/fill.ts';
import type { Locale } from '@/lib/i18n/locales.ts';
import { useHydrated } from '@/islands/ui/use-hydrated.ts';
import type { AuthLinks, AuthTexts } from './auth-texts.ts';
import FormMessages from './FormMessages.tsx';
import OtpField from './OtpField.tsx';
import type { AuthFlowState } from './use-auth-flow.ts';

type Props = { locale: Locale; state: AuthFlowState; texts: AuthTexts; links: AuthLinks; idPrefix: string; headingLevel: 2 | 3 };

/** The details the backend checks the code against, sent again by both forms of this step. */
function DetailFields({ state }: { state: AuthFlowState }) {
  const { values } = state;
  return (
    <>
      <input type="hidden" name="flow" value={state.flow} />
      <input type="hidden" name="redirect" value={state.redirect} />
      <input type="hidden" name="method" value={values.method} />
      <input type="hidden" name="email" value={values.email} />
      <input type="hidden" name="telephone" value={values.telephone} />
      <input type="hidden" name="firstname" value={values.firstname} />
      <input type="hidden" name="lastname" value={values.lastname} />
      {values.ageConfirmed && <input type="hidden" name="ageConfirmed" value="on" />}
    </>
  );
}

function destinationOf(state: AuthFlowState): string {
  const { values } = state;
  return state.flow === 'sign-in' && values.method === 'mobile' ? `+974 ${values.telephone}` : values.email;
}

export default function CodeStep({ locale, state, texts, links, idPrefix, headingLevel }: Props) {
  const hydrated = useHydrated();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { busy, locked, secondsLeft } = state;
  const triesLeft = fillTemplate(texts.code.triesLeft[new Intl.PluralRules(locale).select(state.triesLeft)], {
    count: String(state.triesLeft),
  });
  const secondary = 'min-h-11 rounded-lg px-3 text-sm font-bold text-brand-700 hover:bg-brand-50 disabled:text-ink-500 disabled:hover:bg-transparent';
  return (
    <div className="space-y-4">
      <Heading className="text-lg font-bold text-ink-900">{texts.code.heading}</Heading>
      <p className="text-sm text-ink-700">
        {fillTemplate(texts.code.sentTo, { destination: '\u2068' + destinationOf(state) + '\u2069' })}
      </p>
      <form
        ref={state.formRef}
        method="post"
        action={links.forms[state.flow].verifyCode}
        noValidate
        onSubmit={(event) => void state.submitCode(event)}
        className="space-y-4"
      >
        <DetailFields state={state} />
        <input type="hidden" name="hash" value={state.values.hash} />
        <OtpField
          id={`${idPrefix}-otp`}
          label={texts.fields.code}
          hint={texts.fields.codeHint}
          value={state.otp}
          onChange={state.changeOtp}
          error={state.fieldErrors.otp}
        />
        {state.tries > 0 && !locked && <p className="text-sm font-bold text-ink-700" data-testid="otp-tries-left">{triesLeft}</p>}
        <FormMessages formError={locked ? texts.code.locked : state.formError} notice={state.notice} />
        <button
          type="submit"
          disabled={busy || locked}
          className="min-h-11 w-full rounded-lg bg-brand-700 px-5 font-bold text-white hover:bg-brand-800 disabled:opacity-70"
        >
          {busy ? texts.actions.verifying : texts.actions.verify}
        </button>
      </form>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <form method="post" action={links.forms[state.flow].requestCode} onSubmit={(event) => void state.resend(event)}>
          <DetailFields state={state} />
          <button type="submit" disabled={busy || secondsLeft > 0} className={secondary}>
            {texts.actions.resend}
          </button>
        </form>
        {hydrated ? (
          <button type="button" onClick={state.editDetails} className={secondary}>
            {texts.actions.change}
          </button>
        ) : (
          <a href={links.pages[state.flow]} className={`${secondary} inline-flex items-center`}>
            {texts.actions.change}
          </a>
        )}
      </div>
      <p className="text-sm text-ink-600" data-testid="otp-resend-timer">
        {secondsLeft > 0 ? fillTemplate(texts.code.resendIn, { seconds: String(secondsLeft) }) : texts.code.resendNow}
      </p>
    </div>
  );
}
