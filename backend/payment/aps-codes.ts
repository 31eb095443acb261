/**
 * APS's answer codes. A response_code is 5 digits: the 2-digit transaction status, then a 3-digit message code
 * ('14000' = status 14 "Purchase Success" + 000 "Success").
 */

/** What a transaction status means for the order it pays for. */
export type PaymentOutcome = 'paid' | 'failed' | 'pending' | 'review';

/**
 * 14 purchase success → paid; 19 transaction pending → still waiting; 15 uncertain, 20 on hold, 40 in review →
 * someone must look (the order waits in manual_verification_needed); anything else (13 purchase failure, 00 invalid
 * request or cancelled by the shopper, ...) → the payment failed.
 */
export function outcomeOfStatus(status: string): PaymentOutcome {
  if (status === '14') return 'paid';
  if (status === '19') return 'pending';
  if (status === '15' || status === '20' || status === '40') return 'review';
  return 'failed';
}

export type SimulatorDecision = 'approve' | 'decline' | 'cancel';
export const SIMULATOR_DECISIONS: readonly SimulatorDecision[] = ['approve', 'decline', 'cancel'];

interface Answer {
  status: string;
  response_code: string;
  message: { en: string; ar: string };
}

/** The provider's answer for each choice the tester can make on the simulator page. */
export const DECISION_ANSWERS: Record<SimulatorDecision, Answer> = {
  approve: { status: '14', response_code: '14000', message: { en: 'Success.', ar: 'عملية ناجحة.' } },
  decline: { status: '13', response_code: '13666', message: { en: 'Transaction declined.', ar: 'تم رفض العملية.' } },
  cancel: {
    status: '00',
    response_code: '00072',
    message: { en: 'Transaction has been cancelled by the consumer.', ar: 'ألغى العميل العملية.' },
  },
};

/** Request problems the hosted checkout reports (status 00, invalid request), by message code. */
export const REQUEST_ERRORS = {
  missingParameter: { response_code: '00001', message: { en: 'Missing parameter.', ar: 'معامل مفقود.' } },
  invalidFormat: { response_code: '00002', message: { en: 'Invalid parameter format.', ar: 'صيغة معامل غير صالحة.' } },
  invalidCommand: { response_code: '00004', message: { en: 'Invalid command.', ar: 'أمر غير صالح.' } },
  invalidAmount: { response_code: '00005', message: { en: 'Invalid amount.', ar: 'مبلغ غير صالح.' } },
  signatureMismatch: { response_code: '00008', message: { en: 'Signature mismatch.', ar: 'التوقيع غير مطابق.' } },
  invalidMerchant: { response_code: '00009', message: { en: 'Invalid merchant identifier.', ar: 'معرّف التاجر غير صالح.' } },
  invalidAccessCode: { response_code: '00010', message: { en: 'Invalid access code.', ar: 'رمز الوصول غير صالح.' } },
  invalidCurrency: { response_code: '00013', message: { en: 'Invalid currency.', ar: 'عملة غير صالحة.' } },
} as const;

export type RequestError = (typeof REQUEST_ERRORS)[keyof typeof REQUEST_ERRORS];
