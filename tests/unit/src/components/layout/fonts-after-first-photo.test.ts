// @vitest-environment happy-dom
/** The locale fonts wait for the first screen's photo on a shopper's first page (fonts-after-first-photo.ts). */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FONTS_AFTER_FIRST_PHOTO_SCRIPT } from '@/components/layout/fonts-after-first-photo.ts';

let faces: HTMLStyleElement;

/** The page's head as FontFaces.astro writes it, and its script run with its exact text (`document.currentScript` is the script). */
function runScript({ referrer = '', type = 'navigate', prerendering = false } = {}): void {
  faces = document.createElement('style');
  faces.media = 'print';
  const script = document.createElement('script');
  document.head.append(faces, script);
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script);
  vi.spyOn(document, 'referrer', 'get').mockReturnValue(referrer);
  Object.defineProperty(document, 'prerendering', { value: prerendering, configurable: true });
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type } as PerformanceNavigationTiming]);
  new Function(FONTS_AFTER_FIRST_PHOTO_SCRIPT)();
}

function photo(priority: 'high' | 'low'): HTMLImageElement {
  const image = document.createElement('img');
  image.setAttribute('fetchpriority', priority);
  Object.defineProperty(image, 'complete', { value: false, configurable: true });
  document.body.append(image);
  return image;
}

/** The image's load as the browser dispatches it (it does not bubble: the script listens while it is captured). */
function loaded(image: HTMLImageElement): void {
  Object.defineProperty(image, 'complete', { value: true, configurable: true });
  image.dispatchEvent(new Event('load'));
}

/** One frame and the task after it. */
async function frameAndTask(): Promise<void> {
  await new Promise((done) => requestAnimationFrame(() => setTimeout(done)));
  await new Promise((done) => setTimeout(done));
}

// happy-dom sets its document complete and dispatches the window's `load` once its own start-up tasks are done: on a
// loaded machine that can come after the first case has run the script, whose fallback then turns the faces on early
// (the suite saw it once: 'all' at the first case's first look). The cases start after it.
beforeAll(async () => {
  if (document.readyState !== 'complete') await new Promise((done) => window.addEventListener('load', done, { once: true }));
});
beforeEach(() => {
  vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
});
afterEach(() => {
  vi.restoreAllMocks();
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe('the locale fonts on a first page', () => {
  it('wait until every high-priority photo has loaded, then a frame', async () => {
    runScript({ referrer: 'https://www.google.com/' });
    const first = photo('high');
    const second = photo('high');
    photo('low');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    await frameAndTask();
    expect(faces.media).toBe('print');
    loaded(first);
    await frameAndTask();
    expect(faces.media).toBe('print');
    loaded(second);
    expect(faces.media).toBe('print');
    await frameAndTask();
    expect(faces.media).toBe('all');
  });

  it('come after a frame once the page is parsed when it has no high-priority photo', async () => {
    runScript();
    photo('low');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(faces.media).toBe('print');
    await frameAndTask();
    expect(faces.media).toBe('all');
  });

  it("come once the page has loaded when a photo's load is never seen (it failed)", async () => {
    runScript();
    photo('high');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    await frameAndTask();
    expect(faces.media).toBe('print');
    window.dispatchEvent(new Event('load'));
    await frameAndTask();
    expect(faces.media).toBe('all');
  });
});

describe('the locale fonts where they are most likely cached', () => {
  it.each([
    ['reached from another of the store pages', { referrer: `${location.origin}/ar/categories/laptops` }],
    ['reloaded', { type: 'reload' }],
    ['restored from the back/forward cache', { type: 'back_forward' }],
    ['prerendered', { prerendering: true }],
  ])('are on at once on a page %s', (_case, how) => {
    runScript(how);
    photo('high');
    expect(faces.media).toBe('all');
  });
});
