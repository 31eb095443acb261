/**
 * The account's wishlist page: a change posted without JavaScript answers 303 to the page with its notice, a refused
 * one renders with why at its status; the page seeds its script with each product's item and the count line as the
 * list shrinks, in the shopper's language.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { copy, fill } from '../../../../e2e/support/locales.ts';
import type * as WishlistSteps from '@/server/wishlist/wishlist-steps.ts';

const addToWishlist = { toString: () => '?_action=account.addToWishlist' };
const removeFromWishlist = { toString: () => '?_action=account.removeFromWishlist' };
vi.mock('astro:actions', () => ({ actions: { account: { addToWishlist, removeFromWishlist } } }));

const signedIn = vi.fn<() => Promise<unknown>>();
vi.mock('@/server/account/account-page.ts', () => ({ openAccountPage: () => signedIn() }));

const entry = (productId: number, wishlistItemId: number | null) => ({
  wishlistItemId,
  product: { id: productId, sku: `SKU-${productId}`, name: `Phone ${productId}` },
  variant: null,
  options: [],
  variantQuery: null,
});
const listed = vi.fn<() => Promise<unknown[]>>();
vi.mock('@/server/wishlist/wishlist-steps.ts', async (original) => ({
  ...(await original<typeof WishlistSteps>()),
  loadWishlist: () => listed(),
}));

const { loadWishlistPage } = await import('@/server/wishlist/wishlist-page.ts');

type Results = Partial<Record<'added' | 'removed', { data?: unknown; error?: { status: number; message: string } }>>;

/** The page as the loader reads it; `redirected` records a 303's address. */
function page(locale: 'ar' | 'en', results: Results = {}, search = '') {
  const redirected: string[] = [];
  const astro = {
    locals: { locale, commerce: {} },
    url: new URL(`http://localhost/${locale}/account/wishlist${search}`),
    response: { status: 200 },
    getActionResult: (action: unknown) => (action === addToWishlist ? results.added : action === removeFromWishlist ? results.removed : undefined),
    redirect: (to: string, status: number) => {
      redirected.push(to);
      return new Response(null, { status, headers: { location: to } });
    },
  };
  return { astro: astro as unknown as Parameters<typeof loadWishlistPage>[0], redirected, response: astro.response };
}

beforeEach(() => {
  signedIn.mockResolvedValue({ customer: {} });
  listed.mockResolvedValue([entry(7, 70), entry(9, null), entry(11, 110)]);
});

describe('loadWishlistPage', () => {
  it('answers sign-in instead when there is no session', async () => {
    const toLogin = new Response(null, { status: 302 });
    signedIn.mockResolvedValue(toLogin);
    expect(await loadWishlistPage(page('en').astro)).toBe(toLogin);
  });

  it('answers 303 to itself with a notice after an add or a remove posted without JavaScript', async () => {
    const added = page('ar', { added: { data: { productId: 7, wishlistItemId: 70 } } });
    const answer = await loadWishlistPage(added.astro);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(303);
    expect(added.redirected).toEqual(['/ar/account/wishlist?notice=wishlist-added']);
    const removed = page('en', { removed: { data: true } });
    await loadWishlistPage(removed.astro);
    expect(removed.redirected).toEqual(['/en/account/wishlist?notice=wishlist-removed']);
  });

  it('renders a refused change with why, at its status', async () => {
    const refused = page('en', { removed: { error: { status: 503, message: '' } } });
    const view = await loadWishlistPage(refused.astro);
    expect(refused.response.status).toBe(503);
    expect(view).toMatchObject({ notice: { kind: 'error', message: copy('en', 'errors', 'network') } });
  });

  it('shows the notice the address names, and seeds the script with the items and the count line as the list shrinks', async () => {
    const view = await loadWishlistPage(page('en', {}, '?notice=wishlist-removed').astro);
    expect(view).toMatchObject({
      notice: { kind: 'success', message: copy('en', 'account', 'wishlist.removed') },
      seed: {
        marks: [{ productId: 7, wishlistItemId: 70 }, { productId: 11, wishlistItemId: 110 }],
        countTexts: [0, 1, 2].map((left) => fill(copy('en', 'account', left === 1 ? 'wishlist.count_one' : 'wishlist.count_other'), { count: left })),
      },
    });
    expect((view as { entries: unknown[] }).entries).toHaveLength(3);
  });

  it("says the empty list in the shopper's language, with the way back to the shop", async () => {
    listed.mockResolvedValue([]);
    const view = await loadWishlistPage(page('ar').astro);
    expect(view).toMatchObject({
      entries: [],
      empty: {
        title: copy('ar', 'errors', 'empty.wishlist'),
        message: copy('ar', 'account', 'wishlist.emptyHint'),
        action: { label: copy('ar', 'account', 'wishlist.browse'), href: '/ar/categories' },
      },
    });
  });
});
