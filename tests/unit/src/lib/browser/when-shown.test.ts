// @vitest-environment happy-dom
/** whenShown (issue 53): work waits while the page is a prerender, runs once when it is activated, at once otherwise. */
import { describe, expect, it, vi } from 'vitest';
import { isPrerendering, whenShown } from '@/lib/browser/when-shown.ts';

function prerenderedDocument(): Document & { prerendering: boolean } {
  const doc = document.implementation.createHTMLDocument('') as Document & { prerendering: boolean };
  doc.prerendering = true;
  return doc;
}

describe('whenShown', () => {
  it('runs at once on a page that is not a prerender', () => {
    const work = vi.fn();
    whenShown(work);
    expect(isPrerendering()).toBe(false);
    expect(work).toHaveBeenCalledOnce();
  });

  it('waits for the prerender to be activated, and runs once', () => {
    const doc = prerenderedDocument();
    const work = vi.fn();
    whenShown(work, doc);
    expect(isPrerendering(doc)).toBe(true);
    expect(work).not.toHaveBeenCalled();
    doc.prerendering = false;
    doc.dispatchEvent(new Event('prerenderingchange'));
    doc.dispatchEvent(new Event('prerenderingchange'));
    expect(work).toHaveBeenCalledOnce();
  });
});
