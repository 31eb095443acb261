/**
 * The shop's edge in front of one page server for a benchmark (`npm run bench:first-load -- --edge`): a throw-away
 * hitch (https, HTTP/2 by ALPN) → Varnish (the shop's VCL, varnish-server.ts) → that server, as a shopper's phone
 * reaches the store in production (README, "Behind Varnish or a CDN"). The certificate is the edge's own
 * (tls-certificate.ts: self-signed unless `TLS_CERT_PEM` names one); a Chromium trusts it by its public key's hash
 * (`--ignore-certificate-errors-spki-list`), so the page is a secure one, as with a real certificate, and nothing
 * about the connection (HTTP/2, its reuse) differs from a shopper's.
 */
import { createHash, X509Certificate } from 'node:crypto';
import { hasHitch, startHitch } from './hitch-server.ts';
import { freePort } from './ports.ts';
import type { TlsCertificate } from './tls-certificate.ts';
import { hasVarnish, startVarnish } from './varnish-server.ts';

export type BenchEdge = {
  /** The https address in front of the server. */
  url: string;
  stop(): Promise<void>;
};

/** Why the edge cannot be put up on this machine, or null when it can. */
export function benchEdgeMissing(): string | null {
  return hasHitch() && hasVarnish() ? null : 'varnishd, vmod-xkey or hitch is missing (apt-get install -y varnish varnish-modules hitch)';
}

/**
 * The Chromium flag that makes `certificate` trusted: the SHA-256 of its public key (Chromium honours it only with
 * its own `--user-data-dir`, which Playwright and Lighthouse's launcher both give it).
 */
export function chromiumTrusting(certificate: TlsCertificate): string {
  const spki = new X509Certificate(certificate.certificate).publicKey.export({ type: 'spki', format: 'der' });
  return `--ignore-certificate-errors-spki-list=${createHash('sha256').update(spki).digest('base64')}`;
}

/** Puts hitch, serving `certificate`, and Varnish in front of the server on 127.0.0.1:`serverPort`; waits until both answer. */
export async function startBenchEdge(serverPort: number, certificate: TlsCertificate): Promise<BenchEdge> {
  const proxyPort = await freePort();
  const varnish = await startVarnish([serverPort], { tlsProxyPort: proxyPort, memory: '128m' });
  try {
    const hitch = await startHitch(certificate.pemFile, proxyPort);
    return {
      url: hitch.url,
      async stop() {
        await hitch.stop();
        await varnish.stop();
      },
    };
  } catch (error) {
    await varnish.stop();
    throw error;
  }
}
