/**
 * Brings a LaterShelf's section into the document (later-shelf-watch.ts calls it as the place-holder nears the
 * screen, and tells the page's scripts): its <noscript> text parsed once, in place of the place-holder, and its
 * carousel strip given its buttons. False when the place-holder has no section after it.
 */
export function bringIn(placeholder: Element): boolean {
  const source = placeholder.nextElementSibling;
  if (source?.localName !== 'noscript') return false;
  const template = document.createElement('template');
  template.innerHTML = source.textContent ?? '';
  const strips = [...template.content.querySelectorAll<HTMLElement>('[data-carousel]')];
  source.remove();
  placeholder.replaceWith(template.content);
  // Its strip gets its buttons at once, from the module the shell loads for the page's first strips (imported the same
  // way: a static import here would give that module a second kind of import, and it would need one more file).
  if (strips.length > 0) void import('@/components/ui/carousel.client.ts').then(({ enhanceCarousel }) => strips.forEach(enhanceCarousel));
  return true;
}
