import escapeHtml from 'escape-html';
import type { RequestError } from '../aps-codes.ts';
import type { ApsFields } from '../signature.ts';
import type { SimulatorLanguage } from './request-check.ts';

export const SIMULATOR_DECISION_PATH = '/payment-simulator/decision';

const TEXT = {
  en: {
    title: 'Card payment (simulator) – Matjar',
    notice: 'Test environment: no card is charged.',
    heading: 'Pay for your order',
    intro: "This page stands in for Amazon Payment Services' hosted checkout. Choose how the payment ends.",
    merchant: 'Merchant',
    merchantName: 'Matjar',
    order: 'Order number',
    amount: 'Amount to pay',
    email: 'E-mail',
    method: 'Payment method',
    card: 'Credit / debit card',
    applePay: 'Apple Pay',
    outcome: 'Payment outcome',
    approve: 'Approve payment',
    decline: 'Decline payment',
    cancel: 'Cancel and return to the store',
    errorTitle: 'Payment request refused – Matjar',
    errorHeading: 'The payment request was refused',
    errorCode: 'Response code',
    errorBody: 'Go back to the store and try again. If it happens again, contact customer service.',
    currency: (amount: string) => `QAR ${amount}`,
  },
  ar: {
    title: 'الدفع بالبطاقة (محاكي) – متجر',
    notice: 'بيئة اختبار: لن تُخصم أي مبالغ من أي بطاقة.',
    heading: 'ادفع قيمة طلبك',
    intro: 'تحل هذه الصفحة محل صفحة الدفع المستضافة لخدمات الدفع من أمازون. اختر نتيجة الدفع.',
    merchant: 'التاجر',
    merchantName: 'متجر',
    order: 'رقم الطلب',
    amount: 'المبلغ المطلوب',
    email: 'البريد الإلكتروني',
    method: 'طريقة الدفع',
    card: 'بطاقة ائتمان / خصم',
    applePay: 'Apple Pay',
    outcome: 'نتيجة الدفع',
    approve: 'الموافقة على الدفع',
    decline: 'رفض الدفع',
    cancel: 'الإلغاء والعودة إلى المتجر',
    errorTitle: 'تم رفض طلب الدفع – متجر',
    errorHeading: 'تم رفض طلب الدفع',
    errorCode: 'رمز الاستجابة',
    errorBody: 'عد إلى المتجر وحاول مرة أخرى. إذا تكرر ذلك، تواصل مع خدمة العملاء.',
    currency: (amount: string) => `${amount} ر.ق`,
  },
} as const;

/** Prices use Latin digits in both languages, as the storefront shows them. */
const amountFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Tahoma, sans-serif; color: #1a1a1a; background: #f3f4f6; }
  body { margin: 0; padding-inline: 0.75rem; }
  main { max-inline-size: 32rem; margin-block: 2rem; margin-inline: auto; padding: 1.5rem; background: #fff; border-radius: 0.75rem;
         box-shadow: 0 1px 3px rgb(0 0 0 / 0.15); }
  h1 { font-size: 1.5rem; margin-block: 0.5rem 1rem; }
  .notice { margin: 0; padding: 0.5rem 0.75rem; background: #fff4ce; color: #4d3800; border-radius: 0.5rem; font-weight: 600; }
  dl { display: grid; gap: 0.5rem; margin-block: 1.25rem; }
  dl div { display: flex; justify-content: space-between; gap: 1rem; border-block-end: 1px solid #e5e7eb; padding-block-end: 0.5rem; }
  dt { color: #4b5563; }
  dd { margin: 0; font-weight: 600; text-align: end; overflow-wrap: anywhere; }
  fieldset { border: 0; padding: 0; margin: 0; display: grid; gap: 0.75rem; }
  legend { font-weight: 700; margin-block-end: 0.75rem; padding: 0; }
  button { font: inherit; font-weight: 600; min-block-size: 2.75rem; padding-inline: 1rem; border-radius: 0.5rem; cursor: pointer;
           border: 2px solid transparent; }
  button:focus-visible { outline: 3px solid #0b3d91; outline-offset: 3px; }
  .approve { background: #0b6b3a; color: #fff; }
  .decline { background: #a4161a; color: #fff; }
  .cancel { background: #fff; color: #1a1a1a; border-color: #4b5563; }
  .error { color: #a4161a; }
  section + section { margin-block-start: 2rem; }
`;

function document(language: SimulatorLanguage, title: string, body: string): string {
  return `<!doctype html>
<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
${body}
</body>
</html>`;
}

const row = (term: string, value: string) => `<div><dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd></div>`;

/** The hosted checkout stand-in: the order and its amount, and the three outcomes a tester can choose. */
export function renderCheckoutPage(fields: ApsFields, language: SimulatorLanguage): string {
  const t = TEXT[language];
  const amount = t.currency(amountFormat.format(Number(fields.amount) / 100));
  const hidden = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n    ');
  const body = `<main>
  <p class="notice">${escapeHtml(t.notice)}</p>
  <h1>${escapeHtml(t.heading)}</h1>
  <p>${escapeHtml(t.intro)}</p>
  <dl>
    ${row(t.merchant, t.merchantName)}
    ${row(t.order, fields.merchant_reference ?? '')}
    ${row(t.amount, amount)}
    ${row(t.email, fields.customer_email ?? '')}
    ${row(t.method, fields.digital_wallet === 'APPLE_PAY' ? t.applePay : t.card)}
  </dl>
  <form method="post" action="${SIMULATOR_DECISION_PATH}">
    ${hidden}
    <fieldset>
      <legend>${escapeHtml(t.outcome)}</legend>
      <button type="submit" name="decision" value="approve" class="approve">${escapeHtml(t.approve)}</button>
      <button type="submit" name="decision" value="decline" class="decline">${escapeHtml(t.decline)}</button>
      <button type="submit" name="decision" value="cancel" class="cancel">${escapeHtml(t.cancel)}</button>
    </fieldset>
  </form>
</main>`;
  return document(language, t.title, body);
}

/** A refused request: the provider's code and message, in the request's language, or in both when it is unknown. */
export function renderRequestErrorPage(error: RequestError, language: SimulatorLanguage | null): string {
  const languages: SimulatorLanguage[] = language === null ? ['ar', 'en'] : [language];
  const sections = languages
    .map((lang) => {
      const t = TEXT[lang];
      const attributes = language === null ? ` lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"` : '';
      return `<section${attributes}>
  <h1 class="error">${escapeHtml(t.errorHeading)}</h1>
  <p>${escapeHtml(error.message[lang])}</p>
  <dl>${row(t.errorCode, error.response_code)}</dl>
  <p>${escapeHtml(t.errorBody)}</p>
</section>`;
    })
    .join('\n');
  return document(language ?? 'ar', TEXT[language ?? 'ar'].errorTitle, `<main>\n${sections}\n</main>`);
}
