// @vitest-environment happy-dom
/**
 * holdBelowFirstScreen (issue 53): a prerendered page holds the outermost blocks that start below its first screen
 * out of the frame it is shown with (`content-visibility: hidden`, at their size), and gives them back after it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdBelowFirstScreen } from '@/lib/browser/first-screen-first.ts';

/** A block of `parent` spanning `top`…`bottom` px of the page (the screen at the top), with `style` inline. */
function block(parent: Element, top: number, bottom: number, style = ''): HTMLElement {
  const element = document.createElement('div');
  element.setAttribute('style', style);
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({ top, bottom, width: 300, height: bottom - top } as DOMRect);
  parent.append(element);
  return element;
}

afterEach(() => {
  document.body.replaceChildren();
  history.replaceState(null, '', '/');
});

describe('the blocks below a prerendered page’s first screen', () => {
  it('are held at their content size, the outermost only, and given back with the style they had', () => {
    const screen = window.innerHeight;
    const above = block(document.body, 0, screen / 2);
    const straddling = block(document.body, screen / 2, screen * 3);
    const inFirstScreen = block(straddling, screen / 2, screen - 10);
    const below = block(straddling, screen, screen * 2, 'padding: 10px; border: 2px solid; content-visibility: auto');
    const inside = block(below, screen, screen + 100);
    const fixed = block(straddling, screen * 2, screen * 2 + 50, 'position: fixed');
    const footer = block(document.body, screen * 3, screen * 4);
    const release = holdBelowFirstScreen();

    for (const shown of [above, straddling, inFirstScreen, inside, fixed]) expect(shown.style.contentVisibility).not.toBe('hidden');
    expect(below.style.contentVisibility).toBe('hidden');
    expect(below.style.containIntrinsicSize).toBe(`${300 - 24}px ${screen - 24}px`);
    expect(footer.style.contentVisibility).toBe('hidden');

    release();
    expect(below.style.contentVisibility).toBe('auto');
    expect(below.style.containIntrinsicSize).toBe('');
    expect(footer.style.contentVisibility).toBe('');
  });

  it('are given back as the page is shown when they have moved onto its first screen since', () => {
    const screen = window.innerHeight;
    const movedUp = block(document.body, screen + 10, screen + 200);
    const stillBelow = block(document.body, screen + 200, screen * 2);
    const release = holdBelowFirstScreen();
    expect(movedUp.style.contentVisibility).toBe('hidden');
    // The fonts came: the text above takes 20 px less.
    vi.spyOn(movedUp, 'getBoundingClientRect').mockReturnValue({ top: screen - 10, bottom: screen + 180, width: 300, height: 190 } as DOMRect);
    document.dispatchEvent(new Event('prerenderingchange'));
    expect(movedUp.style.contentVisibility).toBe('');
    expect(stillBelow.style.contentVisibility).toBe('hidden');
    release();
    expect(stillBelow.style.contentVisibility).toBe('');
  });

  it('are left alone on a page opened at a fragment: its first screen is further down', () => {
    history.replaceState(null, '', '/#reviews');
    const below = block(document.body, window.innerHeight * 2, window.innerHeight * 3);
    holdBelowFirstScreen()();
    expect(below.style.contentVisibility).toBe('');
    holdBelowFirstScreen();
    expect(below.style.contentVisibility).toBe('');
  });
});
