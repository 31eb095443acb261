/**
 * Header search with live suggestions (spec §2 "Search behaviour", §5, §9), following the ARIA combobox
 * pattern: the input is the combobox, suggestions are options of a listbox, the highlighted one is announced
 * through aria-activedescendant while focus stays in the input. Behaviour lives in `useSearchBox`. The input is a
 * text input: HTML allows the combobox role there and not on `type="search"` (a searchbox); the form's search role
 * and the search enter key keep what that type gave.
 *
 * Its server render IS the plain GET form (`#site-search`, `name="keyword"`), so search works before and
 * without JavaScript; once hydrated the island takes over submitting. On the results page the field holds that
 * page's keyword (`keyword`), rendered by the server: the one search box of the page, ready to refine.
 */
import type { Locale } from '@/lib/i18n/locales.ts';
import StrokeIcon from '@/islands/ui/StrokeIcon.tsx';
import { useHydrated } from '@/islands/ui/use-hydrated.ts';
import SeeAllOption from './SeeAllOption.tsx';
import SuggestionOption from './SuggestionOption.tsx';
import { useSearchBox } from './use-search-box.ts';

export type SearchBoxMessages = {
  label: string;
  placeholder: string;
  submit: string;
  clear: string;
  suggestions: string;
  loading: string;
  noResults: string;
  /** With a `{{keyword}}` placeholder where the corrected keyword's link goes. */
  didYouMean: string;
  priceNow: string;
  priceWas: string;
  /** Marks an out-of-stock suggestion. */
  outOfStock: string;
  /** The listbox's last option, with a `{{keyword}}` placeholder. */
  seeAll: string;
};

type Props = {
  locale: Locale;
  /** The search results page, e.g. `/ar/search`. */
  action: string;
  /** Product pages live below this path, e.g. `/ar/products/`. */
  productBasePath: string;
  messages: SearchBoxMessages;
  /** The results page's keyword; empty (the default) elsewhere. */
  keyword?: string;
  className?: string;
};

export default function SearchBox({ locale, action, productBasePath, messages, keyword = '', className = '' }: Props) {
  const search = useSearchBox({ locale, action, productBasePath, initialKeyword: keyword });
  // The clear button needs script: the server's form (the results page's keyword in it) shows none.
  const hydrated = useHydrated();
  const { items, expanded, status, correction } = search;
  const [beforeCorrection = '', afterCorrection = ''] = messages.didYouMean.split('{{keyword}}');

  return (
    <form
      ref={search.formRef}
      id="site-search"
      role="search"
      method="get"
      action={action}
      onSubmit={search.onSubmit}
      className={`relative ${className}`}
    >
      <label htmlFor="site-search-keyword" className="sr-only">
        {messages.label}
      </label>
      <input
        ref={search.inputRef}
        id="site-search-keyword"
        name="keyword"
        type="text"
        required
        autoComplete="off"
        enterKeyHint="search"
        placeholder={messages.placeholder}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={search.listId}
        aria-activedescendant={search.activeOptionId}
        value={search.keyword}
        onChange={(event) => search.onType(event.target.value)}
        onFocus={search.openSuggestions}
        onKeyDown={search.onKeyDown}
        className="h-11 w-full rounded-full border border-ink-300 bg-ink-50 ps-4 pe-20 text-sm text-ink-900 placeholder:text-ink-500 focus:border-brand-600 focus:bg-white focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/30"
      />
      <span className="absolute inset-y-1 end-11 flex items-center gap-1">
        {expanded && status === 'loading' && (
          <span
            className="size-5 animate-spin rounded-full border-2 border-ink-300 border-t-brand-700"
            aria-hidden="true"
            data-testid="search-busy"
          />
        )}
        {hydrated && search.keyword !== '' && (
          <button
            type="button"
            aria-label={messages.clear}
            onClick={search.clear}
            className="inline-flex size-8 items-center justify-center rounded-full text-ink-600 hover:bg-ink-100 hover:text-ink-900"
          >
            <StrokeIcon name="close" className="size-4" />
          </button>
        )}
      </span>
      <button
        type="submit"
        className="absolute inset-y-1 end-1 inline-flex w-9 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800"
        aria-label={messages.submit}
      >
        <StrokeIcon name="search" className="size-5" />
      </button>
      <span role="status" className="sr-only">
        {search.announcement ? messages[search.announcement] : ''}
      </span>
      <div
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-40 mt-1 max-h-[70vh] overflow-y-auto rounded-2xl border border-ink-200 bg-white py-1 shadow-lg"
      >
        {status === 'done' && items.length === 0 && <p className="px-4 py-3 text-sm text-ink-600">{messages.noResults}</p>}
        {status === 'done' && items.length === 0 && correction && (
          <p className="px-4 pb-3 text-sm text-ink-700" data-testid="search-correction">
            {beforeCorrection}
            <a href={search.searchHref(correction)} className="font-semibold text-brand-700 underline hover:text-brand-800">
              {correction}
            </a>
            {afterCorrection}
          </p>
        )}
        <div id={search.listId} role="listbox" aria-label={messages.suggestions} hidden={items.length === 0}>
          {items.map((item, index) => (
            <SuggestionOption
              key={item.sku}
              id={search.optionId(index)}
              suggestion={item}
              keyword={search.term}
              selected={index === search.active}
              locale={locale}
              messages={messages}
              onChoose={search.choose}
            />
          ))}
          {items.length > 0 && (
            <SeeAllOption
              id={search.optionId(items.length)}
              label={messages.seeAll.replace('{{keyword}}', search.term)}
              selected={search.seeAllActive}
              onChoose={search.seeAll}
            />
          )}
        </div>
      </div>
    </form>
  );
}
