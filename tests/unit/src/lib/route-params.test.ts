/** Url keys in routes: bounded and plain before any backend call. */
import { describe, expect, it } from 'vitest';
import { URL_KEY_MAX_LENGTH, urlKeyParam } from '@/lib/route-params.ts';

describe('urlKeyParam', () => {
  it('takes url keys in any script', () => {
    expect(urlKeyParam('apple-iphone-15_128gb')).toBe('apple-iphone-15_128gb');
    expect(urlKeyParam('هواتف-ذكية')).toBe('هواتف-ذكية');
    expect(urlKeyParam('a'.repeat(URL_KEY_MAX_LENGTH))).toBe('a'.repeat(URL_KEY_MAX_LENGTH));
  });

  it('refuses what cannot be a url key', () => {
    for (const raw of [undefined, null, '', 'a'.repeat(URL_KEY_MAX_LENGTH + 1), 'a'.repeat(5_000), '../etc', 'a/b', '<script>', "x' OR '1'='1", '-leading', 'trailing-', 'nul\u0000', 'sp ace', '%2e%2e']) {
      expect(urlKeyParam(raw), String(raw).slice(0, 20)).toBeNull();
    }
  });
});
