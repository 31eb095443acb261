/**
 * The store's whole stylesheet in the browser (issue 53). A shared page carries only the rules its markup uses, and
 * names the whole file on that `<style>` (`data-store-stylesheet`, src/server/layout/page-styles.ts); the file is
 * asked for only once the page has loaded (the shell: src/layouts/shell.client.ts), so that it takes nothing from the
 * first screen's photo, fonts and paint, and before an island draws anything of its own (the store's client
 * directives wait for it). A page without the attribute links the whole file in its head already.
 */
const SOURCE = 'style[data-store-stylesheet]';

let loading: Promise<void> | undefined;

/** Links the whole stylesheet once, if the page has only its own rules; resolves when it has loaded (or failed). */
export function loadStoreStylesheet(): Promise<void> {
  if (loading) return loading;
  const href = document.querySelector<HTMLStyleElement>(SOURCE)?.dataset.storeStylesheet;
  if (!href) return (loading = Promise.resolve());
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  // A failed load leaves the page with its own rules, which draw everything it showed: islands go on regardless.
  loading = new Promise<void>((done) => {
    link.addEventListener('load', () => done(), { once: true });
    link.addEventListener('error', () => done(), { once: true });
  });
  document.head.append(link);
  return loading;
}
