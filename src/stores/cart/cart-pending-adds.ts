/**
 * Adds to the cart whose answer the page did not live to see (spec §4's optimistic add, across a page change).
 *
 * A shopper who taps "Add to cart" and opens the cart at once leaves the page while the add is in flight: the
 * browser cancels the request, or the server applies it after the next page has read the cart. Either way the next
 * page's read of the server's cart would drop the line the shopper saw added. So an add is remembered here, in
 * local storage, from the moment it is sent until its answer arrives on the page that sent it. A page that finds
 * one left behind keeps showing its line, reads the server's cart again until it holds the add, and sends the add
 * again once the first request can no longer land (src/stores/cart/cart-sync.ts).
 *
 * Kept apart from the rest of the cart store, as cart-count.ts is: the header's badge reads it on every page.
 */
import { persistentAtom } from '@nanostores/persistent';
import type { CartItem } from '@/lib/commerce/index.ts';
import { isUnconfirmedLine } from './cart-rules.ts';
import { STORAGE_KEYS } from '@/stores/layout/shopper-presence.ts';

export type PendingAdd = {
  /** The optimistic line the shopper saw, to show again while the add is waiting. */
  line: CartItem;
  /** How many the shopper added. */
  qty: number;
  /** The product's quantity in the cart once the add has landed. */
  expectedQty: number;
  /** When the add was sent, in ms since the epoch. */
  sentAt: number;
  /**
   * The add's id, sent with it and again with its second sending, so that the server applies it once
   * (src/server/cart/add-once.ts). Absent where the browser cannot make one (`crypto.randomUUID`, secure pages only).
   */
  addId?: string;
};

/**
 * How long an add sent from a page that was left may still land: an Action's commerce deadline (8 s by default,
 * `COMMERCE_ACTION_TIMEOUT_MS`, src/lib/commerce/deadline.ts) and a margin for the request's way in. After it, an
 * add the server's cart does not hold never landed, and sending it again cannot add it twice.
 */
export const LANDING_WINDOW_MS = 10_000;

function isPendingAdd(value: unknown): value is PendingAdd {
  if (typeof value !== 'object' || value === null) return false;
  const add = value as Record<string, unknown>;
  const line = add.line as Record<string, unknown> | null;
  return (
    typeof add.qty === 'number' &&
    typeof add.expectedQty === 'number' &&
    typeof add.sentAt === 'number' &&
    (add.addId === undefined || typeof add.addId === 'string') &&
    typeof line === 'object' &&
    line !== null &&
    typeof line.sku === 'string' &&
    typeof line.name === 'string' &&
    typeof line.price === 'number' &&
    typeof line.itemId === 'number'
  );
}

/** Anything in storage that is not a pending add is dropped, never trusted; none left means no key. */
export const $pendingCartAdds = persistentAtom<PendingAdd[]>(STORAGE_KEYS.pendingCartAdds, [], {
  encode: (adds) => (adds.length === 0 ? undefined : JSON.stringify(adds)),
  decode: (raw) => {
    try {
      const parsed: unknown = JSON.parse(raw);
      return Array.isArray(parsed) ? parsed.filter(isPendingAdd) : [];
    } catch {
      return [];
    }
  },
});

/** The product's quantity in a cart, its variants' lines included. */
function productQty(items: readonly CartItem[], sku: string): number {
  return items.filter((item) => item.sku === sku || item.mainProductSku === sku).reduce((sum, item) => sum + item.qty, 0);
}

/** The product's quantity in a cart the server answered (optimistic lines, with negative ids, do not count). */
function landedQty(items: readonly CartItem[], sku: string): number {
  return productQty(items.filter((item) => !isUnconfirmedLine(item)), sku);
}

export type SortedPendingAdds = {
  /** The server's cart holds them. */
  landed: PendingAdd[];
  /** Not in the server's cart yet, and still able to land. */
  waiting: PendingAdd[];
  /** Not in the server's cart, and past the time they could land: to be sent again. */
  lost: PendingAdd[];
};

/** Sorts the pending adds against the cart the server has just answered. */
export function sortPendingAdds(adds: readonly PendingAdd[], serverItems: readonly CartItem[], now: number): SortedPendingAdds {
  const sorted: SortedPendingAdds = { landed: [], waiting: [], lost: [] };
  for (const add of adds) {
    if (landedQty(serverItems, add.line.sku) >= add.expectedQty) sorted.landed.push(add);
    else if (now - add.sentAt < LANDING_WINDOW_MS) sorted.waiting.push(add);
    else sorted.lost.push(add);
  }
  return sorted;
}

/**
 * The cart as the shopper should see it: the server's lines, plus the line of each pending add they do not hold yet
 * (spec §4's optimistic line, kept until the add has landed or is given up). `addLine` is the local add rule.
 */
export function withPendingLines(
  serverItems: readonly CartItem[],
  adds: readonly PendingAdd[],
  addLine: (items: readonly CartItem[], line: CartItem) => CartItem[],
): CartItem[] {
  let items = [...serverItems];
  for (const add of adds) {
    const shown = items.some((item) => item.itemId === add.line.itemId);
    if (!shown && landedQty(serverItems, add.line.sku) < add.expectedQty) items = addLine(items, add.line);
  }
  return items;
}

/**
 * The add about to be sent, remembered until its answer arrives; `before` is the cart the shopper added to, `addId`
 * the id of the add it sends again, if it is one (else a new id).
 */
export function rememberAdd(line: CartItem, qty: number, before: readonly CartItem[], now: number, addId = newAddId()): PendingAdd {
  const add: PendingAdd = { line, qty, expectedQty: productQty(before, line.sku) + qty, sentAt: now, addId };
  $pendingCartAdds.set([...$pendingCartAdds.get(), add]);
  return add;
}

function newAddId(): string | undefined {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : undefined;
}

/** The add's answer arrived (taken, refused or failed): it is no longer pending. */
export function forgetAdd(add: PendingAdd): void {
  $pendingCartAdds.set($pendingCartAdds.get().filter((pending) => pending.sentAt !== add.sentAt || pending.line.sku !== add.line.sku));
}
