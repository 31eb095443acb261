/**
 * The words the account islands need, built on the server in the page's language
 * (src/components/account/build-account-texts.ts) and passed as props: islands ship no i18next.
 */
import { fillTemplate } from '@/lib/i18n/fill.ts';
import type { PluralForms } from '@/lib/i18n/plural-forms.ts';

/** `validation:required` -> "Field is Required", for every key an account form can show. */
export type ValidationTexts = Record<string, string>;

/** What every account form needs besides its own words. */
export type FormTexts = {
  validation: ValidationTexts;
  /** The backend could not be reached. */
  network: string;
};

export type NameFormTexts = FormTexts & {
  firstname: string;
  lastname: string;
  save: string;
  saving: string;
  saved: string;
};

export type CodeTexts = {
  sendCode: string;
  sending: string;
  code: string;
  codeHint: string;
  confirm: string;
  confirming: string;
  resend: string;
  resendIn: PluralForms;
  triesLeft: PluralForms;
  locked: string;
  changeAddress: string;
  close: string;
};

export type ContactChangeTexts = FormTexts & {
  /** With `{{value}}`. */
  current: string;
  none: string;
  newValue: string;
  hint: string;
  dialogTitle: string;
  /** With `{{value}}`. */
  codeSent: string;
  saved: string;
  countryCode: string;
  codes: CodeTexts;
};

export type AddressFormTexts = FormTexts & {
  fields: {
    firstname: string;
    lastname: string;
    region: string;
    regionPlaceholder: string;
    city: string;
    plate: string;
    plateHint: string;
    zone: string;
    streetNumber: string;
    buildingNumber: string;
    unit: string;
    landmark: string;
    landmarkHint: string;
    telephone: string;
    telephoneHint: string;
    defaultShipping: string;
    countryCode: string;
  };
  /** A field's problem with the field named: `{{message}}` and `{{field}}`. */
  namedError: string;
  save: string;
  saving: string;
  cancel: string;
};

/**
 * Fills `{{name}}` placeholders with values isolated from the text around them (Unicode FSI…PDI), so an e-mail
 * address or a +974 number reads left to right inside Arabic text.
 */
export function fillIsolated(template: string, values: Record<string, string>): string {
  return fillTemplate(template, Object.fromEntries(Object.entries(values).map(([name, value]) => [name, `\u2068${value}\u2069`])));
}

/** The form for `count` in the page's language, with the count filled in. */
export function pluralText(forms: PluralForms, locale: string, count: number): string {
  return fillTemplate(forms[new Intl.PluralRules(locale).select(count)], { count: String(count) });
}
