/**
 * Form fields of the signed-in forms (profile, addresses, codes), as zod schemas over the store's pure rules
 * (src/lib: names, phone, otp-code, address-lines), so the server checks exactly what the islands check while
 * typing. Every error is a locale key (`validation:…`, spec §5 messages), translated where it is shown.
 */
import { z } from 'zod';
import { nameProblem } from '@/domain/names.ts';
import { otpCodeProblem } from '@/lib/otp-code.ts';
import { phoneProblem, qatarLocalNumber } from '@/domain/phone.ts';

/** Longer than any field of these forms; refused before a rule looks at it. */
const TYPED_MAX_LENGTH = 320;

/**
 * A typed field checked by `rule` (which names the `validation` key of its problem, or null) and trimmed. Form
 * posts send an empty field as null (Astro Actions) or ''; the rule sees both as ''.
 */
export function textField(rule: (typed: string) => string | null) {
  return z
    .string({ error: 'validation:required' })
    .max(TYPED_MAX_LENGTH, { error: 'validation:missingOrInvalidField' })
    .nullish()
    .transform((value) => value ?? '')
    .superRefine((value, context) => {
      const problem = rule(value);
      if (problem) context.addIssue({ code: 'custom', message: `validation:${problem}`, abort: true });
    })
    .transform((value) => value.trim());
}

/** A first or last name by the spec §5 name rule. */
export const nameField = textField(nameProblem);

/** A Qatar mobile number as typed -> its 8 digits. */
export const phoneField = textField(phoneProblem).transform((value) => qatarLocalNumber(value) ?? '');

/** The 6-digit one-time code. */
export const otpCodeField = textField(otpCodeProblem);

/** The handle a code was sent under, carried back by the form; an odd one can only be a broken link. */
export const otpHandleField = z
  .string({ error: 'validation:linkExpired' })
  .min(1, { error: 'validation:linkExpired' })
  .max(128, { error: 'validation:linkExpired' });
