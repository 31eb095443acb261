/**
 * The page-wide forms a product card's compare and wishlist buttons post with (CardForms.astro, once per page): each
 * button names its form (`form="…"`) and sends its product's id itself, so a listing's dozens of cards carry no form
 * of their own. Without script a press is the same plain post a form inside the card made.
 */
export const CARD_COMPARE_FORM = 'card-compare';
export const CARD_WISHLIST_FORM = 'card-wishlist';
