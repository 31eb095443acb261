import { describe, expect, it } from 'vitest';
import { groupBrandsByInitial } from '@/components/catalog/brand-index.ts';
import type { BrandView } from '@/lib/commerce/index.ts';

function brand(name: string, productCount = 3): BrandView {
  return { id: name.length, name, slug: name.toLowerCase(), image: null, productCount, isFeatured: false };
}

describe('groupBrandsByInitial', () => {
  it('groups A-Z case-insensitively, sorted inside each group, symbols and digits last', () => {
    const groups = groupBrandsByInitial(
      [brand('sony'), brand('Apple'), brand('3M'), brand('Samsung'), brand('anker'), brand('Xiaomi')],
      'en',
    );
    expect(groups.map((g) => [g.letter, g.brands.map((b) => b.name)])).toEqual([
      ['A', ['anker', 'Apple']],
      ['S', ['Samsung', 'sony']],
      ['X', ['Xiaomi']],
      ['#', ['3M']],
    ]);
  });

  it('leaves out brands without products', () => {
    const groups = groupBrandsByInitial([brand('Apple'), brand('Empty', 0)], 'en');
    expect(groups.flatMap((g) => g.brands.map((b) => b.name))).toEqual(['Apple']);
  });

  it('sorts Arabic names by the Arabic alphabet', () => {
    const groups = groupBrandsByInitial([brand('سامسونج'), brand('أبل'), brand('هواوي')], 'ar');
    expect(groups.map((g) => g.letter)).toEqual(['أ', 'س', 'ه']);
  });
});
