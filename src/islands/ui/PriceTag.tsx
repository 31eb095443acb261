/**
 * A price inside an island (the same display as `src/components/catalog/Price.astro`): the current price, and the regular price struck
 * through beside it only when it is higher, each named for screen readers.
 */
import { formatPrice } from '@/lib/format.ts';
import type { Locale } from '@/lib/i18n/locales.ts';

type Props = {
  locale: Locale;
  price: number;
  originalPrice: number | null;
  labels: { priceNow: string; priceWas: string };
  as?: 'p' | 'span';
  className?: string;
};

export default function PriceTag({ locale, price, originalPrice, labels, as: Wrapper = 'span', className = '' }: Props) {
  const onSale = originalPrice !== null && originalPrice > price;
  return (
    <Wrapper className={`flex flex-wrap items-baseline gap-x-2 ${className}`}>
      <span className={`font-bold ${onSale ? 'text-sale-600' : 'text-ink-900'}`}>
        {onSale && <span className="sr-only">{labels.priceNow} </span>}
        {formatPrice(price, locale)}
      </span>
      {onSale && (
        <s className="text-xs text-ink-600">
          <span className="sr-only">{labels.priceWas} </span>
          {formatPrice(originalPrice, locale)}
        </s>
      )}
    </Wrapper>
  );
}
