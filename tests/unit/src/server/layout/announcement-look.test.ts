/** The announcement bar's look as one style rule (src/server/layout/announcement-look.ts), allowed by its hash. */
import { describe, expect, it } from 'vitest';
import { announcementLookStyle } from '@/server/layout/announcement-look.ts';

const bar = { text: 'Free delivery', bgColor: '#0b3d91', textColor: '#ffffff', fontSize: '14px' };

describe('the announcement look', () => {
  it("writes the merchant's colours and size as one rule for the bar", () => {
    expect(announcementLookStyle(bar)).toBe('[data-announcement]{background-color:#0b3d91;color:#ffffff;font-size:14px}');
  });

  it('writes only what the merchant set', () => {
    expect(announcementLookStyle({ ...bar, bgColor: '', fontSize: '' })).toBe('[data-announcement]{color:#ffffff}');
  });

  it('writes nothing without a bar or without a look of its own', () => {
    expect(announcementLookStyle(null)).toBe('');
    expect(announcementLookStyle({ ...bar, text: '' })).toBe('');
    expect(announcementLookStyle({ text: 'Free delivery', bgColor: '', textColor: '', fontSize: '' })).toBe('');
  });
});
