/**
 * The carousels' buttons are wired when their strip comes near the screen (started by the store shell once the page
 * has loaded, so a strip on the first screen does not take the connection from its photos): most strips are below
 * the fold, and a page that is never scrolled does not download the carousel code (carousel.client.ts). Until then
 * the strip scrolls natively and its buttons are hidden.
 */
export function watchCarousels(): void {
  const strips = document.querySelectorAll<HTMLElement>('[data-carousel]');
  if (strips.length === 0) return;
  const observer = new IntersectionObserver(
    (entries) => {
      const near = entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target as HTMLElement);
      if (near.length === 0) return;
      for (const strip of near) observer.unobserve(strip);
      void import('./carousel.client.ts').then(({ enhanceCarousel }) => near.forEach(enhanceCarousel));
    },
    { rootMargin: '300px' },
  );
  for (const strip of strips) observer.observe(strip);
}
