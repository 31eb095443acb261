/**
 * The profile page's forms (spec §2 account area, "e-mail update modal"): the name, and the two-step e-mail and
 * mobile changes (ask for a code to the new address, then confirm it). Errors are locale keys (`validation:…`).
 */
import { z } from 'zod';
import { emailField } from '@/server/forms/email-field.ts';
import { nameField, otpCodeField, otpHandleField, phoneField } from '@/server/forms/person-fields.ts';

export const nameFormSchema = z.object({ firstname: nameField, lastname: nameField });

const email = emailField({ required: 'validation:required', invalidEmail: 'validation:invalidEmail' });
/** The code step carries the handle and the address the code went to, so it works as a plain form too. */
const code = { hash: otpHandleField, otp: otpCodeField };

export const emailCodeFormSchema = z.object({ email });
export const emailConfirmFormSchema = z.object({ email, ...code });

export const phoneCodeFormSchema = z.object({ telephone: phoneField });
export const phoneConfirmFormSchema = z.object({ telephone: phoneField, ...code });
