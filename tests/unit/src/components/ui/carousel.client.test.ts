// @vitest-environment happy-dom
/**
 * Carousel buttons: edge detection in both directions, "next" moving toward the inline end (leftwards in RTL),
 * disabled at the ends, focus kept when the focused button becomes disabled.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { carouselEdges, enhanceCarousel, pageOffset } from '@/components/ui/carousel.client.ts';

describe('carouselEdges', () => {
  it('LTR: start, middle, end', () => {
    expect(carouselEdges(0, 1000, 400)).toEqual({ atStart: true, atEnd: false });
    expect(carouselEdges(300, 1000, 400)).toEqual({ atStart: false, atEnd: false });
    expect(carouselEdges(600, 1000, 400)).toEqual({ atStart: false, atEnd: true });
  });

  it('RTL scroll positions are negative toward the end', () => {
    expect(carouselEdges(-0, 1000, 400)).toEqual({ atStart: true, atEnd: false });
    expect(carouselEdges(-300, 1000, 400)).toEqual({ atStart: false, atEnd: false });
    expect(carouselEdges(-599.5, 1000, 400)).toEqual({ atStart: false, atEnd: true });
  });

  it('everything fits: both edges at once', () => {
    expect(carouselEdges(0, 400, 400)).toEqual({ atStart: true, atEnd: true });
  });
});

describe('pageOffset', () => {
  it('next scrolls toward the inline end: right in LTR, left in RTL', () => {
    expect(pageOffset(1, 1000, 'ltr')).toBe(850);
    expect(pageOffset(1, 1000, 'rtl')).toBe(-850);
    expect(pageOffset(-1, 1000, 'ltr')).toBe(-850);
    expect(pageOffset(-1, 1000, 'rtl')).toBe(850);
  });
});

describe('enhanceCarousel', () => {
  let scrollLeft = 0;
  const scrollBy = vi.fn();

  beforeEach(() => {
    scrollLeft = 0;
    scrollBy.mockReset();
    // The browser's first size observation, in the rendering step after layout, is what shows the buttons.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        callback: (entries: { target: Element }[]) => void;
        constructor(callback: (entries: { target: Element }[]) => void) {
          this.callback = callback;
        }
        observe(target: Element) {
          this.callback([{ target }]);
        }
        disconnect() {}
      },
    );
    document.body.innerHTML = `
      <div data-carousel dir="rtl">
        <div data-carousel-controls class="invisible">
          <button type="button" data-carousel-previous disabled>Previous</button>
          <button type="button" data-carousel-next>Next</button>
        </div>
        <ul data-carousel-track tabindex="0" style="direction: rtl"><li>1</li><li>2</li></ul>
      </div>`;
    const track = document.querySelector<HTMLElement>('[data-carousel-track]')!;
    Object.defineProperty(track, 'scrollWidth', { configurable: true, get: () => 1000 });
    Object.defineProperty(track, 'clientWidth', { configurable: true, get: () => 400 });
    Object.defineProperty(track, 'scrollLeft', { configurable: true, get: () => scrollLeft });
    track.scrollBy = scrollBy as unknown as HTMLElement['scrollBy'];
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const el = <T extends HTMLElement>(selector: string) => document.querySelector<T>(selector)!;

  it('shows the buttons, previous disabled at the start, and next pages toward the end (left in RTL)', () => {
    enhanceCarousel(el('[data-carousel]'));
    expect(el('[data-carousel-controls]').classList.contains('invisible')).toBe(false);
    expect(el<HTMLButtonElement>('[data-carousel-previous]').disabled).toBe(true);
    expect(el<HTMLButtonElement>('[data-carousel-next]').disabled).toBe(false);
    el('[data-carousel-next]').click();
    expect(scrollBy).toHaveBeenCalledWith(expect.objectContaining({ left: -340 }));
  });

  it('disables next at the end and hands its focus to previous', () => {
    enhanceCarousel(el('[data-carousel]'));
    const next = el<HTMLButtonElement>('[data-carousel-next]');
    next.focus();
    scrollLeft = -600;
    el('[data-carousel-track]').dispatchEvent(new Event('scroll'));
    expect(next.disabled).toBe(true);
    expect(el<HTMLButtonElement>('[data-carousel-previous]').disabled).toBe(false);
    expect(document.activeElement).toBe(el('[data-carousel-previous]'));
  });

  it('keeps the buttons hidden when everything fits', () => {
    Object.defineProperty(el('[data-carousel-track]'), 'scrollWidth', { configurable: true, get: () => 400 });
    enhanceCarousel(el('[data-carousel]'));
    expect(el('[data-carousel-controls]').classList.contains('invisible')).toBe(true);
  });

  it('wires a carousel only once', () => {
    const root = el('[data-carousel]');
    enhanceCarousel(root);
    enhanceCarousel(root);
    el('[data-carousel-next]').click();
    expect(scrollBy).toHaveBeenCalledTimes(1);
  });
});
