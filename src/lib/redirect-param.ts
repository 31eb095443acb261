/**
 * The name of the sign-in page's query parameter saying where to go afterwards (`?redirect=`; what it may hold:
 * safe-redirect.ts). Apart from the check so that a page's shell, which only writes the link (wishlist-sign-in.ts),
 * does not carry the check's code on every page.
 */
export const REDIRECT_PARAM = 'redirect';
