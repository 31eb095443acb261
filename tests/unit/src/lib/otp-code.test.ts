import { describe, expect, it } from 'vitest';
import { otpCodeProblem } from '@/lib/otp-code.ts';

describe('one-time code', () => {
  it('is 6 digits', () => {
    expect(otpCodeProblem('123456')).toBeNull();
    expect(otpCodeProblem(' 123456 ')).toBeNull();
    expect(otpCodeProblem('12345')).toBe('invalidVerificationCode');
    expect(otpCodeProblem('1234567')).toBe('invalidVerificationCode');
    expect(otpCodeProblem('12a456')).toBe('invalidVerificationCode');
    expect(otpCodeProblem('')).toBe('required');
  });
});
