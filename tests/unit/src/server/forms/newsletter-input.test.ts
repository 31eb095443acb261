import { describe, expect, it } from 'vitest';
import { parseNewsletterForm } from '@/server/forms/newsletter-input.ts';
import { getT } from '@/lib/i18n/index.ts';

const form = (email?: string) => {
  const data = new FormData();
  if (email !== undefined) data.set('email', email);
  return data;
};

describe('newsletter form validation', () => {
  it('accepts a valid address, trimmed', () => {
    expect(parseNewsletterForm(form('  shopper@example.qa '))).toEqual({ ok: true, email: 'shopper@example.qa' });
  });

  it('rejects a missing or blank address with the spec message', () => {
    for (const input of [form(), form(''), form('   ')]) {
      const result = parseNewsletterForm(input);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(getT('en')(result.errorKey)).toBe('Field is Required');
    }
  });

  it('rejects a malformed address with the spec message, in both languages', () => {
    const result = parseNewsletterForm(form('not-an-email'));
    expect(result).toMatchObject({ ok: false, email: 'not-an-email' });
    if (!result.ok) {
      expect(getT('en')(result.errorKey)).toBe('Incorrect email format');
      expect(getT('ar')(result.errorKey)).not.toBe('Incorrect email format');
    }
  });
});
