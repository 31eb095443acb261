import { describe, expect, it } from 'vitest';
import { choiceOfVariant, toProductColors, toProductOptions, toProductVariants } from '@/lib/commerce/mappers/product-options.ts';
import { configurableOptionSchema, variantSchema } from '@/lib/commerce/schemas/product-options.ts';

const money = (value: number) => ({ value, currency: 'QAR' as const });
const priceRange = (regular: number, final: number) => ({ minimum_price: { regular_price: money(regular), final_price: money(final) } });

const rawOptions = [
  configurableOptionSchema.parse({
    uid: 'capacity-option',
    attribute_code: 'capacity',
    label: 'السعة',
    position: 1,
    values: [
      { uid: 'Y2FwLzEyOA==', value_index: 81, label: '128GB', store_label: '128 جيجابايت', swatch_data: { value: '128GB' } },
      { uid: null, value_index: 82, label: 'no uid', store_label: null, swatch_data: null },
    ],
  }),
  configurableOptionSchema.parse({
    uid: 'color-option',
    attribute_code: 'color',
    label: 'اللون',
    position: 0,
    values: [
      { uid: 'Y29sb3IvNTE=', value_index: 51, label: 'Blue', store_label: 'أزرق', swatch_data: { value: '#2f5d8a' } },
      { uid: 'Y29sb3IvNjA=', value_index: 60, label: 'Clear', store_label: 'شفاف', swatch_data: { value: 'url(x)' } },
    ],
  }),
  null,
];

const rawVariant = (sku: string | null, attributes: { code: string; value_index: number }[], extra: Record<string, unknown> = {}) =>
  variantSchema.parse({
    attributes: attributes.map((attribute) => ({ uid: `${attribute.code}-${attribute.value_index}`, label: null, ...attribute })),
    product: {
      sku,
      name: 'iPhone 15 128GB Blue',
      stock_status: 'IN_STOCK',
      only_x_left_in_stock: null,
      special_price: 2999,
      special_from_date: '2026-01-01 00:00:00',
      special_to_date: '2026-12-31 23:59:59',
      thumbnail: { url: 'http://127.0.0.1:4000/media/catalog/product/blue.jpg', label: null },
      image: null,
      price_range: priceRange(3299, 2999),
      media_gallery: [{ url: 'http://127.0.0.1:4000/media/catalog/product/blue-2.jpg', label: 'back', position: 2, disabled: false }],
      ...extra,
    },
  });

describe('toProductOptions', () => {
  const options = toProductOptions(rawOptions);

  it('orders the options by position, names values in the store view, and drops what cannot be chosen', () => {
    expect(options.map((option) => [option.code, option.label, option.values.map((value) => value.label)])).toEqual([
      ['color', 'اللون', ['أزرق', 'شفاف']],
      ['capacity', 'السعة', ['128 جيجابايت']],
    ]);
  });

  it('paints only a colour\'s hex swatch', () => {
    expect(options[0]?.values.map((value) => value.swatchColor)).toEqual(['#2f5d8a', null]);
    expect(options[1]?.values[0]?.swatchColor).toBeNull();
    expect(toProductColors(options)).toEqual([
      { label: 'أزرق', swatchColor: '#2f5d8a' },
      { label: 'شفاف', swatchColor: null },
    ]);
  });
});

describe('toProductVariants', () => {
  const options = toProductOptions(rawOptions);

  it('gives each variant its values, the uids the cart takes (in option order), its price, sale window, stock and images', () => {
    const [variant] = toProductVariants([rawVariant('IPH15-128-BLUE', [{ code: 'capacity', value_index: 81 }, { code: 'color', value_index: 51 }])], options, 'iPhone 15');
    expect(variant).toEqual({
      sku: 'IPH15-128-BLUE',
      name: 'iPhone 15 128GB Blue',
      choice: { color: 51, capacity: 81 },
      optionUids: ['Y29sb3IvNTE=', 'Y2FwLzEyOA=='],
      price: 2999,
      originalPrice: 3299,
      specialFrom: '2026-01-01 00:00:00',
      specialTo: '2026-12-31 23:59:59',
      status: 1,
      onlyLeft: null,
      thumbnail: '/media/catalog/product/blue.jpg',
      images: [{ url: '/media/catalog/product/blue-2.jpg', label: 'back' }],
    });
  });

  it('leaves out a variant without a SKU, without a value of every option, or with a value the product does not offer', () => {
    const variants = toProductVariants(
      [
        rawVariant(null, [{ code: 'color', value_index: 51 }, { code: 'capacity', value_index: 81 }]),
        rawVariant('NO-CAPACITY', [{ code: 'color', value_index: 51 }]),
        rawVariant('UNKNOWN-VALUE', [{ code: 'color', value_index: 99 }, { code: 'capacity', value_index: 81 }]),
        null,
      ],
      options,
      'iPhone 15',
    );
    expect(variants).toEqual([]);
  });

  it('reads a sold-out variant as status 2', () => {
    const [variant] = toProductVariants([rawVariant('SOLD', [{ code: 'color', value_index: 51 }, { code: 'capacity', value_index: 81 }], { stock_status: 'OUT_OF_STOCK' })], options, 'x');
    expect(variant?.status).toBe(2);
  });
});

describe('choiceOfVariant', () => {
  const options = toProductOptions(rawOptions);
  const variants = [{ attributes: [{ code: 'color', value_index: 51 }, { code: 'capacity', value_index: 81 }], product: { sku: 'IPH15-128-BLUE' } }];

  it('finds the values of the variant a search or filter matched, for the card\'s link', () => {
    expect(choiceOfVariant(variants, options, 'IPH15-128-BLUE')).toEqual({ color: 51, capacity: 81 });
    expect(choiceOfVariant(variants, options, 'OTHER')).toBeNull();
    expect(choiceOfVariant(variants, options, null)).toBeNull();
  });
});
