import { describe, expect, it } from 'vitest';
import { parseContactForm } from '@/server/forms/contact-form.ts';

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

describe('parseContactForm', () => {
  it('accepts a complete message and trims it', () => {
    const result = parseContactForm(form({ name: '  Sara O’Neil-Khan ', email: ' sara@example.qa ', message: ' Hello ' }));
    expect(result).toEqual({ ok: true, value: { name: 'Sara O’Neil-Khan', email: 'sara@example.qa', message: 'Hello' } });
  });

  it('accepts Arabic names', () => {
    expect(parseContactForm(form({ name: 'عبد الله آل ثاني', email: 'a@b.qa', message: 'مرحبا' })).ok).toBe(true);
  });

  it('reports "required" for missing fields and keeps what was typed', () => {
    const result = parseContactForm(form({ name: '', email: '  ' }));
    expect(result).toEqual({
      ok: false,
      values: { name: '', email: '  ', message: '' },
      errors: { name: 'required', email: 'required', message: 'required' },
    });
  });

  it('uses the spec messages for a bad name and a bad e-mail', () => {
    const result = parseContactForm(form({ name: 'R2-D2', email: 'not-an-email', message: 'hi' }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toEqual({ name: 'invalidName', email: 'invalidEmail' });
  });

  it('rejects an over-long message', () => {
    const result = parseContactForm(form({ name: 'Ali', email: 'ali@example.qa', message: 'x'.repeat(2001) }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toEqual({ message: 'missingOrInvalidField' });
  });

  it('ignores files posted in place of text', () => {
    const data = form({ email: 'ali@example.qa', message: 'hi' });
    data.set('name', new Blob(['Ali']), 'name.txt');
    const result = parseContactForm(data);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.name).toBe('required');
  });
});
