/** The account forms' field rules (spec §5), shared by the islands and the server's form checks. */
import { describe, expect, it } from 'vitest';
import { nameProblem, NAME_PART_MAX_LENGTH } from '../../../../src/lib/names.ts';
import { otpCodeProblem } from '../../../../src/lib/otp-code.ts';
import { phoneProblem, qatarLocalNumber } from '../../../../src/lib/phone.ts';

describe('name rule: letters of any script, hyphens and apostrophes', () => {
  it.each(['Ali', 'محمد', 'آل ثاني', "O'Brien", 'O’Brien', 'Al-Thani', 'José', 'Zoë Anne'])('accepts %s', (name) => {
    expect(nameProblem(name)).toBeNull();
  });

  it('ignores surrounding spaces', () => {
    expect(nameProblem('  Sara  ')).toBeNull();
  });

  it.each(['Ali2', 'a_b', 'Sara!', '<b>x</b>', '-Ali', "Ali'", 'Ali--Hassan', 'Ali  Hassan', 'R2-D2', '😀'])('refuses %s', (name) => {
    expect(nameProblem(name)).toBe('invalidName');
  });

  it('requires a name', () => {
    expect(nameProblem('')).toBe('required');
    expect(nameProblem('   ')).toBe('required');
  });

  it('bounds the length', () => {
    expect(nameProblem('a'.repeat(NAME_PART_MAX_LENGTH))).toBeNull();
    expect(nameProblem('a'.repeat(NAME_PART_MAX_LENGTH + 1))).toBe('invalidName');
  });
});

describe('Qatar mobile number', () => {
  it.each([
    ['55551234', '55551234'],
    ['5555 1234', '55551234'],
    ['5555-1234', '55551234'],
    ['+97455551234', '55551234'],
    ['+974 5555 1234', '55551234'],
    ['97455551234', '55551234'],
  ])('reads %s as %s', (typed, digits) => {
    expect(qatarLocalNumber(typed)).toBe(digits);
    expect(phoneProblem(typed)).toBeNull();
  });

  it.each(['5555123', '555512345', '+97155551234', 'abcdefgh', '5555.1234', `${'5'.repeat(40)}`])('refuses %s', (typed) => {
    expect(qatarLocalNumber(typed)).toBeNull();
    expect(phoneProblem(typed)).toBe('invalidPhone');
  });

  it('requires a number', () => {
    expect(phoneProblem(' ')).toBe('required');
  });
});

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
