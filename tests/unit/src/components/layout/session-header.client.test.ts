// @vitest-environment happy-dom
/**
 * The header's personal parts (spec §2), filled in the browser from the session mirror: guests see sign-in and
 * register; a signed-in shopper sees the full name (as text), the account entries, sign-out and the wishlist icon
 * whose accessible name carries the count. After load the mirror is checked against the server: "signed out"
 * there is a forced sign-out. Sign-out leaves a checkout page for the cart (spec §4).
 */
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  bindSessionHeader,
  checkSession,
  pageAfterSignOut,
  wishlistLabel,
  type SessionHeaderTexts,
} from '@/components/layout/session-header.client.ts';
import { $user, $wishlistCount, clearSignedInState, setWishlistCount, takeSessionNotice } from '@/stores/auth/session-mirror.ts';

vi.mock('@/lib/browser/actions-client.ts', () => ({
  loadActions: () => Promise.reject(new Error('no Actions in unit tests')),
  actionErrorCode: () => undefined,
}));

useTestStorageEngine();

const english: SessionHeaderTexts = {
  wishlist: 'My list',
  wishlistCount: { zero: 'My list, {{count}} items', one: 'My list, {{count}} item', two: 'x', few: 'x', many: 'x', other: 'My list, {{count}} items' },
  loggedOut: 'Logged Out',
  sessionExpired: 'Your session has expired, please sign in again',
  network: 'Something went wrong, please try again later',
};

let unbind = () => {};

beforeEach(() => {
  document.body.innerHTML = `
    <p data-account-links><a href="/en/login">Sign in</a></p>
    <div hidden data-signed-in-only><a href="/en/account"><span data-full-name>My account</span></a></div>
    <li hidden data-signed-in-only><a data-wishlist-link aria-label="My list" href="/en/account/wishlist"><span hidden data-wishlist-badge data-count=""></span></a></li>`;
});

