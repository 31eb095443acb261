import { describe, expect, it } from 'vitest';
import { formatDate, formatPrice } from '@/lib/format.ts';

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
