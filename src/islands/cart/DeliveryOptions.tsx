/**
 * Delivery on the cart page (issue 40): decided at checkout, so it is not in the cart's total, and the summary says
 * so next to the methods the backend would offer this cart with their prices (its shipping estimate). Without an
 * estimate (a backend hiccup), the configured express price (spec §3) stands alone.
 */
import type { ShippingMethodOption } from '@/lib/commerce/index.ts';
import { formatPrice } from '@/lib/format.ts';
import type { Locale } from '@/lib/i18n/locales.ts';

type Props = {
  locale: Locale;
  options: ShippingMethodOption[];
  expressCost: number | null;
  texts: { note: string; free: string; express: string };
};

export default function DeliveryOptions({ locale, options, expressCost, texts }: Props) {
  const offered = options.filter((option) => option.available).map((option) => ({ title: option.title, amount: option.amount }));
  const shown = offered.length > 0 ? offered : expressCost === null ? [] : [{ title: texts.express, amount: expressCost }];
  if (shown.length === 0) return null;
  return (
    <div className="mt-3 rounded-lg bg-ink-50 p-3 text-sm" data-testid="delivery-options">
      <p className="font-medium text-ink-800">{texts.note}</p>
      <ul className="mt-2 flex flex-col gap-1">
        {shown.map((option) => (
          <li key={option.title} className="flex justify-between gap-4 text-ink-700">
            <span>{option.title}</span>
            <span className="font-semibold whitespace-nowrap">{option.amount === 0 ? texts.free : formatPrice(option.amount, locale)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
