/** Which of zod's refusals of an Action's input are a page of an earlier release, not the shopper's input. */
import { describe, expect, it } from 'vitest';
import { isFormOfAnotherRelease } from '@/server/release/page-changed.ts';

const missing = (field: string) => ({ code: 'invalid_type', path: [field], message: 'Invalid input: expected string, received undefined' });

describe('a form of another release', () => {
  it('is one that lacks fields this release needs, or carries keys it does not know', () => {
    expect(isFormOfAnotherRelease([missing('sku')])).toBe(true);
    expect(isFormOfAnotherRelease([missing('sku'), missing('qty')])).toBe(true);
    // A page's form without the field: Astro reads it as null.
    expect(isFormOfAnotherRelease([{ code: 'invalid_type', path: ['sku'], message: 'Invalid input: expected string, received null' }])).toBe(true);
    expect(isFormOfAnotherRelease([{ code: 'unrecognized_keys', path: [], message: 'Unrecognized key: "locale"' }])).toBe(true);
  });

  it('is not one whose value the shopper got wrong, nor one with no issue', () => {
    expect(isFormOfAnotherRelease([{ code: 'too_small', path: ['qty'], message: 'Too small' }])).toBe(false);
    expect(isFormOfAnotherRelease([missing('sku'), { code: 'custom', path: ['email'], message: 'validation:invalidEmail' }])).toBe(false);
    expect(isFormOfAnotherRelease([{ code: 'invalid_type', path: ['qty'], message: 'Invalid input: expected number, received NaN' }])).toBe(false);
    expect(isFormOfAnotherRelease([])).toBe(false);
    expect(isFormOfAnotherRelease(undefined)).toBe(false);
  });
});
