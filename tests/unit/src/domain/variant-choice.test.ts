import { describe, expect, it } from 'vitest';
import { chooseVariant, chosenOptions, optionChoiceLinks, parseVariantChoice, variantQuery, withVariantQuery } from '@/domain/variant-choice.ts';
import { CAPACITY, COLOR, phoneOptions, phoneVariants } from '../../../fixtures/configurable-product.ts';

const choiceOf = (query: string) => parseVariantChoice(new URLSearchParams(query), phoneOptions);
const skuOf = (query: string) => {
  const choice = choiceOf(query);
  return choice && (chooseVariant(phoneVariants, phoneOptions, choice)?.sku ?? null);
};

describe('parseVariantChoice', () => {
  it('reads the value index of each option the product varies by, and nothing else', () => {
    expect(choiceOf('color=51&capacity=81&utm_source=x&size=3')).toEqual({ color: COLOR.blue, capacity: CAPACITY.gb128 });
    expect(choiceOf('color=49')).toEqual({ color: COLOR.black });
    expect(choiceOf('')).toEqual({});
  });

  it('refuses a value that is not one of the option\'s: not a number, unknown, too long, signed or written twice', () => {
    for (const query of ['color=blue', 'color=52', 'color=0049', 'color=1234567890', 'color=-49', 'color=49.0', 'color=', 'color=49&color=51', 'capacity=49']) {
      expect(choiceOf(query), query).toBeNull();
    }
  });
});

describe('chooseVariant', () => {
  it('opens with the first variant in stock when the address chooses nothing', () => {
    expect(skuOf('')).toBe('PHONE-BLACK-128');
  });

  it('shows the variant a whole choice names, even sold out (the page says so and offers the reminder)', () => {
    expect(skuOf('color=51&capacity=81')).toBe('PHONE-BLUE-128');
    expect(skuOf('color=49&capacity=83')).toBe('PHONE-BLACK-512');
  });

  it('completes a partial choice (a listing filtered by one option) with the first variant in stock that has it', () => {
    expect(skuOf('capacity=81')).toBe('PHONE-BLACK-128');
    expect(skuOf('color=51')).toBe('PHONE-BLUE-128');
    // Only a sold-out variant has it: that one.
    expect(skuOf('capacity=83')).toBe('PHONE-BLACK-512');
  });

  it('has none for a combination no variant has', () => {
    expect(skuOf('color=51&capacity=83')).toBeNull();
  });
});

describe('variantQuery', () => {
  it('writes the choice in the product\'s option order', () => {
    expect(variantQuery(phoneOptions, { capacity: CAPACITY.gb128, color: COLOR.blue })).toBe('color=51&capacity=81');
    expect(variantQuery(phoneOptions, { color: COLOR.black })).toBe('color=49');
  });
});

describe('optionChoiceLinks', () => {
  const blackIn128 = phoneVariants[1]!;

  it('leads each value to the variant that keeps the other choices, and marks the one on show', () => {
    const [black, blue] = optionChoiceLinks(phoneOptions, phoneOptions[0]!, phoneVariants, blackIn128);
    expect(black).toMatchObject({ isCurrent: true, isSoldOut: false, target: { sku: 'PHONE-BLACK-128' } });
    expect(blue).toMatchObject({ isCurrent: false, isSoldOut: false, target: { sku: 'PHONE-BLUE-128' } });
  });

  it('marks a value whose variant with the other choices is sold out', () => {
    const [, gb512] = optionChoiceLinks(phoneOptions, phoneOptions[1]!, phoneVariants, blackIn128);
    expect(gb512).toMatchObject({ isCurrent: false, isSoldOut: true, target: { sku: 'PHONE-BLACK-512' } });
  });

  it('leads a value the other choices are not sold with to the first variant in stock that has it', () => {
    const blueIn128 = phoneVariants[2]!;
    const [, gb512] = optionChoiceLinks(phoneOptions, phoneOptions[1]!, phoneVariants, blueIn128);
    // Blue is not sold in 512GB; 512GB exists only in Black, sold out.
    expect(gb512).toMatchObject({ target: { sku: 'PHONE-BLACK-512' }, isSoldOut: true });
  });

  // Issue 55: the iPhone 15's Silver was struck through on its Black 512GB page, when only Silver 512GB was gone.
  describe('marks only what is unavailable for the current choice', () => {
    const blueIn512 = { ...phoneVariants[2]!, sku: 'PHONE-BLUE-512', choice: { color: COLOR.blue, capacity: CAPACITY.gb512 } };
    const withBlue512 = [...phoneVariants, blueIn512];

    it('does not strike a colour still sold in another capacity: it leads to that variant in stock', () => {
      const [black, blue] = optionChoiceLinks(phoneOptions, phoneOptions[0]!, withBlue512, blueIn512);
      // Black 512GB is sold out, Black 128GB is not.
      expect(black).toMatchObject({ isCurrent: false, isSoldOut: false, target: { sku: 'PHONE-BLACK-128' } });
      expect(blue).toMatchObject({ isCurrent: true, isSoldOut: false, target: { sku: 'PHONE-BLUE-512' } });
    });

    it('strikes the capacity that is gone in the chosen colour, and only in it', () => {
      const blackIn128 = phoneVariants[1]!;
      const onBlack = optionChoiceLinks(phoneOptions, phoneOptions[1]!, withBlue512, blackIn128);
      expect(onBlack.map((link) => link.isSoldOut)).toEqual([false, true]);
      const onBlue = optionChoiceLinks(phoneOptions, phoneOptions[1]!, withBlue512, blueIn512);
      expect(onBlue.map((link) => link.isSoldOut)).toEqual([false, false]);
    });

    it('strikes a colour when no variant of it is in stock', () => {
      const allBlackGone = withBlue512.map((variant) => (variant.choice.color === COLOR.black ? { ...variant, status: 2 as const } : variant));
      const [black] = optionChoiceLinks(phoneOptions, phoneOptions[0]!, allBlackGone, blueIn512);
      expect(black).toMatchObject({ isSoldOut: true, target: { sku: 'PHONE-BLACK-512' } });
    });
  });
});

describe('chosenOptions', () => {
  it('names each chosen value with its option, in the product\'s order', () => {
    expect(chosenOptions(phoneOptions, { capacity: CAPACITY.gb128, color: COLOR.blue })).toEqual([
      { label: 'Color', value: 'Blue' },
      { label: 'Capacity', value: '128GB' },
    ]);
  });
});

describe('withVariantQuery', () => {
  it("adds a variant's query to its product's path, and leaves the path alone for no variant", () => {
    expect(withVariantQuery('/en/products/apple-iphone-15', 'color=51&capacity=82')).toBe('/en/products/apple-iphone-15?color=51&capacity=82');
    for (const none of [undefined, null, '']) expect(withVariantQuery('/ar/products/cable', none)).toBe('/ar/products/cable');
  });
});
