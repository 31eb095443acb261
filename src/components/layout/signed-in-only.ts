/**
 * The attributes of a shell part shown only to a signed-in shopper: hidden until the session script shows it
 * (session-header.client.ts), or, on a page that runs no script, until the shopper's stylesheet does
 * (src/server/layout/shopper-style.ts shows `signed-in` as a block, `signed-in-row` as a flex row).
 */
export function signedInOnly(scriptFree: boolean, part: 'signed-in' | 'signed-in-row' = 'signed-in'): Record<string, string | boolean> {
  return scriptFree ? { 'data-shopper-part': part } : { hidden: true, 'data-signed-in-only': '' };
}
