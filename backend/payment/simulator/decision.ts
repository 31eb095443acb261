import { randomInt } from 'node:crypto';
import { DECISION_ANSWERS, type SimulatorDecision } from '../aps-codes.ts';
import type { ApsCredentials } from '../../aps-config.ts';
import { signApsFields, type ApsFields } from '../signature.ts';
import type { SimulatorLanguage } from './request-check.ts';

/** The provider's transaction id: 18 digits, unique per answer. */
function newFortId(): string {
  return `${randomInt(1, 10)}${Array.from({ length: 17 }, () => randomInt(10)).join('')}`;
}

/**
 * The provider's answer to a checked request, signed with the response phrase: every request field echoed back
 * (as APS does), plus fort_id, response_code, response_message (in the request's language) and status; an
 * approved card payment also carries the masked card, its expiry, the authorization code and the payment option.
 */
export function simulatorResponse(request: ApsFields, decision: SimulatorDecision, language: SimulatorLanguage, credentials: ApsCredentials): ApsFields {
  const { signature: _requestSignature, ...echoed } = request;
  const answer = DECISION_ANSWERS[decision];
  const card: ApsFields =
    decision === 'approve'
      ? { authorization_code: String(randomInt(100000, 1000000)), card_number: '400555******0001', expiry_date: '2905', payment_option: 'VISA', eci: 'ECOMMERCE' }
      : {};
  return signApsFields(
    {
      ...echoed,
      ...card,
      fort_id: newFortId(),
      response_code: answer.response_code,
      response_message: answer.message[language],
      status: answer.status,
    },
    credentials.responsePhrase,
  );
}

/** Sends the answer to the merchant's notification URL (APS "Direct Transaction Feedback"), form-encoded. */
export async function notifyMerchant(notifyUrl: string, response: ApsFields): Promise<boolean> {
  try {
    const answer = await fetch(notifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(response).toString(),
      signal: AbortSignal.timeout(5000),
    });
    await answer.arrayBuffer();
    return answer.ok;
  } catch {
    return false;
  }
}

/**
 * Where the shopper's browser goes afterwards: the request's return_url (the storefront's payment status page)
 * with the answer's fields and spec §4's return parameters (statusMessage, increment_id; amount and status are
 * APS's own: minor units and the 2-digit status), all signed again with the response phrase.
 */
export function returnLocation(response: ApsFields, credentials: ApsCredentials): string {
  const { return_url: returnUrl = '', signature: _responseSignature, ...answer } = response;
  const fields = signApsFields(
    { ...answer, statusMessage: answer.response_message ?? '', increment_id: answer.merchant_reference ?? '' },
    credentials.responsePhrase,
  );
  const url = new URL(returnUrl);
  for (const [name, value] of Object.entries(fields)) url.searchParams.set(name, value);
  return url.href;
}
