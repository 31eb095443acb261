/** Qatar phone numbers (spec §5): the helpers and the account forms' field rule. */
import { describe, expect, it } from 'vitest';
import { formatQatarPhone, phoneProblem, qatarLocalNumber, stripQatarPrefix, withQatarPrefix } from '@/domain/phone.ts';

describe('phone helpers (spec §5)', () => {
  it('strips a +974 prefix', () => {
    expect(stripQatarPrefix('+97455551234')).toBe('55551234');
    expect(stripQatarPrefix('+974 55551234')).toBe('55551234');
    expect(stripQatarPrefix('55551234')).toBe('55551234');
    expect(stripQatarPrefix('97455551234')).toBe('97455551234');
  });

  it('formats 974 followed by 10 digits as 3-3-4-3 groups', () => {
    expect(formatQatarPhone('9741234567890')).toBe('974-123-4567-890');
    expect(formatQatarPhone('974123456789')).toBe('974123456789');
    expect(formatQatarPhone('97412345678901')).toBe('97412345678901');
    expect(formatQatarPhone('9751234567890')).toBe('9751234567890');
  });

  it('adds + to an 11-character number starting with 974, else prepends +974-', () => {
    expect(withQatarPrefix('97455551234')).toBe('+97455551234');
    expect(withQatarPrefix('55551234')).toBe('+974-55551234');
    expect(withQatarPrefix('9745555123')).toBe('+974-9745555123');
    expect(withQatarPrefix('974555512345')).toBe('+974-974555512345');
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
