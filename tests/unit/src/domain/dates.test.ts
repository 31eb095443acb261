import { describe, expect, it } from 'vitest';
import { isBeforeSameDayCutoff, qatarTimeOfDay } from '@/domain/dates.ts';

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
