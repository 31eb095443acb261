/**
 * The first step: how to reach the shopper. Sign-in asks for the e-mail address or the Qatar mobile number (a
 * choice of two; without JavaScript the choice shows its field by CSS alone); sign-up asks for the names, both
 * contacts and the age confirmation with the terms link. A real form posting `auth.requestCode`.
 */
import type { AuthFlowState } from './use-auth-flow.ts';
import type { AuthLinks, AuthTexts } from './auth-texts.ts';
import FormMessages from './FormMessages.tsx';
import PhoneField from './PhoneField.tsx';
import TextField from './TextField.tsx';

type Props = { state: AuthFlowState; texts: AuthTexts; links: AuthLinks; idPrefix: string };

const SEGMENT =
  'flex min-h-11 cursor-pointer items-center justify-center rounded-md px-3 text-sm font-bold text-ink-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:ring-2 has-focus-visible:ring-brand-600 has-focus-visible:ring-offset-2';

export default function ContactStep({ state, texts, links, idPrefix }: Props) {
  const { flow, values, fieldErrors, busy } = state;
  const id = (field: string) => `${idPrefix}-${field}`;
  const [termsBefore, termsAfter] = texts.fields.ageConfirm.split('{{terms}}');
  const email = (
    <TextField
      id={id('email')}
      name="email"
      type="email"
      autoComplete="email"
      dir="ltr"
      label={texts.fields.email}
      placeholder={texts.fields.emailPlaceholder}
      value={values.email}
      onChange={(event) => state.change('email', event.target.value)}
      error={fieldErrors.email}
    />
  );
  const mobile = (
    <PhoneField
      id={id('telephone')}
      label={texts.fields.mobile}
      hint={texts.fields.mobileHint}
      countryCode={texts.fields.countryCode}
      placeholder={texts.fields.mobilePlaceholder}
      value={values.telephone}
      onChange={(value) => state.change('telephone', value)}
      error={fieldErrors.telephone}
    />
  );
  return (
    <form
      ref={state.formRef}
      method="post"
      action={links.forms[flow].requestCode}
      noValidate
      onSubmit={(event) => void state.submitDetails(event)}
      className="group/auth space-y-4"
    >
      <input type="hidden" name="flow" value={flow} />
      <input type="hidden" name="redirect" value={state.redirect} />
      {flow === 'sign-in' ? (
        <>
          <fieldset>
            <legend className="mb-1 text-sm font-bold text-ink-800">{texts.method.legend}</legend>
            <div className="grid grid-cols-2 gap-1 rounded-lg border border-ink-300 bg-ink-50 p-1">
              {(['email', 'mobile'] as const).map((method) => (
                <label key={method} className={SEGMENT}>
                  <input
                    type="radio"
                    name="method"
                    value={method}
                    checked={values.method === method}
                    onChange={() => state.change('method', method)}
                    className="sr-only"
                  />
                  {texts.method[method]}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="group-has-[input[value=mobile]:checked]/auth:hidden">{email}</div>
          <div className="hidden group-has-[input[value=mobile]:checked]/auth:block">{mobile}</div>
        </>
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id={id('firstname')}
              name="firstname"
              autoComplete="given-name"
              label={texts.fields.firstname}
              value={values.firstname}
              onChange={(event) => state.change('firstname', event.target.value)}
              error={fieldErrors.firstname}
            />
            <TextField
              id={id('lastname')}
              name="lastname"
              autoComplete="family-name"
              label={texts.fields.lastname}
              value={values.lastname}
              onChange={(event) => state.change('lastname', event.target.value)}
              error={fieldErrors.lastname}
            />
          </div>
          {email}
          {mobile}
          <div className="space-y-1">
            <div className="flex items-start gap-3">
              <input
                id={id('age')}
                type="checkbox"
                name="ageConfirmed"
                checked={values.ageConfirmed}
                onChange={(event) => state.change('ageConfirmed', event.target.checked)}
                aria-invalid={fieldErrors.ageConfirmed ? true : undefined}
                aria-describedby={fieldErrors.ageConfirmed ? id('age-error') : undefined}
                className="mt-0.5 size-5 shrink-0 accent-brand-700"
              />
              <label htmlFor={id('age')} className="text-sm text-ink-800">
                {termsBefore}
                <a href={links.terms} target="_blank" rel="noopener" className="font-bold text-brand-700 underline">
                  {texts.fields.terms}
                  <span className="sr-only"> {texts.newTab}</span>
                </a>
                {termsAfter}
              </label>
            </div>
            {fieldErrors.ageConfirmed && (
              <p id={id('age-error')} className="text-sm font-bold text-sale-600">
                {fieldErrors.ageConfirmed}
              </p>
            )}
          </div>
        </>
      )}
      <FormMessages formError={state.formError} notice={state.notice} />
      <button
        type="submit"
        disabled={busy}
        className="min-h-11 w-full rounded-lg bg-brand-700 px-5 font-bold text-white hover:bg-brand-800 disabled:opacity-70"
      >
        {busy ? texts.actions.sending : texts.actions.sendCode}
      </button>
    </form>
  );
}
