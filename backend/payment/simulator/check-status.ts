/**
 * The simulator's status query (APS "Check Status": `query_command=CHECK_STATUS`, JSON, signed with the request
 * phrase), answered from its ledger (provider-ledger.ts) and signed with the response phrase: `status` 12 and
 * `response_code` 12000 for a query it understood, with the newest transaction of that merchant_reference in
 * `transaction_status` / `transaction_code` / `transaction_message`, its `fort_id`, `amount` and `currency`; without
 * those fields when it has none. A malformed or wrongly signed query answers status 00 with APS's request error codes.
 */
import type { Database } from '../../db/database.ts';
import { REQUEST_ERRORS, type RequestError } from '../aps-codes.ts';
import type { ApsCredentials } from '../../aps-config.ts';
import { hasValidApsSignature, signApsFields, type ApsFields } from '../signature.ts';
import { latestAnswerFor } from './provider-ledger.ts';

export const SIMULATOR_PAYMENT_API_PATH = '/payment-simulator/paymentApi';

const refused = (error: RequestError, credentials: ApsCredentials): ApsFields =>
  signApsFields({ status: '00', response_code: error.response_code, response_message: error.message.en }, credentials.responsePhrase);

export function answerCheckStatus(db: Database, query: ApsFields, credentials: ApsCredentials): ApsFields {
  if (!hasValidApsSignature(query, credentials.requestPhrase)) return refused(REQUEST_ERRORS.signatureMismatch, credentials);
  if (query.query_command !== 'CHECK_STATUS') return refused(REQUEST_ERRORS.invalidCommand, credentials);
  if (query.access_code !== credentials.accessCode) return refused(REQUEST_ERRORS.invalidAccessCode, credentials);
  if (query.merchant_identifier !== credentials.merchantIdentifier) return refused(REQUEST_ERRORS.invalidMerchant, credentials);
  const reference = query.merchant_reference ?? '';
  if (!/^[\w.-]{1,40}$/.test(reference)) return refused(REQUEST_ERRORS.missingParameter, credentials);

  const { signature: _query, ...echoed } = query;
  const found = latestAnswerFor(db, reference)?.response;
  const transaction: ApsFields = found
    ? {
        fort_id: found.fort_id ?? '',
        transaction_status: found.status ?? '',
        transaction_code: found.response_code ?? '',
        transaction_message: found.response_message ?? '',
        amount: found.amount ?? '',
        currency: found.currency ?? '',
      }
    : {};
  return signApsFields({ ...echoed, ...transaction, status: '12', response_code: '12000', response_message: 'Success.' }, credentials.responsePhrase);
}
