// @vitest-environment happy-dom
/**
 * The header search island (spec §2 "Search behaviour", §5, §9): debounce, dropdown rules, keyboard (ARIA
 * combobox), empty keyword, choosing a suggestion. The network is a stubbed `fetch`, navigation is observed
 * through the `navigateTo` module.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SearchBox, { type SearchBoxMessages } from '@/islands/search/SearchBox.tsx';
import { SUGGESTION_DEBOUNCE_MS } from '@/islands/search/use-suggestions.ts';
import { navigateTo } from '@/islands/ui/navigate.ts';

vi.mock('../../../../../src/islands/ui/navigate.ts', () => ({ navigateTo: vi.fn() }));

const messages: SearchBoxMessages = {
  label: 'Search products',
  placeholder: 'Search…',
  submit: 'Search',
  clear: 'Clear search',
  suggestions: 'Product suggestions',
  loading: 'Searching…',
  noResults: 'No matching products',
  didYouMean: 'Did you mean “{{keyword}}”?',
  priceNow: 'Current price:',
  priceWas: 'Original price:',
  outOfStock: 'Out of stock',
  seeAll: 'See all results for “{{keyword}}”',
};

const suggestions = [
  // A query naming a variant ("iphone 15 blue 256") opens the product with it chosen.
  { sku: 'APPL-1001', name: 'iPhone 15', urlKey: 'iphone-15', thumbnail: '/media/a.svg', price: 3000, originalPrice: 3500, status: 1, variantQuery: 'color=51&capacity=82' },
  { sku: 'APPL-1002', name: 'iPhone 15 Case', urlKey: 'iphone-15-case', thumbnail: null, price: 99, originalPrice: null, status: 1 },
  { sku: 'APPL-1003', name: 'iPhone Charger', urlKey: 'iphone-charger', thumbnail: null, price: 79, originalPrice: null, status: 2 },
];
const SEE_ALL = 'See all results for “iphone”';

const fetchMock = vi.fn<typeof fetch>();

function renderSearch() {
  render(<SearchBox locale="en" action="/en/search" productBasePath="/en/products/" messages={messages} />);
  return screen.getByRole('combobox', { name: messages.label });
}

function type(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

/** Lets the debounce elapse and the stubbed request resolve. */
async function settle() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => new Response(JSON.stringify({ items: suggestions }), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  vi.mocked(navigateTo).mockReset();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('SearchBox debounce', () => {
  it('fetches nothing before 500 ms and exactly once after, with locale and keyword', async () => {
    const input = renderSearch();
    type(input, 'ip');
    type(input, 'iph');
    type(input, 'iphone');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS - 1);
    });
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://store.test');
    expect(url.pathname).toBe('/api/search-suggestions');
    expect(url.searchParams.get('locale')).toBe('en');
    expect(url.searchParams.get('keyword')).toBe('iphone');
  });

  it('shows the busy spinner while waiting, then the suggestion rows with the struck old price', async () => {
    const input = renderSearch();
    type(input, 'iphone');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('search-busy')).toBeTruthy();
    await settle();
    expect(screen.queryByTestId('search-busy')).toBeNull();
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringContaining('iPhone 15'),
      expect.stringContaining('iPhone 15 Case'),
      expect.stringContaining('iPhone Charger'),
      SEE_ALL,
    ]);
    expect(options[0]?.querySelector('s')?.textContent).toContain('3,500 QAR');
    expect(options[1]?.querySelector('s')).toBeNull();
  });

  it('keeps the dropdown closed for an empty keyword and fetches nothing', async () => {
    const input = renderSearch();
    type(input, 'iphone');
    type(input, '   ');
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows no message when the search fails (spec §8)', async () => {
    fetchMock.mockImplementation(async () => new Response('{}', { status: 502 }));
    const input = renderSearch();
    type(input, 'iphone');
    await settle();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText(messages.noResults)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('SearchBox matches and corrections', () => {
  it('marks the words of each suggestion the keyword matched', async () => {
    const input = renderSearch();
    type(input, 'iphone cas');
    await settle();
    const marks = screen.getAllByRole('option').map((option) => [...option.querySelectorAll('mark')].map((mark) => mark.textContent));
    expect(marks).toEqual([['iPhone'], ['iPhone', 'Case'], ['iPhone'], []]);
  });

  it('offers the corrected keyword as a link to its results when nothing matched', async () => {
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ items: [], correction: 'galaxy' }), { status: 200 }));
    const input = renderSearch();
    type(input, 'glxy');
    await settle();
    expect(screen.getAllByText('No matching products').length).toBeGreaterThan(0);
    expect(screen.getByTestId('search-correction').textContent).toBe('Did you mean “galaxy”?');
    expect(screen.getByRole('link', { name: 'galaxy' }).getAttribute('href')).toBe('/en/search?keyword=galaxy');
  });

  it('offers no correction when the answer has none', async () => {
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ items: [] }), { status: 200 }));
    type(renderSearch(), 'xqzwv');
    await settle();
    expect(screen.getAllByText('No matching products').length).toBeGreaterThan(0);
    expect(screen.queryByTestId('search-correction')).toBeNull();
  });
});

