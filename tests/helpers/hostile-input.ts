/**
 * The hostile-input battery's payloads and its one verdict. Every request of tests/security goes through `probe`,
 * which asserts what must hold whatever was sent: no 5xx, no markup of the request reflected into an HTML answer,
 * a Content-Security-Policy without 'unsafe-inline' for scripts on every HTML answer. Each test adds its own checks
 * (no data of another customer, the status it expects).
 */
import { request as httpRequest } from 'node:http';
import { Parser } from 'htmlparser2';
import { expect } from 'vitest';

/** Markup that would run if a page echoed it unescaped (each is checked verbatim in the answer). */
export const XSS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'><svg/onload=alert(1)>",
  '<iframe srcdoc="<script>alert(1)</script>">',
  '</title><script>alert(document.cookie)</script>',
  '<a href="javascript:alert(1)">x</a>',
];

export const SQL = [
  "' OR '1'='1",
  "1' OR 1=1 --",
  '1; DROP TABLE products; --',
  "' UNION SELECT token, customer_id FROM customer_tokens --",
  "%' AND 1=0 UNION SELECT name, sql FROM sqlite_master --",
  '1) OR (1=1',
];

export const TRAVERSAL = [
  '../../../../etc/passwd',
  '..%2f..%2f..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f%2e%2e%2fbackend%2fdb',
  '....//....//etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '%252e%252e%252fetc%252fpasswd',
];

export const ODD_UNICODE = [
  '\u202Egnp.exe',
  'phone\u0000null',
  '\uFEFF\u200B\u200Dphone',
  '𝔭𝔥𝔬𝔫𝔢 📱',
  'e\u0301\u0301\u0301\u0301\u0301',
  'هاتف\u061C\u200F<b>',
  '\uD800lonely-surrogate',
  'ｆｕｌｌｗｉｄｔｈ',
];

export const OVERLONG = ['a'.repeat(5_000), 'ا'.repeat(3_000), `${'x-'.repeat(2_000)}y`];

/** Every text payload, for fields and parameters that take text. */
export const TEXT_PAYLOADS = [...XSS, ...SQL, ...TRAVERSAL, ...ODD_UNICODE, ...OVERLONG];

/** Cart and item ids a shopper could try instead of their own. */
export const FOREIGN_IDS = ['1', '0', '-1', '2147483648', '99999999999999999999', '1e3', '0x10', 'null', '[]', '{"$ne":null}'];

/**
 * Percent-encodes a payload for a query value; a lone surrogate (which has no UTF-8 form) goes out as the bytes
 * a careless encoder would send, so the server meets invalid UTF-8 too.
 */
export function encode(payload: string): string {
  return [...payload]
    .map((char) => {
      try {
        return encodeURIComponent(char);
      } catch {
        return '%ED%A0%80';
      }
    })
    .join('');
}

/** Encodes a payload for a path segment without letting `fetch` normalize dots away. */
export function segment(payload: string): string {
  return encode(payload).replace(/\./g, '%2E');
}

let probes = 0;

/** How many hostile requests the battery has sent so far (the suite asserts at least 300). */
export function probeCount(): number {
  return probes;
}

/**
 * Whether the answer holds markup of the request's making: an element a payload opened (a script running
 * `alert`, an iframe, an image or SVG with an event handler) or a `javascript:` link. Our own pages have none of
 * these (the CSP allows no inline handler), so any one is a reflection. Text of a payload inside an attribute
 * value or escaped in text is harmless and not counted.
 */
function reflectedMarkup(html: string): string | null {
  let found: string | null = null;
  let inScript = false;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'iframe') found ??= '<iframe>';
        if (name === 'script') inScript = true;
        for (const [attribute, value] of Object.entries(attributes)) {
          if (attribute.startsWith('on')) found ??= `<${name} ${attribute}>`;
          if ((attribute === 'href' || attribute === 'src' || attribute === 'action') && /^\s*javascript:/i.test(value)) found ??= `<${name} ${attribute}=javascript:>`;
        }
      },
      ontext(text) {
        if (inScript && /alert\(/.test(text)) found ??= '<script>alert';
      },
      onclosetag(name) {
        if (name === 'script') inScript = false;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return found;
}

export type Probe = { status: number; body: string; headers: Headers };

/**
 * Sends one hostile request and checks the verdict every request must pass; `sent` names the payloads it carries
 * (to look for them in the answer).
 */
export async function probe(url: string, init: RequestInit & { sent?: string[] } = {}): Promise<Probe> {
  probes += 1;
  const { sent = [], ...rest } = init;
  const response = await fetch(url, { redirect: 'manual', ...rest, signal: AbortSignal.timeout(30_000) });
  const body = await response.text();
  const label = `${rest.method ?? 'GET'} ${url.slice(0, 160)}`;
  expect(response.status, `${label} answered ${response.status}: ${body.slice(0, 300)}`).toBeLessThan(500);
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('text/html')) {
    if (sent.length > 0) expect(reflectedMarkup(body), `${label} reflected markup`).toBeNull();
    const csp = response.headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split(';').find((part) => part.trim().startsWith('script-src')) ?? '';
    expect(csp, `${label} has no CSP`).not.toBe('');
    expect(scriptSrc, `${label} allows inline script`).not.toContain("'unsafe-inline'");
  }
  return { status: response.status, body, headers: response.headers };
}

/** Runs `tasks` a few at a time: enough to be quick on a shared two-core machine, not enough to flood it. */
export async function inBatches<T>(items: readonly T[], run: (item: T) => Promise<unknown>, size = 4): Promise<void> {
  for (let index = 0; index < items.length; index += size) await Promise.all(items.slice(index, index + size).map(run));
}

/**
 * An oversized body on a connection of its own: a server refusing it (413) closes the socket before reading it all,
 * which must not reset a pooled connection that the next request would reuse.
 */
export function probeOversized(url: string, body: string, contentType = 'application/json'): Promise<number> {
  probes += 1;
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'POST', agent: false, headers: { 'content-type': contentType, 'content-length': Buffer.byteLength(body) } }, (res) => {
      res.resume();
      res.on('end', () => {
        expect(res.statusCode, `oversized POST ${url} answered ${res.statusCode}`).toBeLessThan(500);
        resolve(res.statusCode ?? 0);
      });
    });
    // The server may stop reading and close once it has refused: that is an answer, not a failure.
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' || error.code === 'EPIPE' ? resolve(0) : reject(error)));
    req.end(body);
  });
}
