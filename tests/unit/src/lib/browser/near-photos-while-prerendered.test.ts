// @vitest-environment happy-dom
/**
 * loadNearPhotosWhilePrerendered (issue 53): a prerendered page asks for its lazy photos near the first screen before
 * it is shown; a shown page, and photos further down or not laid out yet, stay as they are.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadNearPhotosWhilePrerendered, NEAR_SCREENS } from '@/lib/browser/near-photos-while-prerendered.ts';

/** A lazy photo whose top is `top` px below the screen's; `laidOut: false` as inside a `defer-render` block off screen. */
function lazyPhoto(top: number, laidOut = true): HTMLImageElement {
  const photo = document.createElement('img');
  photo.loading = 'lazy';
  Object.defineProperty(photo, 'complete', { value: false });
  vi.spyOn(photo, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect);
  Object.defineProperty(photo, 'checkVisibility', { value: () => laidOut });
  document.body.append(photo);
  return photo;
}

afterEach(() => {
  document.body.replaceChildren();
  Object.defineProperty(document, 'prerendering', { value: undefined, configurable: true });
});

describe('the lazy photos of a prerendered page', () => {
  it('are asked for at once when near the first screen, and left lazy further down or not laid out', async () => {
    Object.defineProperty(document, 'prerendering', { value: true, configurable: true });
    const screen = window.innerHeight;
    const near = [lazyPhoto(screen / 2), lazyPhoto(screen * 1.5), lazyPhoto(screen * NEAR_SCREENS - 1)];
    const far = lazyPhoto(screen * NEAR_SCREENS + 1);
    const notLaidOut = lazyPhoto(screen, false);
    const layout = vi.spyOn(document.body, 'getBoundingClientRect');
    const settled = loadNearPhotosWhilePrerendered();
    expect(near.map((photo) => photo.loading)).toEqual(['eager', 'eager', 'eager']);
    expect(far.loading).toBe('lazy');
    expect(notLaidOut.loading).toBe('lazy');
    // Once they are in (or failed), the page is laid out again while still unseen.
    near[0]!.dispatchEvent(new Event('load'));
    near[1]!.dispatchEvent(new Event('error'));
    await Promise.resolve();
    expect(layout).not.toHaveBeenCalled();
    near[2]!.dispatchEvent(new Event('load'));
    await settled;
    expect(layout).toHaveBeenCalledOnce();
  });

  it('stay lazy on a page the shopper is shown: the browser loads them as they near the screen', async () => {
    const photo = lazyPhoto(0);
    await loadNearPhotosWhilePrerendered();
    expect(photo.loading).toBe('lazy');
  });
});
