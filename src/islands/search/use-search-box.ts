/**
 * The header search's state and behaviour (spec §2 "Search behaviour", §5, §9), apart from its markup: the
 * keyword, when suggestions open and close, the ARIA combobox keyboard (arrows wrap, Enter chooses, Escape
 * closes) and where submitting or choosing navigates. Below the suggestions, a last option leads to all the
 * keyword's results.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type SubmitEvent } from 'react';
import type { Locale } from '@/lib/i18n/locales.ts';
import { navigateTo } from '@/islands/ui/navigate.ts';
import { suggestionPath, type Suggestion } from './suggestions-client.ts';
import { useSuggestions } from './use-suggestions.ts';

type Options = {
  locale: Locale;
  /** The search results page, e.g. `/ar/search`. */
  action: string;
  /** Product pages live below this path, e.g. `/ar/products/`. */
  productBasePath: string;
  /** The results page's own keyword, shown in the field there; empty on every other page. */
  initialKeyword?: string;
};

/** What the live region says: nothing, "searching" or "no results". */
export type SearchAnnouncement = 'loading' | 'noResults' | null;

export function useSearchBox({ locale, action, productBasePath, initialKeyword = '' }: Options) {
  const baseId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const [keyword, setKeyword] = useState(initialKeyword);
  /** Set by typing only: a keyword that arrived any other way never opens suggestions. */
  const [manualChange, setManualChange] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const term = keyword.trim();
  const { status, items, correction } = useSuggestions(locale, manualChange ? term : '');

  const expanded = open && manualChange && term !== '' && (status === 'loading' || status === 'done');
  const activeItem = expanded && active >= 0 ? items[active] : undefined;
  // The options: the suggestions, then "See all results" (only under suggestions).
  const optionCount = items.length > 0 ? items.length + 1 : 0;
  const seeAllActive = expanded && optionCount > 0 && active === items.length;

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function reset() {
    setKeyword('');
    setManualChange(false);
    close();
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
      if (!formRef.current?.contains(event.target as Node)) close();
    };
    // A page restored from the back/forward cache is a route change too: it starts again from the page's keyword
    // (the results page's, else none).
    const clearOnRestore = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      reset();
      setKeyword(initialKeyword);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    window.addEventListener('pageshow', clearOnRestore);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsidePointer);
      window.removeEventListener('pageshow', clearOnRestore);
    };
    // Mount only: the page's keyword is fixed for the page's life.
  }, []);

  // New results start without a highlighted row.
  useEffect(() => setActive(-1), [items]);

  /** The results page for a keyword (the form's submit, the "Did you mean" link). */
  function searchHref(text: string): string {
    return `${action}?${new URLSearchParams({ keyword: text }).toString()}`;
  }

  function choose(suggestion: Suggestion) {
    reset();
    navigateTo(suggestionPath(productBasePath, suggestion));
  }

  /** "See all results": the results page for the keyword typed. */
  function seeAll() {
    close();
    navigateTo(searchHref(term));
  }

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    close();
    // The field itself, not the state: a keyword typed just before hydration reaches the state one render late,
    // and an Enter pressed in between must still search for it.
    const submitted = (inputRef.current?.value ?? keyword).trim();
    if (!submitted) return;
    navigateTo(searchHref(submitted));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = optionCount;
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
          close();
        }
        return;
      case 'Enter':
        if (activeItem) {
          event.preventDefault();
          choose(activeItem);
        } else if (seeAllActive) {
          event.preventDefault();
          seeAll();
        }
        return;
    }
  }

  function onType(value: string) {
    setKeyword(value);
    setManualChange(true);
    setOpen(true);
  }

  /** The clear button: an empty field, dropdown closed, focus back in the field. */
  function clear() {
    reset();
    inputRef.current?.focus();
  }

  const announcement: SearchAnnouncement = !expanded ? null : status === 'loading' ? 'loading' : items.length === 0 ? 'noResults' : null;

  return {
    formRef,
    inputRef,
    listId: `${baseId}-suggestions`,
    optionId: (index: number) => `${baseId}-option-${index}`,
    keyword,
    /** The keyword as sent for suggestions (trimmed), whose matched words the suggestions mark. */
    term,
    status,
    items,
    correction,
    searchHref,
    expanded,
    active,
    activeItem,
    seeAllActive,
    /** The highlighted option's id, for aria-activedescendant. */
    activeOptionId: activeItem || seeAllActive ? `${baseId}-option-${active}` : undefined,
    announcement,
    onSubmit,
    onKeyDown,
    onType,
    openSuggestions: () => setOpen(true),
    clear,
    choose,
    seeAll,
  };
}
