import { describe, expect, it } from 'vitest';
import { contactFieldErrors, contactFormSchema } from '@/server/forms/contact-form.ts';

/** The fields' problems as the Action's input error carries them (`fields`), from the schema itself. */
function problems(input: Record<string, unknown>) {
  const parsed = contactFormSchema.safeParse(input);
  if (parsed.success) return null;
  const fields: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (fields[String(issue.path[0])] ??= []).push(issue.message);
  return contactFieldErrors(fields);
}

describe('the contact form', () => {
  it('accepts a complete message and trims it', () => {
    const parsed = contactFormSchema.safeParse({ name: '  Sara O’Neil-Khan ', email: ' sara@example.qa ', message: ' Hello ' });
    expect(parsed.data).toEqual({ name: 'Sara O’Neil-Khan', email: 'sara@example.qa', message: 'Hello' });
  });

  it('accepts Arabic names', () => {
    expect(problems({ name: 'عبد الله آل ثاني', email: 'a@b.qa', message: 'مرحبا' })).toBeNull();
  });

  it('reports "required" for missing fields', () => {
    expect(problems({ name: '', email: '  ', message: null })).toEqual({ name: 'required', email: 'required', message: 'required' });
  });

  it('uses the spec messages for a bad name and a bad e-mail', () => {
    expect(problems({ name: 'R2-D2', email: 'not-an-email', message: 'hi' })).toEqual({ name: 'invalidName', email: 'invalidEmail' });
  });

  it('rejects an over-long message', () => {
    expect(problems({ name: 'Ali', email: 'ali@example.qa', message: 'x'.repeat(2001) })).toEqual({ message: 'missingOrInvalidField' });
  });

  it('says a problem it has no words for as the generic one, and ignores other fields', () => {
    expect(contactFieldErrors({ name: ['Invalid input: expected string, received File'], recaptchaToken: ['required'] })).toEqual({
      name: 'missingOrInvalidField',
    });
  });
});
