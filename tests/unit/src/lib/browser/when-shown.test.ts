// @vitest-environment happy-dom
/**
 * whenShown (issue 53): work waits while the page is a prerender, runs once when it is activated and has drawn its
 * first frame (not in the activation's own task), at once otherwise.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenShown } from '@/lib/browser/when-shown.ts';

function prerenderedDocument(): Document & { prerendering: boolean } {
  const doc = document.implementation.createHTMLDocument('') as Document & { prerendering: boolean };
  doc.prerendering = true;
  return doc;
}

describe('whenShown', () => {
  it('runs at once on a page that is not a prerender', () => {
    const work = vi.fn();
    whenShown(work);
    expect(work).toHaveBeenCalledOnce();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for the prerender to be activated and to draw its first frame, and runs once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const doc = prerenderedDocument();
    const work = vi.fn();
    whenShown(work, doc);
    await vi.advanceTimersByTimeAsync(1000);
    expect(work).not.toHaveBeenCalled();
    doc.prerendering = false;
    doc.dispatchEvent(new Event('prerenderingchange'));
    doc.dispatchEvent(new Event('prerenderingchange'));
    // Not in the activation's task: after the frame the page is shown with.
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(work).not.toHaveBeenCalled();
    // The task after the frame's.
    await vi.advanceTimersByTimeAsync(1);
    expect(work).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(1000);
    expect(work).toHaveBeenCalledOnce();
  });
});
