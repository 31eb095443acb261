/** Rules of the page-navigation progress bar (spec §9), kept apart from the DOM wiring so they are testable. */

/** Spec §9: the loading bar hides 1500 ms after the navigation finished. */
export const PROGRESS_HIDE_DELAY_MS = 1500;
export const PROGRESS_STARTED_KEY = 'page-progress-started';

type ClickLike = Pick<MouseEvent, 'defaultPrevented' | 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>;
type LinkLike = Pick<HTMLAnchorElement, 'href' | 'target' | 'hasAttribute'>;
type LocationLike = Pick<Location, 'href' | 'origin'>;

/**
 * True when a click on `link` makes this tab load another page of the store: a plain left click, not handled
 * by a script, same origin, same tab, not a download and not just a jump within the current page.
 */
export function isProgressNavigation(event: ClickLike, link: LinkLike, location: LocationLike): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if (link.hasAttribute('download') || (link.target && link.target !== '_self')) return false;
  let url: URL;
  try {
    url = new URL(link.href, location.href);
  } catch {
    return false;
  }
  if (url.origin !== location.origin) return false;
  const current = new URL(location.href);
  const samePage = url.pathname === current.pathname && url.search === current.search;
  return !(samePage && url.hash !== '');
}
