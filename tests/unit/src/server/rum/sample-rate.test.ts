/** RUM_SAMPLE_RATE: the share of page views that report their Core Web Vitals (src/server/rum/sample-rate.ts). */
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRODUCTION_RATE, rumSampleRate } from '@/server/rum/sample-rate.ts';

describe('the field measurement sample rate', () => {
  it('is one page view in ten in production and every one in development unless set', () => {
    expect(rumSampleRate({}, false)).toBe(DEFAULT_PRODUCTION_RATE);
    expect(DEFAULT_PRODUCTION_RATE).toBe(0.1);
    expect(rumSampleRate({}, true)).toBe(1);
  });

  it('takes the configured share, 0 switching it off, and keeps it between 0 and 1', () => {
    expect(rumSampleRate({ RUM_SAMPLE_RATE: '0' }, false)).toBe(0);
    expect(rumSampleRate({ RUM_SAMPLE_RATE: '0.25' }, true)).toBe(0.25);
    expect(rumSampleRate({ RUM_SAMPLE_RATE: '1' }, false)).toBe(1);
    expect(rumSampleRate({ RUM_SAMPLE_RATE: '7' }, false)).toBe(1);
    expect(rumSampleRate({ RUM_SAMPLE_RATE: '-1' }, false)).toBe(0);
  });

  it('falls back to the default for a value that is not a number', () => {
    expect(rumSampleRate({ RUM_SAMPLE_RATE: 'half' }, false)).toBe(DEFAULT_PRODUCTION_RATE);
    expect(rumSampleRate({ RUM_SAMPLE_RATE: '  ' }, true)).toBe(1);
  });
});
