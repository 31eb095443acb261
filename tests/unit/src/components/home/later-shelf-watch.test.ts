// @vitest-environment happy-dom
/**
 * A home product list's place-holder (LaterShelf.astro), watched by the store shell (later-shelf-watch.ts): as it
 * nears the screen, its carousel's section is fetched from the address it names and put in its place, and the page's
 * scripts are told; one not near stays as it is. When the fetch fails or answers no section, the place-holder stays,
 * with its link, and nothing is thrown. A page being prerendered fetches nothing until it is shown (and has drawn its
 * first frame).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

type Report = (entries: { isIntersecting: boolean; target: Element }[]) => void;
const observers: { report: Report; observed: Element[]; options: IntersectionObserverInit | undefined }[] = [];

class FakeIntersectionObserver {
  observed: Element[] = [];
  constructor(report: Report, options?: IntersectionObserverInit) {
    observers.push({ report, observed: this.observed, options });
  }
  observe(target: Element) {
    this.observed.push(target);
  }
  unobserve(target: Element) {
    this.observed.splice(this.observed.indexOf(target), 1);
  }
  disconnect() {}
}

/** A place-holder as the server writes it: a heading, a line and the link to the list's page. */
function placeholder(id: string, title: string, slug: string): string {
  return `<section aria-labelledby="${id}" data-later-shelf-src="/en/collections/${slug}/shelf"><h2 id="${id}">${title}</h2><a href="/en/collections/${slug}">All ${title}</a><p>About ${title}</p></section>`;
}

/** The fragment the server answers for a list: its carousel's section alone. */
function carousel(id: string, title: string): string {
  return `<section aria-labelledby="${id}"><div><h2 id="${id}">${title}</h2><ul><li><article>${title} 1</article></li><li><article>${title} 2</article></li></ul></div></section>`;
}

const announced = vi.fn();
const fetchMock = vi.fn<(input: string) => Promise<Response>>();
let watchLaterShelves: () => void;

/** Reports `target` near the screen to the last observer and lets its section come in (or not). */
async function nearScreen(target: Element): Promise<void> {
  observers.at(-1)!.report([{ isIntersecting: true, target }]);
  await vi.dynamicImportSettled();
  await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
  // The answer's text, then the page's change.
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
  await new Promise((done) => setTimeout(done, 0));
}

beforeAll(async () => {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  vi.stubGlobal('fetch', fetchMock);
  ({ watchLaterShelves } = await import('@/components/home/later-shelf-watch.ts'));
  const { LATER_CONTENT_EVENT } = await import('@/components/home/later-shelf-watch.ts');
  document.addEventListener(LATER_CONTENT_EVENT, announced);
});

afterAll(() => {
  vi.unstubAllGlobals();
});

beforeEach(() => {
  observers.length = 0;
  announced.mockClear();
  fetchMock.mockReset();
  document.body.innerHTML = `<main><div>${placeholder('best', 'Best sellers', 'best-sellers')}${placeholder('featured', 'Featured', 'featured')}</div></main>`;
});

describe('later home product lists', () => {
  it('watch every place-holder from ahead of the screen, and fetch nothing until one nears it', () => {
    watchLaterShelves();
    expect(observers).toHaveLength(1);
    expect(observers[0]!.options?.rootMargin).toMatch(/%/);
    expect(observers[0]!.observed).toHaveLength(2);
    observers[0]!.report([{ isIntersecting: false, target: observers[0]!.observed[0]! }]);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.querySelectorAll('article')).toHaveLength(0);
  });

  it('bring a carousel in, in its place-holder’s place, once it nears the screen', async () => {
    fetchMock.mockResolvedValue(new Response(carousel('best', 'Best sellers'), { headers: { 'content-type': 'text/html' } }));
    watchLaterShelves();
    const [best, featured] = document.querySelectorAll('[data-later-shelf-src]');
    await nearScreen(best!);
    expect(fetchMock.mock.calls[0]![0]).toBe('/en/collections/best-sellers/shelf');
    await vi.waitFor(() => expect(document.querySelectorAll('section[aria-labelledby="best"] article')).toHaveLength(2));
    const section = document.querySelector('section[aria-labelledby="best"]')!;
    // Where the place-holder was, before the next one, which is still waiting.
    expect(section.hasAttribute('data-later-shelf-src')).toBe(false);
    expect(section.nextElementSibling).toBe(featured);
    expect(document.querySelectorAll('[data-later-shelf-src]')).toHaveLength(1);
    expect(announced).toHaveBeenCalledTimes(1);
    expect(observers[0]!.observed).toEqual([featured]);
  });

  it.each([
    ['the server answers an error', () => Promise.resolve(new Response('', { status: 503 }))],
    ['the network fails', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the answer holds no section', () => Promise.resolve(new Response('<p>Not this</p>', { status: 200 }))],
  ])('leave the place-holder and its link as they are when %s', async (_case, answer) => {
    fetchMock.mockImplementation(answer);
    watchLaterShelves();
    const best = document.querySelector('[data-later-shelf-src]')!;
    const before = best.outerHTML;
    await nearScreen(best);
    expect(document.querySelector('[data-later-shelf-src]')!.outerHTML).toBe(before);
    expect(document.querySelector('a[href="/en/collections/best-sellers"]')).not.toBeNull();
    expect(announced).not.toHaveBeenCalled();
    // Asked once: no retry loop against a server that is down.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('on a page being prerendered, watch only once the page is shown and drawn', async () => {
    Object.defineProperty(document, 'prerendering', { configurable: true, value: true });
    try {
      watchLaterShelves();
      expect(observers).toHaveLength(0);
      Object.defineProperty(document, 'prerendering', { configurable: true, value: false });
      document.dispatchEvent(new Event('prerenderingchange'));
      // After the frame the page is shown with (when-shown.ts), not in the activation's task.
      expect(observers).toHaveLength(0);
      await new Promise((done) => requestAnimationFrame(() => setTimeout(done)));
      expect(observers).toHaveLength(1);
      expect(observers[0]!.observed).toHaveLength(2);
    } finally {
      Reflect.deleteProperty(document, 'prerendering');
    }
  });
});
