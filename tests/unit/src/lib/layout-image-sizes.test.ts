import { describe, expect, it } from 'vitest';
import { layoutImageSizes } from '@/lib/layout-image-sizes.ts';

describe('layoutImageSizes', () => {
  it('says the column width at each breakpoint, fixed once the page reaches its 80rem', () => {
    // Two columns 3rem apart from lg; a 2.125rem inset (border and padding): (100vw - 3rem - 3rem) / 2 - 2.125rem.
    expect(layoutImageSizes({ base: { columns: 1, gap: 0 }, lg: { columns: 2, gap: 3 } }, 2.125)).toBe(
      '(min-width:1280px) 34.875rem,(min-width:1024px) calc(50vw - 5.125rem),calc(100vw - 4.125rem)',
    );
  });

  it('gives every band its own columns and gaps, and fixed item widths as they are', () => {
    expect(
      layoutImageSizes({ base: { columns: 2, gap: 0.75 }, sm: { columns: 3, gap: 1 }, lg: { columns: 4, gap: 1 }, xl: { columns: 5, gap: 1 } }, 1.625),
    ).toBe(
      // (100vw - 3rem - 3rem) / 4 - 1.625rem; (100vw - 2rem - 2rem) / 3 - 1.625rem; (100vw - 2rem - 0.75rem) / 2 - 1.625rem.
      '(min-width:1280px) 12.975rem,(min-width:1024px) calc(25vw - 3.125rem),(min-width:640px) calc(100vw/3 - 2.958rem),calc(50vw - 3rem)',
    );
    expect(layoutImageSizes({ base: { width: 10 }, sm: { width: 12 }, lg: { columns: 5, gap: 1 } }, 1.625)).toBe(
      '(min-width:1280px) 12.975rem,(min-width:1024px) calc(20vw - 3.025rem),(min-width:640px) 10.375rem,8.375rem',
    );
  });

  it('leaves out a band that says what the next narrower one says', () => {
    expect(layoutImageSizes({ base: { columns: 1, gap: 0 } }, 0.125)).toBe(
      '(min-width:1280px) 76.875rem,(min-width:1024px) calc(100vw - 3.125rem),calc(100vw - 2.125rem)',
    );
  });
});
