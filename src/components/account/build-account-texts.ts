/**
 * The account islands' words in the page's language (islands ship no i18next), built on the server. Types in
 * src/islands/account/account-texts.ts.
 */
import type {
  AddressFormTexts,
  CodeTexts,
  ContactChangeTexts,
  FormTexts,
  NameFormTexts,
} from '@/islands/account/account-texts.ts';
import { getT, type Locale } from '@/lib/i18n/index.ts';
import { pluralForms } from '@/lib/i18n/plural-forms.ts';
import type { AddressWords } from '@/lib/shown-address.ts';

/** Every `validation:` key an account form can show. */
const VALIDATION_KEYS = [
  'required',
  'invalidName',
  'invalidEmail',
  'invalidPhone',
  'invalidVerificationCode',
  'wrongOtp',
  'linkExpired',
  'missingOrInvalidField',
  'plateNumber',
] as const;

/** What every account form needs: the `validation:` messages and the network failure. */
export function formTexts(locale: Locale): FormTexts {
  const t = getT(locale);
  return {
    validation: Object.fromEntries(VALIDATION_KEYS.map((key) => [`validation:${key}`, t(`validation:${key}`)])),
    network: t('errors:network'),
  };
}

export function nameFormTexts(locale: Locale): NameFormTexts {
  const t = getT(locale);
  return {
    ...formTexts(locale),
    firstname: t('account:profile.firstname'),
    lastname: t('account:profile.lastname'),
    save: t('account:profile.saveName'),
    saving: t('account:addresses.saving'),
    saved: t('account:profile.nameSaved'),
  };
}

/** The one-time code step's words (the profile's contact changes, the stock reminder's phone check). */
export function codeTexts(locale: Locale): CodeTexts {
  const t = getT(locale);
  return {
    sendCode: t('account:codes.sendCode'),
    sending: t('account:codes.sending'),
    code: t('account:codes.code'),
    codeHint: t('account:codes.codeHint'),
    confirm: t('account:codes.confirm'),
    confirming: t('account:codes.confirming'),
    resend: t('account:codes.resend'),
    resendIn: pluralForms(t, 'account:codes.resendIn'),
    triesLeft: pluralForms(t, 'account:codes.triesLeft'),
    locked: t('account:codes.locked'),
    changeAddress: t('account:codes.changeAddress'),
    close: t('account:codes.close'),
  };
}

export function contactChangeTexts(locale: Locale, kind: 'email' | 'phone'): ContactChangeTexts {
  const t = getT(locale);
  const words =
    kind === 'email'
      ? {
          current: t('account:profile.currentEmail', { email: '{{value}}' }),
          none: '',
          newValue: t('account:profile.newEmail'),
          hint: t('account:profile.emailHint'),
          dialogTitle: t('account:profile.emailDialogTitle'),
          codeSent: t('account:profile.emailCodeSent', { email: '{{value}}' }),
          saved: t('account:profile.emailSaved'),
        }
      : {
          current: t('account:profile.currentPhone', { phone: '{{value}}' }),
          none: t('account:profile.noPhone'),
          newValue: t('account:profile.newPhone'),
          hint: t('account:profile.phoneHint'),
          dialogTitle: t('account:profile.phoneDialogTitle'),
          codeSent: t('account:profile.phoneCodeSent', { phone: '{{value}}' }),
          saved: t('account:profile.phoneSaved'),
        };
  return { ...formTexts(locale), ...words, countryCode: t('account:codes.countryCode'), codes: codeTexts(locale) };
}

/** The words a shown address uses (src/lib/shown-address.ts `shownStreetLines`), their `{{placeholders}}` kept. */
export function addressWords(locale: Locale): AddressWords {
  const t = getT(locale);
  return { plate: t('account:addresses.shown.plate'), unit: t('account:addresses.shown.unit'), landmark: t('account:addresses.shown.landmark') };
}

/** The address form's words; `addFailed` says why a save failed where it is used (the address book, checkout). */
export function addressFormTexts(
  locale: Locale,
  addFailed: 'errors:account.addressAddFailed' | 'errors:account.addressSaveFailed',
): AddressFormTexts & { addFailed: string } {
  const t = getT(locale);
  return {
    ...formTexts(locale),
    addFailed: t(addFailed),
    fields: {
      firstname: t('account:addresses.fields.firstname'),
      lastname: t('account:addresses.fields.lastname'),
      region: t('account:addresses.fields.region'),
      regionPlaceholder: t('account:addresses.fields.regionPlaceholder'),
      city: t('account:addresses.fields.city'),
      plate: t('account:addresses.fields.plate'),
      plateHint: t('account:addresses.fields.plateHint'),
      zone: t('account:addresses.fields.zone'),
      streetNumber: t('account:addresses.fields.streetNumber'),
      buildingNumber: t('account:addresses.fields.buildingNumber'),
      unit: t('account:addresses.fields.unit'),
      landmark: t('account:addresses.fields.landmark'),
      landmarkHint: t('account:addresses.fields.landmarkHint'),
      telephone: t('account:addresses.fields.telephone'),
      telephoneHint: t('account:addresses.fields.telephoneHint'),
      defaultShipping: t('account:addresses.fields.defaultShipping'),
      countryCode: t('account:codes.countryCode'),
    },
    namedError: t('validation:namedField'),
    save: t('account:addresses.save'),
    saving: t('account:addresses.saving'),
    cancel: t('account:addresses.cancel'),
  };
}
