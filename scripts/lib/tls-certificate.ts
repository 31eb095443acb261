/**
 * The certificate the TLS terminator serves: the operator's (`TLS_CERT_PEM`: one PEM file holding the private key and
 * the certificate chain, as hitch reads it), or a self-signed one for `localhost` and 127.0.0.1 made now with
 * openssl into `dir` (valid 30 days; a browser warns once, a test trusts it by its PEM).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export type TlsCertificate = {
  /** The key and the chain, one file (hitch's `pem-file`). */
  pemFile: string;
  /** The certificate alone, to trust it (tls.setDefaultCACertificates, curl --cacert). */
  certificate: string;
  selfSigned: boolean;
};

export function tlsCertificate(dir: string, env: NodeJS.ProcessEnv = process.env): TlsCertificate {
  const given = env.TLS_CERT_PEM;
  if (given) {
    if (!existsSync(given)) throw new Error(`TLS_CERT_PEM: ${given} does not exist`);
    const pem = readFileSync(given, 'utf8');
    const certificate = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----\n?/.exec(pem)?.[0];
    if (!certificate || !/PRIVATE KEY-----/.test(pem)) throw new Error(`TLS_CERT_PEM: ${given} must hold the private key and the certificate`);
    return { pemFile: given, certificate, selfSigned: false };
  }
  const key = join(dir, 'self-signed.key');
  const cert = join(dir, 'self-signed.crt');
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '30', '-subj', '/CN=localhost',
      '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-keyout', key, '-out', cert],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const certificate = readFileSync(cert, 'utf8');
  const pemFile = join(dir, 'self-signed.pem');
  writeFileSync(pemFile, readFileSync(key, 'utf8') + certificate, { mode: 0o600 });
  return { pemFile, certificate, selfSigned: true };
}
