import { describe, expect, it } from 'vitest';
import type { BrandView, MenuCategory } from '@/lib/commerce/index.ts';
import { MENU_BRANDS_LIMIT, menuBrands, orderMenuCategories, visibleBrands } from '@/domain/menu-rules.ts';

function category(id: number, name: string, productCount = 5, urlKey = `cat-${id}`, children: MenuCategory[] = []): MenuCategory {
  const isAllProducts = urlKey === 'browse-all-products' || urlKey === 'all-products';
  return { id, name, urlKey, productCount, isAllProducts, image: null, children };
}

function brand(id: number, name: string, productCount = 3, isFeatured = true): BrandView {
  return { id, name, slug: name.toLowerCase(), image: null, productCount, isFeatured };
}

describe('menu categories', () => {
  it('sorts alphabetically ignoring case', () => {
    const ordered = orderMenuCategories([category(3, 'tablets'), category(4, 'Audio'), category(5, 'cameras'), category(6, 'Phones')]);
    expect(ordered.map((c) => c.name)).toEqual(['Audio', 'cameras', 'Phones', 'tablets']);
  });

  it('keeps only categories with products', () => {
    const ordered = orderMenuCategories([category(3, 'Audio', 0), category(4, 'Phones', 1), category(5, 'TV', -1)]);
    expect(ordered.map((c) => c.id)).toEqual([4]);
  });

  it('places the all-products category last whatever its name', () => {
    const ordered = orderMenuCategories([
      category(9, 'All products', 400, 'browse-all-products'),
      category(3, 'Zoom'),
      category(4, 'Audio'),
    ]);
    expect(ordered.map((c) => c.id)).toEqual([4, 3, 9]);
    expect(ordered.at(-1)?.isAllProducts).toBe(true);
  });

  it('recognises the all-products url key variant', () => {
    const ordered = orderMenuCategories([category(9, 'A all', 10, 'all-products'), category(3, 'B')]);
    expect(ordered.map((c) => c.id)).toEqual([3, 9]);
  });

  it('excludes the e-cards category (id 18)', () => {
    expect(orderMenuCategories([category(18, 'E-cards'), category(3, 'Phones')]).map((c) => c.id)).toEqual([3]);
  });

  it('orders Arabic names and applies the same rules to children', () => {
    const parent = category(3, 'هواتف', 5, 'phones', [category(31, 'سامسونج'), category(32, 'آبل'), category(33, 'فارغ', 0)]);
    const [ordered] = orderMenuCategories([parent]);
    expect(ordered?.children.map((c) => c.id)).toEqual([32, 31]);
  });
});

describe('brands', () => {
  it('hides brands without products and sorts by name', () => {
    const visible = visibleBrands([brand(1, 'sony'), brand(2, 'Apple'), brand(3, 'Empty', 0), brand(4, 'LG', -2)]);
    expect(visible.map((b) => b.name)).toEqual(['Apple', 'sony']);
  });

  it('menu shows at most 17 featured brands with products, by name', () => {
    const many = Array.from({ length: 25 }, (_, i) => brand(i + 1, `Brand ${String(25 - i).padStart(2, '0')}`));
    const notFeatured = brand(100, 'AAA not featured', 9, false);
    const empty = brand(101, 'AAA empty', 0, true);
    const result = menuBrands([...many, notFeatured, empty]);
    expect(result).toHaveLength(MENU_BRANDS_LIMIT);
    expect(MENU_BRANDS_LIMIT).toBe(17);
    expect(result[0]?.name).toBe('Brand 01');
    expect(result.at(-1)?.name).toBe('Brand 17');
    expect(result.some((b) => b.id === 100 || b.id === 101)).toBe(false);
  });
});
