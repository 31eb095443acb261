/** The one-time code a shopper types (spec §5, §9: 6 digits), checked the same way by islands and the server. */

export const OTP_LENGTH = 6;

/** Keys of the `validation` locale namespace; null when the code is well formed. */
export type OtpCodeProblem = 'required' | 'invalidVerificationCode' | null;

export function otpCodeProblem(typed: string): OtpCodeProblem {
  const trimmed = typed.trim();
  if (trimmed === '') return 'required';
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(trimmed) ? null : 'invalidVerificationCode';
}
