/** A product's `price_range` as Magento answers it, in QAR: the regular price and the final (sale) price. */
export function priceRange(regular: number, final: number) {
  return {
    minimum_price: {
      regular_price: { value: regular, currency: 'QAR' },
      final_price: { value: final, currency: 'QAR' },
    },
  };
}
