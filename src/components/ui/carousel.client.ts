/**
 * Previous/next buttons for `Carousel.astro`. The strip itself scrolls natively (CSS scroll-snap, touch,
 * trackpad, keyboard); this only adds buttons that page it, so without JavaScript nothing is lost.
 *
 * Directions are logical: "next" moves toward the inline end, which is leftwards on Arabic (RTL) pages.
 * Browsers report an RTL scroller's `scrollLeft` as 0 at the start going negative toward the end, so the
 * distance travelled is its absolute value and an RTL step is a negative `left`.
 */

/** Sub-pixel layouts rarely land exactly on 0 or the maximum: closer than this counts as "at the edge". */
const EDGE_TOLERANCE_PX = 2;

export type CarouselEdges = { atStart: boolean; atEnd: boolean };

/** Where the strip is: at its start, at its end (both when everything fits), or in between. */
export function carouselEdges(scrollLeft: number, scrollWidth: number, clientWidth: number): CarouselEdges {
  const travelled = Math.abs(scrollLeft);
  const maxTravel = Math.max(0, scrollWidth - clientWidth);
  return { atStart: travelled <= EDGE_TOLERANCE_PX, atEnd: travelled >= maxTravel - EDGE_TOLERANCE_PX };
}

/**
 * The physical `left` offset for one page toward the inline end (`step` 1) or start (`step` -1): most of the
 * visible width, so one item of context stays on screen and scroll-snap settles on an item edge.
 */
export function pageOffset(step: 1 | -1, clientWidth: number, direction: 'ltr' | 'rtl'): number {
  const distance = Math.max(1, Math.round(clientWidth * 0.85));
  return step * distance * (direction === 'rtl' ? -1 : 1);
}

function setDisabled(button: HTMLButtonElement, disabled: boolean, fallback: HTMLButtonElement): void {
  if (button.disabled === disabled) return;
  // A disabled button drops keyboard focus to <body>; hand it to the other button so the shopper stays put.
  const hadFocus = disabled && document.activeElement === button;
  button.disabled = disabled;
  if (hadFocus && !fallback.disabled) fallback.focus();
}

/** Reads where a strip is and returns the writes that show it: reads and writes of many strips can be batched. */
type Measure = () => () => void;
const measures = new WeakMap<Element, Measure>();
let sizeObserver: ResizeObserver | undefined;

/**
 * One observer for every strip. Its first callback comes in the rendering step after the page's own layout, so
 * nothing here forces a layout while the page loads; all strips are measured first and changed after, so one
 * layout serves them all.
 */
function observeSize(track: HTMLElement, measure: Measure): void {
  measures.set(track, measure);
  sizeObserver ??= new ResizeObserver((entries) => {
    const writes = entries.flatMap((entry) => measures.get(entry.target)?.() ?? []);
    for (const write of writes) write();
  });
  sizeObserver.observe(track);
}

/** Wires one `[data-carousel]` element; safe to call twice (the second call does nothing). */
export function enhanceCarousel(root: HTMLElement): void {
  if (root.dataset.carouselReady === 'true') return;
  const track = root.querySelector<HTMLElement>('[data-carousel-track]');
  const previous = root.querySelector<HTMLButtonElement>('[data-carousel-previous]');
  const next = root.querySelector<HTMLButtonElement>('[data-carousel-next]');
  const controls = root.querySelector<HTMLElement>('[data-carousel-controls]');
  if (!track || !previous || !next || !controls) return;
  root.dataset.carouselReady = 'true';

  const measure: Measure = () => {
    const { atStart, atEnd } = carouselEdges(track.scrollLeft, track.scrollWidth, track.clientWidth);
    return () => {
      // Nothing to page through: the buttons would only be noise. `invisible` keeps their space (no layout shift).
      controls.classList.toggle('invisible', atStart && atEnd);
      setDisabled(previous, atStart, next);
      setDisabled(next, atEnd, previous);
    };
  };
  const page = (step: 1 | -1) => {
    const direction = getComputedStyle(track).direction === 'rtl' ? 'rtl' : 'ltr';
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    track.scrollBy({ left: pageOffset(step, track.clientWidth, direction), behavior: reduceMotion ? 'auto' : 'smooth' });
  };

  previous.addEventListener('click', () => page(-1));
  next.addEventListener('click', () => page(1));
  track.addEventListener('scroll', () => measure()(), { passive: true });
  // The buttons are reserved but invisible in the server HTML (they need this script); the first size
  // observation shows them.
  observeSize(track, measure);
}
