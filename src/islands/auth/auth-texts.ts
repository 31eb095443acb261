/**
 * The words and links the sign-in and sign-up islands need, built on the server in the page's language
 * (src/components/auth/build-auth-texts.ts) and passed as props: islands ship no i18next.
 */
import type { AuthFieldProblem, AuthFlow } from '@/lib/auth-fields.ts';
import type { PluralForms } from '@/lib/i18n/plural-forms.ts';


/** Keys of the `validation` namespace the forms show. */
export type ValidationKey = AuthFieldProblem | 'missingOrInvalidField';

export type FlowTexts = { heading: string; intro: string; switchPrompt: string; switchLink: string };

export type AuthTexts = {
  flows: Record<AuthFlow, FlowTexts>;
  method: { legend: string; email: string; mobile: string };
  fields: {
    email: string;
    emailPlaceholder: string;
    countryCode: string;
    mobile: string;
    mobilePlaceholder: string;
    mobileHint: string;
    firstname: string;
    lastname: string;
    /** With a `{{terms}}` placeholder where the terms link goes. */
    ageConfirm: string;
    terms: string;
    code: string;
    codeHint: string;
  };
  actions: { sendCode: string; sending: string; verify: string; verifying: string; resend: string; change: string };
  code: { heading: string; sentTo: string; resendIn: string; resendNow: string; triesLeft: PluralForms; locked: string; resent: string };
  validation: Record<ValidationKey, string>;
  network: string;
  /** Read after a link that opens in a new tab. */
  newTab: string;
  dialog: { close: string };
};

export type AuthLinks = {
  terms: string;
  /** Each flow's page with the shopper's `redirect` kept: the page-to-page flow switch. */
  pages: Record<AuthFlow, string>;
  /** Where each flow's plain forms post (the flow's page with the Action's `?_action=` query). */
  forms: Record<AuthFlow, { requestCode: string; verifyCode: string }>;
};
