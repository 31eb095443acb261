/**
 * Compare lists (Magento's CompareList): a guest's named by its uid, a customer's one list, each holding at most
 * MAX_COMPARED products in the order they were added. A variant's id compares its configurable product as that
 * variant; the same product again keeps its place and takes the new choice.
 */
import { generateMaskedCartId } from '../carts/masked-id.ts';
import { parentIdOf } from '../db/configurable-links.ts';
import { cachedStatement, transaction, type Database } from '../db/database.ts';
import { magentoDateTime } from '../dates.ts';
import { MagentoError } from '../errors.ts';

/** Side by side, four products still fit a laptop's screen; a fifth is refused. */
export const MAX_COMPARED = 4;

export interface CompareListRow {
  id: number;
  uid: string;
  customer_id: number | null;
}

export interface ComparedItem {
  productId: number;
  /** The variant chosen of a configurable product, else null. */
  childId: number | null;
}

const listNotFound = (uid: string) => new MagentoError(404, 'The compare list with uid "%uid" does not exist.', { uid: uid.slice(0, 64) });

export function listByUid(db: Database, uid: string): CompareListRow | null {
  return (cachedStatement(db, 'SELECT id, uid, customer_id FROM compare_lists WHERE uid = ?').get(uid) as unknown as CompareListRow | undefined) ?? null;
}

export function customerList(db: Database, customerId: number): CompareListRow | null {
  return (cachedStatement(db, 'SELECT id, uid, customer_id FROM compare_lists WHERE customer_id = ?').get(customerId) as unknown as CompareListRow | undefined) ?? null;
}

/**
 * The list a request may use: a guest's list by its uid, or a customer's own list; a customer's list is nobody
 * else's, so for anyone else it does not exist (the same answer as a uid no list has).
 */
export function usableList(db: Database, uid: string, customerId: number | null): CompareListRow {
  const list = listByUid(db, uid);
  if (!list || (list.customer_id !== null && list.customer_id !== customerId)) throw listNotFound(uid);
  return list;
}

/** A guest's list nobody used for this long is removed when another is made. */
const GUEST_LIST_DAYS = 30;

export function createList(db: Database, customerId: number | null, now: Date): CompareListRow {
  const at = magentoDateTime(now);
  cachedStatement(db, 'DELETE FROM compare_lists WHERE customer_id IS NULL AND updated_at < ?').run(magentoDateTime(new Date(now.getTime() - GUEST_LIST_DAYS * 86_400_000)));
  return cachedStatement(db, 'INSERT INTO compare_lists (uid, customer_id, created_at, updated_at) VALUES (?, ?, ?, ?) RETURNING id, uid, customer_id')
    .get(generateMaskedCartId(), customerId, at, at) as unknown as CompareListRow;
}

export function listItems(db: Database, listId: number): ComparedItem[] {
  return (cachedStatement(db, 'SELECT product_id, child_id FROM compare_list_items WHERE list_id = ? ORDER BY position, product_id').all(listId) as Array<{ product_id: number; child_id: number | null }>)
    .map((row) => ({ productId: row.product_id, childId: row.child_id }));
}

/** What a product id names on a list: a product sold on its own, or a variant of a configurable product; null if neither. */
export function comparedItemOf(db: Database, productId: number): ComparedItem | null {
  const product = cachedStatement(db, 'SELECT id, visibility FROM products WHERE id = ? AND status = 1').get(productId) as { id: number; visibility: number } | undefined;
  if (!product) return null;
  const parentId = parentIdOf(db, productId);
  if (parentId !== null) return { productId: parentId, childId: productId };
  return product.visibility === 1 ? null : { productId, childId: null };
}

/** Adds the products (refusing unknown ones and a list past MAX_COMPARED, with nothing added). */
export function addToList(db: Database, list: CompareListRow, productIds: readonly number[], now: Date): void {
  transaction(db, () => {
    const items = productIds.map((id) => {
      const item = comparedItemOf(db, id);
      if (!item) throw new MagentoError(400, 'Product with ID "%id" does not exist.', { id });
      return item;
    });
    const at = magentoDateTime(now);
    const insert = cachedStatement(
      db,
      `INSERT INTO compare_list_items (list_id, product_id, child_id, added_at, position)
       VALUES (?, ?, ?, ?, (SELECT COALESCE(MAX(position), 0) + 1 FROM compare_list_items WHERE list_id = ?))
       ON CONFLICT (list_id, product_id) DO UPDATE SET child_id = COALESCE(excluded.child_id, child_id)`,
    );
    for (const item of items) insert.run(list.id, item.productId, item.childId, at, list.id);
    const { count } = cachedStatement(db, 'SELECT COUNT(*) AS count FROM compare_list_items WHERE list_id = ?').get(list.id) as { count: number };
    if (count > MAX_COMPARED) throw new MagentoError(400, 'A compare list holds at most %max products. Remove one to add another.', { max: MAX_COMPARED }, { compare_list_full: true });
    touch(db, list.id, now);
  });
}

/** Removes the products (by the id added: a variant's id removes its configurable product too). */
export function removeFromList(db: Database, list: CompareListRow, productIds: readonly number[], now: Date): void {
  transaction(db, () => {
    const remove = cachedStatement(db, 'DELETE FROM compare_list_items WHERE list_id = ? AND (product_id = ? OR child_id = ?)');
    for (const id of productIds) remove.run(list.id, id, id);
    touch(db, list.id, now);
  });
}

export function deleteList(db: Database, list: CompareListRow): void {
  cachedStatement(db, 'DELETE FROM compare_lists WHERE id = ?').run(list.id);
}

/**
 * A guest's list becomes the customer's at sign-in. A customer who has a list already keeps it, with the guest's
 * products added after theirs as far as room allows; the guest's list is then gone.
 */
export function assignToCustomer(db: Database, list: CompareListRow, customerId: number, now: Date): CompareListRow {
  return transaction(db, () => {
    const own = customerList(db, customerId);
    if (!own) {
      cachedStatement(db, 'UPDATE compare_lists SET customer_id = ?, updated_at = ? WHERE id = ?').run(customerId, magentoDateTime(now), list.id);
      return { ...list, customer_id: customerId };
    }
    if (own.id === list.id) return own;
    const kept = listItems(db, own.id);
    const room = MAX_COMPARED - kept.length;
    const at = magentoDateTime(now);
    const insert = cachedStatement(
      db,
      `INSERT OR IGNORE INTO compare_list_items (list_id, product_id, child_id, added_at, position)
       VALUES (?, ?, ?, ?, (SELECT COALESCE(MAX(position), 0) + 1 FROM compare_list_items WHERE list_id = ?))`,
    );
    const added = listItems(db, list.id).filter((item) => !kept.some((mine) => mine.productId === item.productId)).slice(0, Math.max(0, room));
    for (const item of added) insert.run(own.id, item.productId, item.childId, at, own.id);
    deleteList(db, list);
    touch(db, own.id, now);
    return own;
  });
}

function touch(db: Database, listId: number, now: Date): void {
  cachedStatement(db, 'UPDATE compare_lists SET updated_at = ? WHERE id = ?').run(magentoDateTime(now), listId);
}
