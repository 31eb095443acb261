/**
 * The store's one e-mail rule: what islands check while the shopper types, and what the server's forms and
 * Actions check again, agree with each other and with zod's `z.email()` (the rule the commerce backend applies).
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, emailProblem, isEmail } from '@/lib/email.ts';
import { emailField } from '@/server/forms/email-field.ts';

const valid = ['shopper@example.qa', ' sara@example.qa ', 'a.b+tag@mail.example.com', "o'neil@example.qa", 'x_y-z@sub-domain.example.org'];
const invalid = [
  'plain',
  'a@b',
  'a@b.c',
  '@example.qa',
  'a@.example.qa',
  'a@example..qa',
  '.a@example.qa',
  'a..b@example.qa',
  'a.@example.qa',
  'a b@example.qa',
  'a@exa mple.qa',
  'a@@example.qa',
  'a@example.qa>',
  '<script>@example.qa',
  'a@-example.qa',
];

describe('emailProblem', () => {
  it('asks for an address when there is none', () => {
    expect(emailProblem('')).toBe('required');
    expect(emailProblem('   ')).toBe('required');
  });

  it('accepts well-formed addresses and refuses the rest', () => {
    for (const address of valid) expect(emailProblem(address), address).toBeNull();
    for (const address of invalid) expect(emailProblem(address), address).toBe('invalidEmail');
  });

  it('refuses an address longer than the mail system carries', () => {
    const local = 'a'.repeat(64);
    const domain = `${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.qa`;
    const address = `${local}@${domain}`;
    expect(address.length).toBe(EMAIL_MAX_LENGTH + 5);
    expect(emailProblem(address)).toBe('invalidEmail');
    expect(emailProblem(address.slice(5))).toBeNull();
  });

  it('agrees with z.email(), the rule the backend applies', () => {
    for (const address of [...valid, ...invalid]) {
      expect(isEmail(address), address).toBe(z.email().safeParse(address.trim()).success);
    }
  });
});

describe('emailField (server forms and Actions)', () => {
  const field = emailField({ required: 'validation:required', invalidEmail: 'validation:invalidEmail' });

  it('trims and keeps a valid address', () => {
    expect(field.parse('  shopper@example.qa ')).toBe('shopper@example.qa');
  });

  it('answers with the caller\'s texts, the first problem only', () => {
    const problems = (value: unknown) => field.safeParse(value).error?.issues.map((issue) => issue.message);
    expect(problems('')).toEqual(['validation:required']);
    expect(problems(undefined)).toEqual(['validation:required']);
    expect(problems('a@b')).toEqual(['validation:invalidEmail']);
    for (const address of [...valid, ...invalid]) expect(field.safeParse(address).success, address).toBe(isEmail(address));
  });
});