describe('SearchBox keyboard', () => {
  it('moves through suggestions with the arrow keys (wrapping) and reports the active option', async () => {
    const input = renderSearch();
    type(input, 'iphone');
    await settle();
    const options = screen.getAllByRole('option');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    // Up from the first wraps to the last option: "See all results".
    expect(input.getAttribute('aria-activedescendant')).toBe(options[3]?.id);
    expect(options[3]?.textContent).toBe(SEE_ALL);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[2]?.id);
  });

  it('ends the suggestions with "See all results", which Enter takes to the results page for the keyword', async () => {
    const input = renderSearch();
    type(input, 'iphone');
    await settle();
    const last = screen.getAllByRole('option').at(-1);
    expect(last?.textContent).toBe(SEE_ALL);
    for (let step = 0; step < 4; step += 1) fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(last?.id);
    expect(last?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(navigateTo).toHaveBeenCalledWith('/en/search?keyword=iphone');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('offers no "See all results" when nothing matched', async () => {
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ items: [] }), { status: 200 }));
    type(renderSearch(), 'xqzwv');
    await settle();
    expect(screen.queryByText(/See all results/)).toBeNull();
  });

  it('Enter on a suggestion reached by a variant\'s words opens the product with that variant chosen', async () => {
    const input = renderSearch();
    type(input, 'iphone');
    await settle();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(navigateTo).toHaveBeenCalledWith('/en/products/iphone-15?color=51&capacity=82');
  });

  it('Enter on a highlighted suggestion opens its product page and empties the keyword', async () => {
    const input = renderSearch();
    type(input, 'iphone');
    await settle();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(navigateTo).toHaveBeenCalledWith('/en/products/iphone-15-case');
    expect((input as HTMLInputElement).value).toBe('');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('Escape closes the dropdown and keeps the keyword', async () => {
    const input = renderSearch();
    type(input, 'iphone');
    await settle();
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    expect((input as HTMLInputElement).value).toBe('iphone');
  });

  it('submitting (Enter or the button) goes to /search with the keyword and hides the dropdown', async () => {
    const input = renderSearch();
    type(input, ' iphone 15 ');
    await settle();
    fireEvent.click(screen.getByRole('button', { name: messages.submit }));
    expect(navigateTo).toHaveBeenCalledWith('/en/search?keyword=iphone+15');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('submitting searches for what the field holds, even before the keyword reached the state', () => {
    const input = renderSearch() as HTMLInputElement;
    // Typed before hydration: the field has it, no change event told React yet.
    input.value = 'laptop';
    fireEvent.submit(input.closest('form')!);
    expect(navigateTo).toHaveBeenCalledWith('/en/search?keyword=laptop');
  });

  it('submitting with an empty keyword does nothing', () => {
    const input = renderSearch();
    fireEvent.submit(input.closest('form')!);
    type(input, '  ');
    fireEvent.click(screen.getByRole('button', { name: messages.submit }));
    expect(navigateTo).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('SearchBox stock', () => {
  it('marks an out-of-stock suggestion in words, and only that one', async () => {
    type(renderSearch(), 'iphone');
    await settle();
    const marked = screen.getAllByRole('option').map((option) => option.querySelector('[data-testid="suggestion-out-of-stock"]')?.textContent ?? null);
    expect(marked).toEqual([null, null, 'Out of stock', null]);
  });
});

describe('SearchBox pointer', () => {
  it('choosing a suggestion with the pointer navigates to the product and clears the keyword', async () => {
    const input = renderSearch();
    type(input, 'iphone');
    await settle();
    fireEvent.click(screen.getAllByRole('option')[2]!);
    expect(navigateTo).toHaveBeenCalledWith('/en/products/iphone-charger');
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('choosing "See all results" with the pointer goes to the results page for the keyword', async () => {
    type(renderSearch(), 'iphone');
    await settle();
    fireEvent.click(screen.getByText(SEE_ALL));
    expect(navigateTo).toHaveBeenCalledWith('/en/search?keyword=iphone');
  });

  it('a click outside the form (the header) hides the dropdown', async () => {
    const input = renderSearch();
    type(input, 'iphone');
    await settle();
    fireEvent.pointerDown(document.body);
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('the clear button empties the keyword and closes the dropdown', async () => {
    const input = renderSearch();
    type(input, 'iphone');
    await settle();
    fireEvent.click(screen.getByRole('button', { name: messages.clear }));
    expect((input as HTMLInputElement).value).toBe('');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: messages.clear })).toBeNull();
  });
});

describe('SearchBox hydrating after the shopper started typing (client:interaction)', () => {
  /** The server's HTML, then the browser's typing into it, then hydration: what a shopper on a slow phone gets. */
  async function hydrateAfter(prepare: (input: HTMLInputElement) => void) {
    const island = <SearchBox locale="en" action="/en/search" productBasePath="/en/products/" messages={messages} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(island);
    document.body.append(container);
    const early = container.querySelector<HTMLInputElement>('input[name="keyword"]')!;
    prepare(early);
    render(island, { container, hydrate: true });
    await settle();
    return screen.getByRole('combobox', { name: messages.label });
  }

  it('keeps what was typed into the focused field and suggests for it', async () => {
    const input = await hydrateAfter((early) => {
      early.focus();
      early.value = 'iphone';
    });
    expect((input as HTMLInputElement).value).toBe('iphone');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    // The three suggestions and "See all results".
    expect(screen.getAllByRole('option')).toHaveLength(4);
  });

  it('keeps a value the browser restored into an untouched field without opening suggestions', async () => {
    const input = await hydrateAfter((early) => {
      early.value = 'iphone';
    });
    expect((input as HTMLInputElement).value).toBe('iphone');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('SearchBox on the results page (the page keyword in the one search box)', () => {
  const onResults = <SearchBox locale="en" action="/en/search" productBasePath="/en/products/" messages={messages} keyword="iphone" />;

  it('renders the page keyword in the server form, with no clear button until script runs', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(onResults);
    expect(container.querySelector<HTMLInputElement>('input[name="keyword"]')!.value).toBe('iphone');
    expect(container.querySelector(`button[aria-label="${messages.clear}"]`)).toBeNull();
  });

  it('keeps the keyword once hydrated, without opening or fetching suggestions, and offers to clear it', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(onResults);
    document.body.append(container);
    render(onResults, { container, hydrate: true });
    await settle();
    const input = screen.getByRole('combobox', { name: messages.label });
    expect((input as HTMLInputElement).value).toBe('iphone');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: messages.clear }));
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('searches again for an edited keyword', async () => {
    render(onResults);
    const input = screen.getByRole('combobox', { name: messages.label });
    type(input, 'iphone 15');
    fireEvent.submit(input.closest('form')!);
    expect(navigateTo).toHaveBeenCalledWith('/en/search?keyword=iphone+15');
  });

  it('comes back from the back/forward cache with the page keyword, not what was typed since', async () => {
    render(onResults);
    const input = screen.getByRole('combobox', { name: messages.label });
    type(input, 'ipad');
    await settle();
    // happy-dom's PageTransitionEvent drops `persisted`; the event is built as the browser's would read.
    const restored = Object.assign(new Event('pageshow'), { persisted: true });
    act(() => {
      window.dispatchEvent(restored);
    });
    expect((input as HTMLInputElement).value).toBe('iphone');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });
});