afterEach(() => {
  unbind();
  clearSignedInState();
  cleanTestStorage();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

const shown = (selector: string) => [...document.querySelectorAll<HTMLElement>(selector)].map((element) => !element.hidden);

describe('the header for guests and signed-in shoppers', () => {
  it('shows the guest links, then the signed-in parts with the name as text', () => {
    unbind = bindSessionHeader(document, 'en', english);
    expect(shown('[data-account-links]')).toEqual([true]);
    expect(shown('[data-signed-in-only]')).toEqual([false, false]);

    $user.set({ fullName: '<img src=x onerror=alert(1)>', roles: [] });
    expect(shown('[data-account-links]')).toEqual([false]);
    expect(shown('[data-signed-in-only]')).toEqual([true, true]);
    const name = document.querySelector('[data-full-name]');
    expect(name?.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(name?.querySelector('img')).toBeNull();

    $user.set(null);
    expect(shown('[data-account-links]')).toEqual([true]);
  });

  it('puts the wishlist count in the icon’s accessible name and badge', () => {
    $user.set({ fullName: 'Noor', roles: [] });
    unbind = bindSessionHeader(document, 'en', english);
    const link = document.querySelector('[data-wishlist-link]');
    const badge = document.querySelector<HTMLElement>('[data-wishlist-badge]');
    expect(link?.getAttribute('aria-label')).toBe('My list');
    expect(badge?.hidden).toBe(true);
    $wishlistCount.set(3);
    expect(link?.getAttribute('aria-label')).toBe('My list, 3 items');
    expect(badge?.hidden).toBe(false);
    expect(badge?.dataset.count).toBe('3');
    expect(badge?.getAttribute('aria-hidden')).toBe('true');
    $wishlistCount.set(1);
    expect(link?.getAttribute('aria-label')).toBe('My list, 1 item');
    $wishlistCount.set(120);
    expect(badge?.dataset.count).toBe('99+');
  });

  it('words the count in Arabic plural forms', () => {
    const arabic = { ...english, wishlistCount: { zero: 'صفر', one: 'منتج واحد', two: 'منتجان', few: '{{count}} منتجات', many: '{{count}} منتجًا', other: '{{count}} منتج' } };
    expect(wishlistLabel(2, 'ar', arabic)).toBe('منتجان');
    expect(wishlistLabel(3, 'ar', arabic)).toBe('3 منتجات');
    expect(wishlistLabel(11, 'ar', arabic)).toBe('11 منتجًا');
    expect(wishlistLabel(0, 'ar', arabic)).toBe(english.wishlist);
  });
});

describe('checking the session after load', () => {
  it('asks nothing for a guest', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await checkSession('en');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('takes the name and count the server knows', async () => {
    $user.set({ fullName: 'Old Name', roles: [] });
    const fetch = vi.fn(async () => new Response(JSON.stringify({ signedIn: true, fullName: 'Noor Al-Thani', wishlistCount: 4 })));
    vi.stubGlobal('fetch', fetch);
    await checkSession('ar');
    expect(fetch).toHaveBeenCalledWith('/api/session?locale=ar', expect.objectContaining({ cache: 'no-store' }));
    expect($user.get()?.fullName).toBe('Noor Al-Thani');
    expect($wishlistCount.get()).toBe(4);
  });

  it('keeps a count the page changed while the check was on its way: the answer is from before the add', async () => {
    $user.set({ fullName: 'Noor', roles: [] });
    $wishlistCount.set(1);
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    const checking = checkSession('en');
    setWishlistCount(2);
    answer(new Response(JSON.stringify({ signedIn: true, fullName: 'Noor Al-Thani', wishlistCount: 1 })));
    await checking;
    expect($user.get()?.fullName).toBe('Noor Al-Thani');
    expect($wishlistCount.get()).toBe(2);
  });

  it('signs out by force when the server no longer knows the session', async () => {
    history.replaceState(null, '', '/en/products/phone');
    $user.set({ fullName: 'Noor', roles: [] });
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ signedIn: false }))));
    const navigate = vi.fn();
    await checkSession('en', navigate);
    expect($user.get()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/en/login?redirect=%2Fen%2Fproducts%2Fphone');
    expect(takeSessionNotice()).toBe('session-expired');
  });

  it('asks the server when only the session hint is there (signed in through a plain form) and shows the name', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ signedIn: true, fullName: 'Noor Al-Thani', wishlistCount: 2 })));
    vi.stubGlobal('fetch', fetch);
    await checkSession('en', undefined, 'locale=en; signed_in=1');
    expect(fetch).toHaveBeenCalledWith('/api/session?locale=en', expect.objectContaining({ cache: 'no-store' }));
    expect($user.get()?.fullName).toBe('Noor Al-Thani');
    expect($wishlistCount.get()).toBe(2);
  });

  it('takes a stale hint quietly: no forced sign-out for a shopper who showed no name', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ signedIn: false }))));
    const navigate = vi.fn();
    await checkSession('en', navigate, 'signed_in=1');
    expect($user.get()).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
    expect(takeSessionNotice()).toBeNull();
  });

  it('reads only the exact hint cookie', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await checkSession('en', undefined, 'not_signed_in=1; signed_in=0');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('changes nothing when the server cannot tell', async () => {
    $user.set({ fullName: 'Noor', roles: [] });
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 503 })));
    await checkSession('en');
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    await checkSession('en');
    expect($user.get()?.fullName).toBe('Noor');
  });
});

describe('where sign-out leaves the shopper', () => {
  it('goes to the cart from checkout, home from the account, and stays elsewhere', () => {
    expect(pageAfterSignOut('/ar/checkout', 'ar')).toBe('/ar/cart');
    expect(pageAfterSignOut('/en/checkout/payment', 'en')).toBe('/en/cart');
    expect(pageAfterSignOut('/en/account/orders', 'en')).toBe('/en');
    expect(pageAfterSignOut('/en/products/phone', 'en')).toBeNull();
    expect(pageAfterSignOut('/ar/checkouts', 'ar')).toBeNull();
  });
});
