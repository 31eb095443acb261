/** The Server-Timing header: how the cache answered, then the render's and the commerce calls' time when it rendered. */
import { describe, expect, it } from 'vitest';
import { renderTiming, serverTiming } from '@/server/observability/server-timing.ts';

describe('Server-Timing', () => {
  it('says how the cache answered, and nothing of a render for a cached answer', () => {
    expect(serverTiming('HIT')).toBe('cache;desc=HIT');
    expect(serverTiming('STALE')).toBe('cache;desc=STALE');
  });

  it('adds the render and its commerce calls when the answer rendered', () => {
    const rendered = renderTiming(41.234, { commerceCalls: 3, commerceMs: 12.06 });
    expect(rendered).toBe('render;dur=41.2, commerce;dur=12.1;desc="3 calls"');
    expect(serverTiming('MISS', rendered)).toBe('cache;desc=MISS, render;dur=41.2, commerce;dur=12.1;desc="3 calls"');
    expect(renderTiming(5, { commerceCalls: 1, commerceMs: 2 })).toBe('render;dur=5, commerce;dur=2;desc="1 call"');
    expect(renderTiming(5, { commerceCalls: 0, commerceMs: 0 })).toBe('render;dur=5');
    expect(renderTiming(5, undefined)).toBe('render;dur=5');
  });
});
