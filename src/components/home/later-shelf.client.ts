/**
 * Brings each LaterShelf's section into the document as it nears the screen: its <noscript> text parsed once, in a
 * task of its own, in place of the place-holder. The distance (0.6 of a screen ahead) is more than the browser's own (half a screen) for
 * drawing a `defer-render` block, so the place-holder is replaced before it would be drawn.
 */
/**
 * The event raised on `document` once a section is in: a script that set up the page's controls at load (the wishlist
 * hearts' saved state, wishlist-button.client.ts) sets up the new ones too.
 */
export const LATER_CONTENT_EVENT = 'matjar:later-content';

const AHEAD = '60% 0px';

function bringIn(placeholder: Element): void {
  const source = placeholder.nextElementSibling;
  if (source?.localName !== 'noscript') return;
  const template = document.createElement('template');
  template.innerHTML = source.textContent ?? '';
  const strips = [...template.content.querySelectorAll<HTMLElement>('[data-carousel]')];
  source.remove();
  placeholder.replaceWith(template.content);
  document.dispatchEvent(new CustomEvent(LATER_CONTENT_EVENT));
  // Its strip gets its buttons at once, from the module the shell loads for the page's first strips (imported the same
  // way: a static import here would give that module a second kind of import, and it would need one more file).
  if (strips.length > 0) void import('@/components/ui/carousel.client.ts').then(({ enhanceCarousel }) => strips.forEach(enhanceCarousel));
}

const shelves = document.querySelectorAll('[data-later-shelf]');
if (shelves.length > 0) {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        // One section a task: each is a few hundred elements to parse and style.
        setTimeout(() => bringIn(entry.target), 0);
      }
    },
    { rootMargin: AHEAD },
  );
  for (const shelf of shelves) observer.observe(shelf);
}
