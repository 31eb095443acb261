/**
 * What a cart operation ends with: its answer, and the guest cart the shopper has afterwards (`cartId`, null: none),
 * which the cart cookie is then made to name, in one place (current-cart.ts). The operations themselves never touch
 * the cookie: a cart created on the first add, moved to another store view, merged into the customer's cart, or found
 * gone is simply the guest cart they end with.
 */
export type CartOutcome<T> = { answer: T; cartId: string | null };
