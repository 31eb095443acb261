/**
 * The sign-in and sign-up islands' words, in the page's language (islands ship no i18next), built on the server:
 * the pages' panel and the header's dialog share them (their links: auth-links.ts).
 */
import { getT, type Locale } from '@/lib/i18n/index.ts';
import { pluralForms } from '@/lib/i18n/plural-forms.ts';
import type { AuthTexts } from '@/islands/auth/auth-texts.ts';

export function authTexts(locale: Locale): AuthTexts {
  const t = getT(locale);
  return {
    flows: {
      'sign-in': {
        heading: t('auth:login.heading'),
        intro: t('auth:login.intro'),
        switchPrompt: t('auth:login.noAccount'),
        switchLink: t('auth:login.createAccount'),
      },
      'sign-up': {
        heading: t('auth:signup.heading'),
        intro: t('auth:signup.intro'),
        switchPrompt: t('auth:signup.haveAccount'),
        switchLink: t('auth:signup.signIn'),
      },
    },
    method: { legend: t('auth:method.legend'), email: t('auth:method.email'), mobile: t('auth:method.mobile') },
    fields: {
      email: t('auth:fields.email'),
      emailPlaceholder: t('auth:fields.emailPlaceholder'),
      countryCode: t('auth:fields.countryCode'),
      mobile: t('auth:fields.mobile'),
      mobilePlaceholder: t('auth:fields.mobilePlaceholder'),
      mobileHint: t('auth:fields.mobileHint'),
      firstname: t('auth:fields.firstname'),
      lastname: t('auth:fields.lastname'),
      ageConfirm: t('auth:fields.ageConfirm'),
      terms: t('auth:fields.terms'),
      code: t('auth:fields.code'),
      codeHint: t('auth:fields.codeHint'),
    },
    actions: {
      sendCode: t('auth:actions.sendCode'),
      sending: t('auth:actions.sending'),
      verify: t('auth:actions.verify'),
      verifying: t('auth:actions.verifying'),
      resend: t('auth:actions.resend'),
      change: t('auth:actions.change'),
    },
    code: {
      heading: t('auth:code.heading'),
      sentTo: t('auth:code.sentTo'),
      resendIn: t('auth:code.resendIn'),
      resendNow: t('auth:code.resendNow'),
      triesLeft: pluralForms(t, 'auth:code.triesLeft'),
      locked: t('auth:code.locked'),
      resent: t('auth:code.resent'),
    },
    validation: {
      required: t('validation:required'),
      invalidEmail: t('validation:invalidEmail'),
      invalidPhone: t('validation:invalidPhone'),
      invalidName: t('validation:invalidName'),
      minimumAge: t('validation:minimumAge'),
      invalidVerificationCode: t('validation:invalidVerificationCode'),
      missingOrInvalidField: t('validation:missingOrInvalidField'),
    },
    network: t('errors:network'),
    newTab: t('pages:newTab'),
    dialog: { close: t('auth:dialog.close') },
  };
}
