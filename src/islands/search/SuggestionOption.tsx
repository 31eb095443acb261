/**
 * One row of the header search's suggestion listbox: image, name (the words the keyword matched marked), price
 * and, while on sale, the old price; an out-of-stock product says so in words, not by colour alone.
 */
import type { Locale } from '@/lib/i18n/locales.ts';
import { highlightParts } from '@/lib/search-highlight.ts';
import PriceTag from '@/islands/ui/PriceTag.tsx';
import type { Suggestion } from './suggestions-client.ts';
import { MediaThumbnail } from '@/islands/ui/MediaThumbnail.tsx';
import ListboxOption from './ListboxOption.tsx';

type Props = {
  id: string;
  suggestion: Suggestion;
  /** The keyword the suggestions were asked for. */
  keyword: string;
  selected: boolean;
  locale: Locale;
  messages: { priceNow: string; priceWas: string; outOfStock: string };
  onChoose: (suggestion: Suggestion) => void;
};

export default function SuggestionOption({ id, suggestion, keyword, selected, locale, messages, onChoose }: Props) {
  return (
    <ListboxOption id={id} selected={selected} onChoose={() => onChoose(suggestion)} className="flex items-center gap-3 px-3 py-2 text-sm">
      {suggestion.thumbnail ? (
        <MediaThumbnail src={suggestion.thumbnail} size={40} className="size-10 shrink-0 object-contain" />
      ) : (
        <span className="size-10 shrink-0 rounded bg-ink-100" aria-hidden="true" />
      )}
      <span className="min-w-0 grow">
        <span className="block truncate text-ink-900">
          {highlightParts(suggestion.name, keyword).map((part, index) =>
            part.match ? (
              <mark key={index} className="rounded-sm bg-brand-50 font-semibold text-inherit">
                {part.text}
              </mark>
            ) : (
              part.text
            ),
          )}
        </span>
        <span className="flex flex-wrap items-baseline gap-x-2">
          <PriceTag locale={locale} price={suggestion.price} originalPrice={suggestion.originalPrice} labels={messages} />
          {suggestion.status === 2 && (
            <span className="rounded bg-ink-100 px-1.5 text-xs font-semibold text-ink-800" data-testid="suggestion-out-of-stock">
              {messages.outOfStock}
            </span>
          )}
        </span>
      </span>
    </ListboxOption>
  );
}
