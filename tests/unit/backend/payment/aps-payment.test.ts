import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../../backend/config.ts';
import { outcomeOfStatus } from '../../../../backend/payment/aps-codes.ts';
import { missingApsSettings, readApsConfig } from '../../../../backend/aps-config.ts';
import { createPaymentHandler } from '../../../../backend/http/payment-handler.ts';
import { minorUnits } from '../../../../backend/payment/redirect-request.ts';
import { apsSignature, hasValidApsSignature, signApsFields } from '../../../../backend/payment/signature.ts';

/** APS signatures, amounts in minor units, answer codes, and the settings production cannot start without. */
const FIELDS = {
  command: 'PURCHASE',
  merchant_reference: '000000042',
  amount: '12050',
  access_code: 'zx0IPmPy5jp1vAz8Kpg7',
  merchant_identifier: 'CycHZxVj',
  currency: 'QAR',
  language: 'en',
  customer_email: 'test@example.com',
};

describe('APS signature', () => {
  it('is SHA-256 over the phrase, the fields sorted by name as name=value, and the phrase again', () => {
    const text =
      'PASSaccess_code=zx0IPmPy5jp1vAz8Kpg7amount=12050command=PURCHASEcurrency=QARcustomer_email=test@example.com' +
      'language=enmerchant_identifier=CycHZxVjmerchant_reference=000000042PASS';
    expect(apsSignature(FIELDS, 'PASS')).toBe(createHash('sha256').update(text).digest('hex'));
  });

  it('leaves the signature field itself out, so signing twice gives the same value', () => {
    const signed = signApsFields(FIELDS, 'PASS');
    expect(apsSignature(signed, 'PASS')).toBe(signed.signature);
    expect(signApsFields(signed, 'PASS')).toEqual(signed);
  });

  it('accepts only the right signature: another phrase, a changed field, or a malformed value fail', () => {
    const signed = signApsFields(FIELDS, 'PASS') as typeof FIELDS & { signature: string };
    expect(hasValidApsSignature(signed, 'PASS')).toBe(true);
    expect(hasValidApsSignature({ ...signed, signature: signed.signature.toUpperCase() }, 'PASS')).toBe(true);
    expect(hasValidApsSignature(signed, 'OTHER')).toBe(false);
    expect(hasValidApsSignature({ ...signed, amount: '12051' }, 'PASS')).toBe(false);
    expect(hasValidApsSignature({ ...signed, extra: '' }, 'PASS')).toBe(false);
    expect(hasValidApsSignature({ ...signed, signature: signed.signature.slice(1) }, 'PASS')).toBe(false);
    expect(hasValidApsSignature({ ...signed, signature: 'z'.repeat(64) }, 'PASS')).toBe(false);
    const { signature: _signature, ...unsigned } = signed;
    expect(hasValidApsSignature(unsigned, 'PASS')).toBe(false);
  });
});

describe('APS amounts and statuses', () => {
  it('sends QAR in dirhams (two decimals), without floating-point drift', () => {
    expect(minorUnits(120.5)).toBe('12050');
    expect(minorUnits(0.29)).toBe('29');
    expect(minorUnits(1234.57)).toBe('123457');
    expect(minorUnits(25)).toBe('2500');
  });

  it('reads a transaction status as paid, pending, review or failed', () => {
    expect(outcomeOfStatus('14')).toBe('paid');
    expect(outcomeOfStatus('19')).toBe('pending');
    for (const status of ['15', '20', '40']) expect(outcomeOfStatus(status)).toBe('review');
    for (const status of ['13', '00', '03', '02']) expect(outcomeOfStatus(status)).toBe('failed');
  });
});

describe('payment settings', () => {
  it('has working defaults in development only', () => {
    const development = readApsConfig({}, 'development');
    expect(development.requestPhrase).toBeTruthy();
    expect(development.responsePhrase).toBeTruthy();
    expect(development.requestPhrase).not.toBe(development.responsePhrase);
    expect(development.checkoutUrl).toBeNull();

    const production = readApsConfig({}, 'production');
    expect(production).toMatchObject({ requestPhrase: null, responsePhrase: null, accessCode: null, merchantIdentifier: null });
    expect(production.checkoutUrl).toBe('https://checkout.payfort.com/FortAPI/paymentPage');
    expect(missingApsSettings(production)).toEqual([
      'BACKEND_APS_REQUEST_PHRASE',
      'BACKEND_APS_RESPONSE_PHRASE',
      'BACKEND_APS_ACCESS_CODE',
      'BACKEND_APS_MERCHANT_IDENTIFIER',
      'BACKEND_PAYMENT_RETURN_ORIGINS',
    ]);
  });

  it('takes the environment, and production refuses to start without the phrases', () => {
    const env = {
      BACKEND_MODE: 'production',
      BACKEND_APS_REQUEST_PHRASE: 'req',
      BACKEND_APS_RESPONSE_PHRASE: 'res',
      BACKEND_APS_ACCESS_CODE: 'code',
      BACKEND_APS_MERCHANT_IDENTIFIER: 'merchant',
      BACKEND_PAYMENT_RETURN_ORIGINS: 'https://shop.example/, https://www.shop.example',
    };
    const configured = readConfig(env);
    expect(configured.aps).toMatchObject({ requestPhrase: 'req', responsePhrase: 'res', returnOrigins: ['https://shop.example', 'https://www.shop.example'] });
    expect(() => createPaymentHandler(configured, null)).not.toThrow();
    expect(() => createPaymentHandler(readConfig({ BACKEND_MODE: 'production' }), null)).toThrow(/BACKEND_APS_REQUEST_PHRASE, BACKEND_APS_RESPONSE_PHRASE/);
    expect(() => createPaymentHandler(readConfig({}), null)).not.toThrow();
  });
});
