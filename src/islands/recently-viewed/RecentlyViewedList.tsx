/**
 * The shopper's recently viewed products (spec §4), a guest's from local storage, a signed-in shopper's from the
 * server (use-recently-viewed.ts): the server renders nothing (the page HTML is cached and shared), the list
 * appears after hydration. Recording a view is not this island's job
 * (a few lines of script do it at once, see RecentlyViewed.astro), so it can wait until it is scrolled near.
 * A variant viewed shows its own image and options and links back to its own address (issue 39).
 */
import { useId } from 'react';
import type { Locale } from '@/lib/i18n/locales.ts';
import { effectivePrice } from '@/domain/sale.ts';
import { withVariantQuery } from '@/domain/variant-choice.ts';
import { ChosenOptions } from '@/islands/ui/ChosenOptions.tsx';
import PriceTag from '@/islands/ui/PriceTag.tsx';
import { useRecentlyViewed } from './use-recently-viewed.ts';
import { MediaThumbnail } from '@/islands/ui/MediaThumbnail.tsx';

export type RecentlyViewedMessages = { title: string; priceNow: string; priceWas: string };

type Props = {
  locale: Locale;
  /** Product pages live below this path, e.g. `/ar/products/`. */
  productBasePath: string;
  messages: RecentlyViewedMessages;
  /** The product of the current page (any variant of it): it is in the list, but showing it here would point at itself. */
  excludeProductId?: number;
};

export default function RecentlyViewedList({ locale, productBasePath, messages, excludeProductId }: Props) {
  const headingId = useId();
  const items = useRecentlyViewed(locale).filter((item) => item.id !== excludeProductId);
  // An empty wrapper, not nothing: `client:visible` watches the island's rendered children, and an island
  // with none would never be seen, so never hydrate.
  if (items.length === 0) return <div data-recently-viewed-empty />;

  const now = new Date();
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-page px-4 py-8 lg:px-6" data-recently-viewed>
      <h2 id={headingId} className="mb-4 text-xl font-bold text-ink-900">
        {messages.title}
      </h2>
      <ul className="flex snap-x gap-3 overflow-x-auto pb-2">
        {items.map((item) => {
          return (
            <li key={item.id} className="w-36 shrink-0 snap-start sm:w-44">
              <article className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-ink-200 bg-white hover:shadow-md focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-700">
                <div className="aspect-square bg-ink-50">
                  {item.thumbnail && (
                    <MediaThumbnail src={item.thumbnail} size={176} className="size-full object-contain p-2" />
                  )}
                </div>
                <div className="flex flex-1 flex-col gap-1 p-2.5">
                  <h3 className="line-clamp-2 text-sm font-medium text-ink-900">
                    <a href={withVariantQuery(`${productBasePath}${encodeURIComponent(item.urlKey)}`, item.variantQuery)} className="after:absolute after:inset-0 focus-visible:outline-none">
                      {item.name}
                    </a>
                  </h3>
                  <ChosenOptions options={item.options} />
                  <PriceTag
                    as="p"
                    className="mt-auto text-sm"
                    locale={locale}
                    price={effectivePrice(item, now)}
                    originalPrice={item.price}
                    labels={messages}
                  />
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
