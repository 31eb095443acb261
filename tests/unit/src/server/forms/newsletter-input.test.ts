import { describe, expect, it } from 'vitest';
import { newsletterEmail } from '@/server/forms/newsletter-input.ts';
import { getT } from '@/lib/i18n/index.ts';

const problem = (email: unknown) => newsletterEmail.safeParse(email).error?.issues[0]?.message;

describe('newsletter form validation', () => {
  it('accepts a valid address, trimmed', () => {
    expect(newsletterEmail.parse('  shopper@example.qa ')).toBe('shopper@example.qa');
  });

  it('rejects a missing or blank address with the spec message', () => {
    for (const input of [undefined, null, '', '   ']) expect(getT('en')(problem(input) ?? '')).toBe('Field is Required');
  });

  it('rejects a malformed or over-long address with the spec message, in both languages', () => {
    for (const input of ['not-an-email', `${'a'.repeat(250)}@b.qa`]) {
      const key = problem(input) ?? '';
      expect(getT('en')(key)).toBe('Incorrect email format');
      expect(getT('ar')(key)).not.toBe('Incorrect email format');
    }
  });
});
