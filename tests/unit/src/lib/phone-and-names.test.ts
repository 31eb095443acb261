import { describe, expect, it } from 'vitest';
import { formatQatarPhone, stripQatarPrefix, withQatarPrefix } from '../../../../src/lib/phone.ts';
import { joinFullName, splitFullName } from '../../../../src/lib/names.ts';
import { roundToInteger } from '../../../../src/lib/round.ts';

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

describe('full-name split', () => {
  it('splits at the first space', () => {
    expect(splitFullName('Ali Hassan Al-Thani')).toEqual({ firstname: 'Ali', lastname: 'Hassan Al-Thani' });
    expect(splitFullName('  محمد   العلي ')).toEqual({ firstname: 'محمد', lastname: 'العلي' });
  });

  it('uses "-" for missing parts', () => {
    expect(splitFullName('Ali')).toEqual({ firstname: 'Ali', lastname: '-' });
    expect(splitFullName('   ')).toEqual({ firstname: '-', lastname: '-' });
  });

  it('joins back without placeholders', () => {
    expect(joinFullName({ firstname: 'Ali', lastname: '-' })).toBe('Ali');
    expect(joinFullName({ firstname: 'Ali', lastname: 'Hassan' })).toBe('Ali Hassan');
  });
});

describe('rounding', () => {
  it('rounds to the nearest integer', () => {
    expect(roundToInteger(10.4)).toBe(10);
    expect(roundToInteger(10.5)).toBe(11);
    expect(roundToInteger(-0.4)).toBe(0);
    expect(Object.is(roundToInteger(-0.4), -0)).toBe(false);
  });
});
