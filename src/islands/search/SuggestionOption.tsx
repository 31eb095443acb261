/**
 * One row of the header search's suggestion listbox: image, name (the words the keyword matched marked), price
 * and, while on sale, the old price; an out-of-stock product says so in words, not by colour alone.
 */
import type { Locale } from '@/lib/i18n/locales.ts';
import { highlightParts } from '@/lib/search-highlight.ts';
import PriceTag from '@/islands/ui/PriceTag.tsx';
import type { Suggestion } from './suggestions-client.ts';
import { MediaThumbnail } from '@/islands/ui/MediaThumbnail.tsx';

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
    // Options are chosen with the keyboard through the input (aria-activedescendant), so the row itself needs no
    // key handler or tab stop; the pointer is handled here.
    // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events
    <div
      id={id}
      role="option"
      tabIndex={-1}
      aria-selected={selected}
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onChoose(suggestion)}
      className={`flex cursor-pointer items-center gap-3 px-3 py-2 text-sm ${selected ? 'bg-brand-50' : 'hover:bg-ink-50'}`}
    >
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
    </div>
  );
}
