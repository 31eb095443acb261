// @vitest-environment happy-dom
/**
 * A later home section (LaterShelf.astro), watched by the store shell (later-shelf-watch.ts), comes in from its <noscript> text when it nears the screen, in place of its
 * place-holder, and says so to the page's scripts; one not near stays out.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

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

/** A place-holder and its <noscript>, as the server writes them (to a browser running script, the markup is text). */
function shelf(id: string, title: string): string {
  return `<div data-later-shelf></div><noscript>${`<section aria-labelledby="${id}"><h2 id="${id}">${title}</h2><ul><li><article>${title} 1</article></li><li><article>${title} 2</article></li></ul></section>`.replaceAll('<', '&lt;')}</noscript>`;
}

const announced = vi.fn();

beforeAll(async () => {
  vi.useFakeTimers();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  document.body.innerHTML = `<main><div>${shelf('best', 'Best sellers')}${shelf('featured', 'Featured')}</div></main>`;
  const { LATER_CONTENT_EVENT, watchLaterShelves } = await import('@/components/home/later-shelf-watch.ts');
  document.addEventListener(LATER_CONTENT_EVENT, announced);
  watchLaterShelves();
});

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('later home sections', () => {
  it('watch every place-holder from ahead of the screen, and leave the sections out until then', () => {
    expect(observers).toHaveLength(1);
    expect(observers[0]!.options?.rootMargin).toMatch(/%/);
    expect(observers[0]!.observed).toHaveLength(2);
    expect(document.querySelectorAll('article')).toHaveLength(0);
    expect(document.querySelector('noscript')!.textContent).toContain('<section');
  });

  it('bring a section in, in its place-holder’s place, once it nears the screen', async () => {
    const [best, featured] = document.querySelectorAll('[data-later-shelf]');
    observers[0]!.report([{ isIntersecting: false, target: featured! }, { isIntersecting: true, target: best! }]);
    await vi.dynamicImportSettled();
    vi.runAllTimers();
    const section = document.querySelector('section[aria-labelledby="best"]')!;
    expect(section.querySelectorAll('article')).toHaveLength(2);
    // Where the place-holder was: before the next section's place-holder, with its own <noscript> gone.
    expect(section.nextElementSibling).toBe(featured);
    expect(document.querySelectorAll('noscript')).toHaveLength(1);
    expect(announced).toHaveBeenCalledTimes(1);
    expect(observers[0]!.observed).toEqual([featured]);
    expect(document.querySelector('section[aria-labelledby="featured"]')).toBeNull();
  });
});
