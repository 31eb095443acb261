// @vitest-environment happy-dom
/**
 * prepareWhilePrerendered (issue 53): a prerendered page holds what is below its first screen at once, asks for the
 * lazy photos near it (those inside a block held among them) once loaded, and gives the blocks back after the first
 * frame it is shown with; a page already shown does nothing.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prepareWhilePrerendered } from '@/lib/browser/while-prerendered.ts';

/** A block `top` px down the page, 400 px tall, holding a lazy photo at its top. */
function blockWithPhoto(top: number): { block: HTMLElement; photo: HTMLImageElement } {
  const block = document.createElement('section');
  vi.spyOn(block, 'getBoundingClientRect').mockReturnValue({ top, bottom: top + 400, width: 300, height: 400 } as DOMRect);
  const photo = document.createElement('img');
  photo.loading = 'lazy';
  Object.defineProperty(photo, 'complete', { value: true });
  vi.spyOn(photo, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect);
  // As Chromium says of what `content-visibility: hidden` keeps from being drawn.
  Object.defineProperty(photo, 'checkVisibility', { value: () => block.style.contentVisibility !== 'hidden' });
  block.append(photo);
  document.body.append(block);
  return { block, photo };
}

const prerendering = (value: boolean | undefined) => Object.defineProperty(document, 'prerendering', { value, configurable: true });
const readyState = (value: DocumentReadyState) => Object.defineProperty(document, 'readyState', { value, configurable: true });

afterEach(() => {
  document.body.replaceChildren();
  prerendering(undefined);
  readyState('complete');
  vi.useRealTimers();
});

describe('a prerendered page', () => {
  it('holds its blocks below the first screen at once, asks for their near photos once loaded, and gives them back after its first frame', async () => {
    vi.useFakeTimers();
    prerendering(true);
    readyState('interactive');
    const { block, photo } = blockWithPhoto(window.innerHeight * 1.5);
    const prepared = prepareWhilePrerendered();
    expect(block.style.contentVisibility).toBe('hidden');
    expect(photo.loading).toBe('lazy');

    readyState('complete');
    window.dispatchEvent(new Event('load'));
    await prepared;
    expect(photo.loading).toBe('eager');
    expect(block.style.contentVisibility).toBe('hidden');

    prerendering(false);
    document.dispatchEvent(new Event('prerenderingchange'));
    expect(block.style.contentVisibility).toBe('hidden');
    // The frame it is shown with, then the task after it.
    vi.advanceTimersToNextFrame();
    vi.runAllTimers();
    expect(block.style.contentVisibility).toBe('');
  });

  it('does nothing once it is shown (the shell loaded this module late)', async () => {
    prerendering(false);
    const { block, photo } = blockWithPhoto(window.innerHeight * 1.5);
    await prepareWhilePrerendered();
    expect(block.style.contentVisibility).toBe('');
    expect(photo.loading).toBe('lazy');
  });
});
