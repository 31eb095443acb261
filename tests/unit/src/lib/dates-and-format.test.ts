import { describe, expect, it } from 'vitest';
import { isBeforeSameDayCutoff, qatarTimeOfDay } from '../../../../src/lib/dates.ts';
import { formatDate, formatPrice } from '../../../../src/lib/format.ts';

describe('same-day delivery cutoff (7:30 PM Asia/Qatar)', () => {
  // Qatar is UTC+3 all year: 19:30 in Doha is 16:30 UTC.
  it('is open before 7:30 PM Qatar time', () => {
    expect(isBeforeSameDayCutoff(new Date('2025-06-01T16:29:59Z'))).toBe(true);
    expect(isBeforeSameDayCutoff(new Date('2025-06-01T05:00:00Z'))).toBe(true);
    expect(isBeforeSameDayCutoff(new Date('2025-06-01T21:00:00Z'))).toBe(true); // 00:00 next day in Doha
  });

  it('is closed from 7:30 PM Qatar time until midnight', () => {
    expect(isBeforeSameDayCutoff(new Date('2025-06-01T16:30:00Z'))).toBe(false);
    expect(isBeforeSameDayCutoff(new Date('2025-06-01T20:59:59Z'))).toBe(false);
  });

  it('does not depend on the server time zone', () => {
    expect(qatarTimeOfDay(new Date('2025-01-15T10:05:00Z'))).toEqual({ hour: 13, minute: 5 });
    expect(qatarTimeOfDay(new Date('2025-01-15T21:00:00Z'))).toEqual({ hour: 0, minute: 0 });
  });
});

describe('formatPrice', () => {
  it('uses Latin digits and the locale currency label', () => {
    expect(formatPrice(1299, 'en')).toBe('1,299 QAR');
    expect(formatPrice(1299, 'ar')).toBe('1,299 ر.ق');
  });

  it('shows cents only when there are some', () => {
    expect(formatPrice(9.5, 'en')).toBe('9.50 QAR');
    expect(formatPrice(1234567.891, 'en')).toBe('1,234,567.89 QAR');
    expect(formatPrice(0, 'ar')).toBe('0 ر.ق');
  });
});

describe('formatDate', () => {
  it('formats in Qatar time with Latin digits', () => {
    // 22:30 UTC on 4 March is already 5 March in Doha.
    expect(formatDate('2025-03-04T22:30:00Z', 'en')).toBe('5 March 2025');
    const arabic = formatDate(new Date('2025-03-04T22:30:00Z'), 'ar');
    expect(arabic).toContain('5');
    expect(arabic).toContain('2025');
    expect(arabic).toContain('مارس');
  });

  it('returns an empty string for invalid dates', () => {
    expect(formatDate('nope', 'en')).toBe('');
  });
});
