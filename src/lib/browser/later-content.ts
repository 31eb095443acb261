/**
 * The event a page's later content raises on `document` once it is in the document (LaterShelf.astro): a script that
 * set up the page's controls at load (the wishlist hearts' saved state) sets up the new ones too.
 */
export const LATER_CONTENT_EVENT = 'matjar:later-content';
