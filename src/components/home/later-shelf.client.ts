/**
 * Brings a later carousel in (later-shelf-watch.ts calls it as the place-holder nears the screen, then tells the page's
 * scripts): the carousel's section is fetched from the address the place-holder names (a cached fragment: a home
 * list's, src/pages/[locale]/collections/[list]/shelf.astro; a product's related products',
 * src/pages/[locale]/products/[slug]/related.astro) and put in the place-holder's place, its strip given its buttons.
 *
 * A catalogue page carries only the style rules its own markup uses until the whole stylesheet has loaded
 * (src/server/layout/page-styles.ts): the section goes in once that has, so that its cards look as they do anywhere.
 * When anything fails (the network, the server, an answer with no section), the place-holder stays as it is, with its
 * heading and its link to where the products are listed, and this says so once (false): no retry, no error thrown.
 */
import { loadStoreStylesheet } from '@/lib/browser/store-stylesheet.ts';

/** The section the server answered for a place-holder, or null. */
async function fetchSection(address: string): Promise<DocumentFragment | null> {
  try {
    const response = await fetch(address, { headers: { accept: 'text/html' } });
    if (!response.ok) return null;
    const template = document.createElement('template');
    template.innerHTML = await response.text();
    const { content } = template;
    return content.childElementCount === 1 && content.firstElementChild?.localName === 'section' ? content : null;
  } catch {
    return null;
  }
}

export async function bringIn(placeholder: HTMLElement): Promise<boolean> {
  const address = placeholder.dataset.laterShelfSrc;
  if (!address) return false;
  const [section] = await Promise.all([fetchSection(address), loadStoreStylesheet()]);
  if (!section || !placeholder.isConnected) return false;
  const strips = [...section.querySelectorAll<HTMLElement>('[data-carousel]')];
  placeholder.replaceWith(section);
  // Its strip gets its buttons at once, from the module the shell loads for the page's first strips (imported the same
  // way: a static import here would give that module a second kind of import, and it would need one more file).
  if (strips.length > 0) void import('@/components/ui/carousel.client.ts').then(({ enhanceCarousel }) => strips.forEach(enhanceCarousel));
  return true;
}
