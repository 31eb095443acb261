/**
 * Header search with live suggestions (spec §2 "Search behaviour", §5, §9), following the ARIA combobox
 * pattern: the input is the combobox, suggestions are options of a listbox, the highlighted one is announced
 * through aria-activedescendant while focus stays in the input.
 *
 * Its server render IS the plain GET form (`#site-search`, `name="keyword"`), so search works before and
 * without JavaScript; once hydrated the island takes over submitting.
 */
import { useEffect, useId, useRef, useState, type SubmitEvent, type KeyboardEvent } from 'react';
import { formatPrice } from '../../lib/format.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { navigateTo } from '../ui/navigate.ts';
import { useSuggestions } from './use-suggestions.ts';
import type { Suggestion } from './suggestions-client.ts';

export type SearchBoxMessages = {
  label: string;
  placeholder: string;
  submit: string;
  clear: string;
  suggestions: string;
  loading: string;
  noResults: string;
  priceNow: string;
  priceWas: string;
};

type Props = {
  locale: Locale;
  /** The search results page, e.g. `/ar/search`. */
  action: string;
  /** Product pages live below this path, e.g. `/ar/products/`. */
  productBasePath: string;
  messages: SearchBoxMessages;
  className?: string;
};

export default function SearchBox({ locale, action, productBasePath, messages, className = '' }: Props) {
  const baseId = useId();
  const listId = `${baseId}-suggestions`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const [keyword, setKeyword] = useState('');
  /** Set by typing only: a keyword that arrived any other way never opens suggestions. */
  const [manualChange, setManualChange] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const term = keyword.trim();
  const { status, items } = useSuggestions(locale, manualChange ? term : '');

  const expanded = open && manualChange && term !== '' && (status === 'loading' || status === 'done');
  const activeItem = expanded && active >= 0 ? items[active] : undefined;

  function reset() {
    setKeyword('');
    setManualChange(false);
    setOpen(false);
    setActive(-1);
  }

  useEffect(() => {
    // The island validates on its own terms: an empty keyword does nothing rather than a browser bubble.
    if (formRef.current) formRef.current.noValidate = true;
    // The island hydrates when the shopper reaches for it, so a keyword may already be typed: keep it. Typed into
    // the field that still has focus, it is the shopper's own typing and gets suggestions; a value the browser
    // restored into an untouched field (back navigation) does not.
    const input = inputRef.current;
    if (input?.value) {
      setKeyword(input.value);
      if (document.activeElement === input) {
        setManualChange(true);
        setOpen(true);
      }
    }

    // Any click outside the form (the rest of the header included) closes the dropdown.
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!formRef.current?.contains(event.target as Node)) {
        setOpen(false);
        setActive(-1);
      }
    };
    // A page restored from the back/forward cache is a route change too: it starts without a keyword.
    const clearOnRestore = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    window.addEventListener('pageshow', clearOnRestore);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsidePointer);
      window.removeEventListener('pageshow', clearOnRestore);
    };
  }, []);

  // New results start without a highlighted row.
  useEffect(() => setActive(-1), [items]);

  function choose(suggestion: Suggestion) {
    reset();
    navigateTo(`${productBasePath}${encodeURIComponent(suggestion.urlKey)}`);
  }

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setOpen(false);
    setActive(-1);
    if (!term) return;
    navigateTo(`${action}?${new URLSearchParams({ keyword: term }).toString()}`);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = items.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (!manualChange || !term || count === 0) return;
        event.preventDefault();
        setOpen(true);
        const step = event.key === 'ArrowDown' ? 1 : -1;
        // From "nothing highlighted", down goes to the first row and up to the last; both wrap around.
        setActive((current) => (current < 0 ? (step === 1 ? 0 : count - 1) : (current + step + count) % count));
        return;
      }
      case 'Escape':
        if (expanded) {
          // Only close: the browser's own Escape on a search field would also wipe the keyword.
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        }
        return;
      case 'Enter':
        if (activeItem) {
          event.preventDefault();
          choose(activeItem);
        }
        return;
    }
  }

  const liveText = expanded ? (status === 'loading' ? messages.loading : items.length === 0 ? messages.noResults : '') : '';

  return (
    <form
      ref={formRef}
      id="site-search"
      role="search"
      method="get"
      action={action}
      onSubmit={onSubmit}
      className={`relative ${className}`}
    >
      <label htmlFor="site-search-keyword" className="sr-only">
        {messages.label}
      </label>
      <input
        ref={inputRef}
        id="site-search-keyword"
        name="keyword"
        type="search"
        required
        autoComplete="off"
        enterKeyHint="search"
        placeholder={messages.placeholder}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeItem ? optionId(active) : undefined}
        value={keyword}
        onChange={(event) => {
          setKeyword(event.target.value);
          setManualChange(true);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        className="h-11 w-full rounded-full border border-ink-300 bg-ink-50 ps-4 pe-20 text-sm text-ink-900 placeholder:text-ink-500 focus:border-brand-600 focus:bg-white focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/30 [&::-webkit-search-cancel-button]:hidden"
      />
      <span className="absolute inset-y-1 end-11 flex items-center gap-1">
        {expanded && status === 'loading' && (
          <span
            className="size-5 animate-spin rounded-full border-2 border-ink-300 border-t-brand-700"
            aria-hidden="true"
            data-testid="search-busy"
          />
        )}
        {keyword !== '' && (
          <button
            type="button"
            aria-label={messages.clear}
            onClick={() => {
              reset();
              inputRef.current?.focus();
            }}
            className="inline-flex size-8 items-center justify-center rounded-full text-ink-600 hover:bg-ink-100 hover:text-ink-900"
          >
            <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
              <path strokeLinecap="round" d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        )}
      </span>
      <button
        type="submit"
        className="absolute inset-y-1 end-1 inline-flex w-9 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800"
        aria-label={messages.submit}
      >
        <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
          <path strokeLinecap="round" strokeLinejoin="round" d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4" />
        </svg>
      </button>
      <span role="status" className="sr-only">
        {liveText}
      </span>
      <div
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-40 mt-1 max-h-[70vh] overflow-y-auto rounded-2xl border border-ink-200 bg-white py-1 shadow-lg"
      >
        {status === 'done' && items.length === 0 && <p className="px-4 py-3 text-sm text-ink-600">{messages.noResults}</p>}
        <div id={listId} role="listbox" aria-label={messages.suggestions} hidden={items.length === 0}>
          {items.map((item, index) => {
            const onSale = item.originalPrice !== null && item.originalPrice > item.price;
            return (
              // Options are chosen with the keyboard through the input (aria-activedescendant), so the row
              // itself needs no key handler or tab stop; the pointer is handled here.
              // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events
              <div
                key={item.sku}
                id={optionId(index)}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(item)}
                className={`flex cursor-pointer items-center gap-3 px-3 py-2 text-sm ${index === active ? 'bg-brand-50' : 'hover:bg-ink-50'}`}
              >
                {item.thumbnail ? (
                  <img src={item.thumbnail} alt="" width={40} height={40} loading="lazy" decoding="async" className="size-10 shrink-0 object-contain" />
                ) : (
                  <span className="size-10 shrink-0 rounded bg-ink-100" aria-hidden="true" />
                )}
                <span className="min-w-0 grow">
                  <span className="block truncate text-ink-900">{item.name}</span>
                  <span className="flex flex-wrap items-baseline gap-x-2">
                    <span className={`font-bold ${onSale ? 'text-sale-600' : 'text-ink-900'}`}>
                      {onSale && <span className="sr-only">{messages.priceNow} </span>}
                      {formatPrice(item.price, locale)}
                    </span>
                    {onSale && item.originalPrice !== null && (
                      <s className="text-xs text-ink-600">
                        <span className="sr-only">{messages.priceWas} </span>
                        {formatPrice(item.originalPrice, locale)}
                      </s>
                    )}
                  </span>
                </span>
              </div>
            );
          })}
        </div>
      </div>
    </form>
  );
}
