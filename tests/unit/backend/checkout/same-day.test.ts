import { describe, expect, it } from 'vitest';
import { isBeforeSameDayCutoff, parseCutoff, qatarMinutesOfDay } from '../../../../backend/checkout/same-day.ts';

/** The same-day cutoff is 7:30 PM on Qatar's clock (UTC+3, no daylight saving), whatever zone the server runs in. */
const CUTOFF = 19 * 60 + 30;

describe('same-day cutoff', () => {
  it("reads the time of day on Qatar's clock", () => {
    expect(qatarMinutesOfDay(Date.parse('2025-06-01T16:29:00Z'))).toBe(19 * 60 + 29);
    expect(qatarMinutesOfDay(Date.parse('2025-06-01T21:00:00Z'))).toBe(0);
    expect(qatarMinutesOfDay(Date.parse('2025-12-31T20:59:59Z'))).toBe(23 * 60 + 59);
  });

  it('offers same-day until 19:29 Doha time and not from 19:30 to midnight', () => {
    expect(isBeforeSameDayCutoff(Date.parse('2025-06-01T16:29:59Z'), CUTOFF)).toBe(true);
    expect(isBeforeSameDayCutoff(Date.parse('2025-06-01T16:30:00Z'), CUTOFF)).toBe(false);
    expect(isBeforeSameDayCutoff(Date.parse('2025-06-01T20:59:00Z'), CUTOFF)).toBe(false);
    // Just after midnight in Doha is a new day: offered again.
    expect(isBeforeSameDayCutoff(Date.parse('2025-06-01T21:00:00Z'), CUTOFF)).toBe(true);
  });

  it('parses the configured HH:MM and refuses anything else', () => {
    expect(parseCutoff('19:30')).toBe(CUTOFF);
    expect(parseCutoff(' 07:05 ')).toBe(7 * 60 + 5);
    for (const bad of ['7:30 PM', '24:00', '19:60', '', null]) expect(parseCutoff(bad)).toBeNull();
  });
});
