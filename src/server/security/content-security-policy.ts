/**
 * The storefront's Content-Security-Policy, one header per response.
 *
 * Scripts and styles: Astro (astro.config.mjs `security.csp`) writes `script-src` and `style-src` on every page it
 * renders, with the SHA-256 hash of each inline script and style it emits (island bootstrap, hydration
 * directives, small bundled scripts, island styles). This policy keeps those two directives as Astro wrote them,
 * adds the hashes of the inline code we write ourselves (the announcement bar's pre-paint script, the font faces,
 * the no-JavaScript top bar) and the origins of the third parties that are on, and supplies every other directive. Hashes depend only on the build, so a page replayed from the route
 * cache carries a header that still matches its body, which a per-response nonce would not. No `'unsafe-inline'`
 * for scripts or styles: the markup has no inline event handler and no `style` attribute.
 *
 * Responses Astro did not render as a page (Actions, API, redirects, files) get `'self'` for both.
 * Development (Vite's dev server injects inline scripts and styles and talks over a websocket) keeps
 * `'unsafe-inline'` and allows the websocket; Astro does not hash in dev.
 */
import { createHash } from 'node:crypto';
import { thirdPartyCspSources, type ThirdParties } from './third-parties.ts';

export type PolicyOptions = {
  isDev: boolean;
  /** Where the checkout form posts to pay (Amazon Payment Services' hosted page): form-action allows it. */
  paymentOrigin: string;
  thirdParties: ThirdParties;
  /** CSP sources (`'sha256-…'`) of our own inline scripts and styles. */
  ownHashes?: { scripts: string[]; styles: string[] };
};

/** The CSP source allowing exactly this inline text. */
export function cspHashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

type Directives = Map<string, string[]>;

/** WhatsApp booking may be a plain form to wa.me. */
const WHATSAPP_ORIGIN = 'https://wa.me';

function parsePolicy(policy: string): Directives {
  const directives: Directives = new Map();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/).filter(Boolean);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

function addSources(directives: Directives, name: string, sources: string[]): void {
  const existing = directives.get(name);
  if (!existing) return;
  for (const source of sources) if (!existing.includes(source)) existing.push(source);
}

function serialize(directives: Directives): string {
  return [...directives].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/** Astro's script and style directives, or `'self'` alone when it wrote none. */
function scriptAndStyleDirectives(astroPolicy: string | null, isDev: boolean): Directives {
  if (isDev) return new Map([['script-src', ["'self'", "'unsafe-inline'"]], ['style-src', ["'self'", "'unsafe-inline'"]]]);
  const fromAstro = new Map([...parsePolicy(astroPolicy ?? '')].filter(([name]) => name.startsWith('script-src') || name.startsWith('style-src')));
  if (!fromAstro.has('script-src')) fromAstro.set('script-src', ["'self'"]);
  if (!fromAstro.has('style-src')) fromAstro.set('style-src', ["'self'"]);
  return fromAstro;
}

/**
 * The whole policy for a response: `astroPolicy` is the header Astro set on a rendered page (null for anything
 * else).
 */
export function contentSecurityPolicy(astroPolicy: string | null, options: PolicyOptions): string {
  const { isDev, paymentOrigin, thirdParties, ownHashes } = options;
  const scriptsAndStyles = scriptAndStyleDirectives(astroPolicy, isDev);
  if (!isDev && ownHashes) {
    addSources(scriptsAndStyles, 'script-src', ownHashes.scripts);
    addSources(scriptsAndStyles, 'style-src', ownHashes.styles);
  }
  const directives: Directives = new Map([
    ['default-src', ["'self'"]],
    ...scriptsAndStyles,
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', isDev ? ["'self'", 'ws:', 'wss:'] : ["'self'"]],
    ['frame-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'", WHATSAPP_ORIGIN, paymentOrigin]],
  ]);
  for (const sources of thirdPartyCspSources(thirdParties)) {
    for (const [name, origins] of Object.entries(sources)) {
      addSources(directives, name, origins);
      // A narrower directive Astro wrote (script-src-elem) overrides script-src for elements: it needs them too.
      if (name === 'script-src') addSources(directives, 'script-src-elem', origins);
    }
  }
  return serialize(directives);
}
