import { describe, expect, it } from 'vitest';
import { errorStatus } from '@/server/error-page-status.ts';
import { CommerceResponseError, CommerceUnavailableError } from '@/lib/commerce/index.ts';

describe('error page status', () => {
  it('defaults to 500 with the generic message', () => {
    expect(errorStatus(new Error('boom: secret stack detail'))).toEqual({ status: 500, messageKey: 'errors:page.errorMessage' });
    expect(errorStatus('not even an error')).toEqual({ status: 500, messageKey: 'errors:page.errorMessage' });
  });

  it('says the store is unavailable when the backend is down', () => {
    expect(errorStatus(new CommerceUnavailableError('ECONNREFUSED'))).toEqual({ status: 503, messageKey: 'errors:commerce.unavailable' });
    expect(errorStatus(new CommerceResponseError('bad shape')).status).toBe(502);
  });
});
