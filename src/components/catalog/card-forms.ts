/**
 * The page-wide forms a product card's buttons post with (CardForms.astro, once per page): compare, the heart and
 * add to cart each name their form (`form="…"`) and send their product's id or SKU themselves, so a listing's dozens
 * of cards carry no form of their own. Without script a press is the same plain post a form inside the card made.
 */
export const CARD_COMPARE_FORM = 'card-compare';
export const CARD_WISHLIST_FORM = 'card-wishlist';
export const CARD_ADD_FORM = 'card-add';
