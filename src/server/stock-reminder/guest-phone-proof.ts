/**
 * A guest's proof of a verified phone number (spec §2 "guest verification"), kept so that one verification
 * serves every stock reminder of the visit. It lives in an HttpOnly, SameSite=Lax cookie (Secure on https) for as
 * long as the backend says the proof holds; no page script can read it, and it reaches the backend only with a
 * guest's stock reminder. The cookie also names the number it proves, to show the shopper which one it is.
 */
import type { AstroCookies } from 'astro';
import { isHttpsRequest } from '@/server/security/strict-transport-security.ts';
import type { ShopperContext } from '@/server/shopper/request-context.ts';

export const GUEST_PHONE_COOKIE = 'guest_phone_proof';

/** `<token>.<8 digits>`; the backend's tokens are URL-safe base64. Anything else is ignored. */
const COOKIE_SHAPE = /^([\w-]{16,128})\.(\d{8})$/;

export type GuestPhoneProofCookie = { token: string; telephone: string };

export function readGuestPhoneProof(cookies: AstroCookies): GuestPhoneProofCookie | null {
  const match = COOKIE_SHAPE.exec(cookies.get(GUEST_PHONE_COOKIE)?.value ?? '');
  return match?.[1] && match[2] ? { token: match[1], telephone: match[2] } : null;
}

export function keepGuestPhoneProof(context: ShopperContext, proof: GuestPhoneProofCookie, maxAgeSeconds: number): void {
  context.cookies.set(GUEST_PHONE_COOKIE, `${proof.token}.${proof.telephone}`, {
    path: '/',
    maxAge: maxAgeSeconds,
    sameSite: 'lax',
    httpOnly: true,
    secure: isHttpsRequest(context.url, context.request),
  });
}

export function dropGuestPhoneProof(context: ShopperContext): void {
  context.cookies.delete(GUEST_PHONE_COOKIE, { path: '/' });
}
