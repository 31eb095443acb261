/**
 * The customer session: Magento's customer token in an HttpOnly, SameSite=Lax cookie (Secure on https) that only
 * the server sets, for Magento's token lifetime (spec §9: 7 776 000 s, 90 days). No page script can read it; the
 * middleware reads it once into `locals.shopper.token` and binds `locals.commerce` to it, which attaches the
 * Bearer header. Starting or ending a session keeps both in step, so the rest of the request acts as the new
 * shopper.
 *
 * A cookie that does not look like a token reads as "signed out"; a token the backend refuses (expired, revoked)
 * is ended by whoever hears the refusal (`endSession`), which is the forced sign-out of spec §4.
 *
 * Beside it, a readable `signed_in=1` hint with the same lifetime: it holds no secret, only tells the header's
 * script that a session may exist, so a shopper who signed in through a plain form (no JavaScript, hence no
 * display mirror) still sees their name once scripts run. The server remains the judge (`GET /api/session`).
 */
import type { AstroCookies } from 'astro';
import { CommerceAuthError } from '@/lib/commerce/index.ts';
import { SESSION_HINT_COOKIE } from '@/lib/session-hint.ts';
import { DISPLAY_COOKIES } from '@/lib/display-cookies.ts';
import { isHttpsRequest } from '@/server/security/strict-transport-security.ts';
import { clearCheckoutCookie, keepCartCookie } from './cart-cookies.ts';
import type { ShopperContext } from './request-context.ts';

export const SESSION_COOKIE = 'customer_token';
export { SESSION_HINT_COOKIE };
/** Spec §9: the auth token lifetime, 90 days. */
export const SESSION_MAX_AGE = 7_776_000;
/** Magento's customer tokens are opaque: 32 alphanumerics by default, JWTs since 2.4.4. Anything else is forged. */
const TOKEN_SHAPE = /^[\w.-]{16,2048}$/;

export function readCustomerToken(cookies: AstroCookies): string | null {
  const value = cookies.get(SESSION_COOKIE)?.value;
  return value !== undefined && TOKEN_SHAPE.test(value) ? value : null;
}

/** The request's shopper and commerce client from now on: signed in with `token`, or a guest with null. */
function actAs(context: ShopperContext, token: string | null): void {
  const { locals } = context;
  locals.shopper = { ...locals.shopper, token, signedInHint: token !== null };
  locals.commerce = locals.commerce.as(token);
}

export function startSession(context: ShopperContext, token: string): void {
  const cookie = { path: '/', maxAge: SESSION_MAX_AGE, sameSite: 'lax', secure: isHttpsRequest(context.url, context.request) } as const;
  context.cookies.set(SESSION_COOKIE, token, { ...cookie, httpOnly: true });
  context.cookies.set(SESSION_HINT_COOKIE, '1', cookie);
  // The display mirror of whoever was signed in before (src/lib/display-cookies.ts); the page scripts write the new one.
  context.cookies.delete(DISPLAY_COOKIES.fullName, { path: '/' });
  context.cookies.delete(DISPLAY_COOKIES.wishlistCount, { path: '/' });
  actAs(context, token);
}

export function endSession(context: ShopperContext): void {
  const { checkoutCartId } = context.locals.shopper;
  actAs(context, null);
  context.cookies.delete(SESSION_COOKIE, { path: '/' });
  context.cookies.delete(SESSION_HINT_COOKIE, { path: '/' });
  // Spec §4 sign-out clears the name, the wishlist count and the cart mirror: their display cookies too.
  // The customer's compare list stays theirs: its count goes with the session.
  for (const name of [DISPLAY_COOKIES.fullName, DISPLAY_COOKIES.wishlistCount, DISPLAY_COOKIES.cartCount, DISPLAY_COOKIES.compareCount]) context.cookies.delete(name, { path: '/' });
  // The checkout belonged to the session.
  if (checkoutCartId) clearCheckoutCookie(context);
}

/**
 * Spec §4 forced sign-out, the server's half: when the backend refuses the session's token (expired or revoked:
 * HTTP 401 or `graphql-authorization`), the session cookie and the guest cart cookie are dropped. The browser's
 * half (clearing its display mirror, going to /login) follows the UNAUTHORIZED answer or the session check.
 */
export function forceSignOut(context: ShopperContext): void {
  endSession(context);
  keepCartCookie(context, null);
}

/** Runs work done with the session's token; a refused token signs the shopper out, then the refusal goes on. */
export async function withSession<T>(context: ShopperContext, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof CommerceAuthError) forceSignOut(context);
    throw error;
  }
}
