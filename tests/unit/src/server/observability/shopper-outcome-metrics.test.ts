/**
 * Outcomes of one-time codes, orders and payments (src/server/observability/shopper-outcome-metrics.ts): a shopper's
 * refused input is told apart from the backend's failure.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { CommerceAuthError, CommerceInputError, CommerceNotFoundError, CommerceResponseError, CommerceUnavailableError } from '@/lib/commerce/index.ts';
import { countedOutcome, failureOutcome, otpCodes } from '@/server/observability/shopper-outcome-metrics.ts';

beforeEach(() => otpCodes.reset());

const counted = async () => Object.fromEntries((await otpCodes.get()).values.map((entry) => [`${entry.labels.step} ${entry.labels.outcome}`, entry.value]));

describe('shopper outcome metrics', () => {
  it('call a wrong code, an unknown account or a lost session refused, and the backend breaking failed', () => {
    for (const error of [new CommerceInputError('The code is wrong'), new CommerceAuthError('expired'), new CommerceNotFoundError('no such customer')]) {
      expect(failureOutcome(error)).toBe('refused');
    }
    for (const error of [new CommerceUnavailableError('down'), new CommerceResponseError('garbage'), new Error('bug')]) expect(failureOutcome(error)).toBe('failed');
  });

  it('count each outcome and hand the result or the error on unchanged', async () => {
    await expect(countedOutcome(otpCodes, { step: 'request' }, async () => 'hash-1')).resolves.toBe('hash-1');
    const wrongCode = new CommerceInputError('The code is wrong');
    await expect(countedOutcome(otpCodes, { step: 'verify' }, () => Promise.reject(wrongCode))).rejects.toBe(wrongCode);
    await expect(countedOutcome(otpCodes, { step: 'verify' }, () => Promise.reject(new CommerceUnavailableError('down')))).rejects.toThrow('down');
    expect(await counted()).toEqual({ 'request ok': 1, 'verify refused': 1, 'verify failed': 1 });
  });
});
