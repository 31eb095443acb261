/**
 * What the proxies in front of the storefront say about a request, believed only from the proxies the operator named
 * (`TRUSTED_PROXIES`: proxy-addr's list of addresses, CIDR ranges and `loopback`, `linklocal`, `uniquelocal`;
 * `loopback` unless told, as the backend's `BACKEND_TRUSTED_PROXIES`). Any other peer may write `X-Forwarded-For`
 * and `X-Forwarded-Proto` as it likes: from it they change nothing.
 *
 * - The scheme the shopper used: the first `X-Forwarded-Proto` of a trusted peer (hitch → Varnish set it), else
 *   the request's own. It decides HSTS, the `Secure` cookies and the origin a form post must come from.
 * - The shopper's address: walking `X-Forwarded-For` from the right (each proxy appends the address it was
 *   reached from), the first address that is not a trusted proxy; with no trusted peer, the peer itself. Rate
 *   limits, the bot check and the backend's per-client limits count it.
 *
 * The peer is the socket's address, which Astro's node adapter keeps on the Request it builds (and gives pages as
 * `clientAddress`: astro.config.mjs keeps `security.allowedDomains` empty, so Astro never takes it from a header).
 */
import { isIP } from 'node:net';
import proxyAddr from 'proxy-addr';

const trustCache = new Map<string, (address: string, hop: number) => boolean>();

/** Whether `peer` (the socket's address) is one of the proxies whose forwarded headers are believed. */
export function isTrustedProxy(peer: string | null, trustedEnv: string | undefined = process.env.TRUSTED_PROXIES): boolean {
  if (!peer || !isIP(peer)) return false;
  const list = trustedEnv ?? 'loopback';
  let trust = trustCache.get(list);
  if (!trust) {
    const entries = list.split(',').map((entry) => entry.trim()).filter(Boolean);
    try {
      trust = proxyAddr.compile(entries);
    } catch {
      // A malformed list trusts nobody rather than taking the store down.
      trust = () => false;
    }
    trustCache.set(list, trust);
  }
  return trust(peer, 0);
}

/** The scheme a trusted peer forwarded (its first `X-Forwarded-Proto`, `http` or `https`), or null. */
export function forwardedScheme(forwardedProto: string | null | undefined, peer: string | null, trustedEnv?: string): 'http' | 'https' | null {
  const scheme = forwardedProto?.split(',')[0]?.trim().toLowerCase();
  if (scheme !== 'https' && scheme !== 'http') return null;
  return isTrustedProxy(peer, trustedEnv) ? scheme : null;
}

/**
 * The shopper's address: the right-most address of `X-Forwarded-For` (after the peer) that is not a trusted proxy,
 * stopping at the first entry that is not an address; the peer when it is not trusted or names nobody.
 */
export function clientAddress(forwardedFor: string | null | undefined, peer: string | null, trustedEnv?: string): string | null {
  const chain = (forwardedFor ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  let address = peer;
  while (address !== null && chain.length > 0 && isTrustedProxy(address, trustedEnv)) {
    const next = chain.pop()!;
    if (!isIP(next)) break;
    address = next;
  }
  return address;
}

const PEER = Symbol.for('astro.clientAddress');

/** The socket's address Astro's node adapter recorded on the request, or null (a request made elsewhere). */
export function requestPeer(request: Request): string | null {
  const peer: unknown = Reflect.get(request, PEER);
  return typeof peer === 'string' ? peer : null;
}
