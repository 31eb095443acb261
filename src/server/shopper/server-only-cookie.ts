/**
 * The options of a cookie only the server reads and writes (the cart and checkout cart ids, the compare list): HttpOnly, so no page
 * script sees it; SameSite=Lax; Secure when the request came over https; for the whole site.
 */
import { isHttpsRequest } from '@/server/security/strict-transport-security.ts';
import type { ShopperContext } from './request-context.ts';

export function serverOnlyCookie(context: Pick<ShopperContext, 'url' | 'request'>, maxAge: number) {
  return { path: '/', maxAge, sameSite: 'lax', httpOnly: true, secure: isHttpsRequest(context.url, context.request) } as const;
}
