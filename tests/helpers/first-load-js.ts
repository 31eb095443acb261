/**
 * The JavaScript a page makes the browser download and run on first load, before the shopper does anything,
 * read from the page's HTML and the build's client files:
 * - every inline script (classic or module; JSON and other data blocks are not code);
 * - every eagerly loaded module (`<script type="module" src>`, `<link rel="modulepreload">`), with the modules it
 *   imports statically, transitively (a dynamic `import()` loads later, on demand, and is not counted);
 * - the component and renderer of islands that hydrate by themselves (`client:load`, `client:idle`,
 *   `client:media`, `client:only`). Islands that wait for the shopper (`client:interaction`) or for their
 *   place on screen (`client:visible`) are left out: they cost nothing until then.
 * Sizes are gzip at level 9, as the server sends precompressed assets. Inline scripts travel together in one
 * compressed document, so they are compressed together, as one stream: the figure then depends only on the
 * code, not on the text of the page around it (which would make it vary with products and the time of day).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { Window } from 'happy-dom';

export type PageScript = { source: string; bytes: number; gzipBytes: number };

export type FirstLoadJs = {
  /** Eagerly loaded module files, each once, with their own gzip size. */
  modules: PageScript[];
  /** All inline scripts together; `sources` names each one by its first characters. */
  inline: { sources: string[]; bytes: number; gzipBytes: number };
  gzipBytes: number;
};

const JS_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);
const SELF_HYDRATING = new Set(['load', 'idle', 'media', 'only']);

/** Static `import … from "x"`, `import "x"` and `export … from "x"` specifiers of a module (not `import()`). */
const STATIC_IMPORT = /(?:^|[;\s}])(?:import\s*(?:[\w$*{}\s,]+?\s*from\s*)?|export\s*(?:\*(?:\s*as\s+[\w$]+)?|\{[^}]*\})\s*from\s*)["']([^"']+)["']/g;

export function staticImports(code: string): string[] {
  return [...code.matchAll(STATIC_IMPORT)].map((match) => match[1] ?? '').filter(Boolean);
}

function gzipSize(code: string | Buffer): number {
  return gzipSync(code, { level: 9 }).length;
}

function parse(html: string): Document {
  const window = new Window({
    settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true },
  });
  return new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document;
}

/**
 * The first-load scripts of a page served at `pageUrl`, reading modules from `clientDir` (the build's
 * `dist/client`). Only same-origin modules are expected; anything else fails the measurement loudly.
 */
export function firstLoadJs(html: string, pageUrl: string, clientDir: string): FirstLoadJs {
  const document = parse(html);
  const scripts: PageScript[] = [];
  const inlineCode: string[] = [];
  const seenModules = new Set<string>();
  const origin = new URL(pageUrl).origin;

  const addModule = (specifier: string, base: string) => {
    const url = new URL(specifier, base);
    if (url.origin !== origin) throw new Error(`${pageUrl} loads a module from another origin: ${url.href}`);
    if (seenModules.has(url.pathname)) return;
    seenModules.add(url.pathname);
    const code = readFileSync(join(clientDir, decodeURIComponent(url.pathname)));
    scripts.push({ source: url.pathname, bytes: code.length, gzipBytes: gzipSize(code) });
    for (const imported of staticImports(code.toString('utf8'))) addModule(imported, url.href);
  };

  for (const script of document.querySelectorAll('script')) {
    const type = (script.getAttribute('type') ?? '').trim().toLowerCase();
    if (!JS_TYPES.has(type)) continue;
    const src = script.getAttribute('src');
    if (src) {
      addModule(src, pageUrl);
      continue;
    }
    const code = script.textContent ?? '';
    if (code.trim() === '') continue;
    inlineCode.push(code);
    if (type === 'module') for (const imported of staticImports(code)) addModule(imported, pageUrl);
  }
  for (const link of document.querySelectorAll('link[rel="modulepreload"][href]')) addModule(link.getAttribute('href')!, pageUrl);
  for (const island of document.querySelectorAll('astro-island')) {
    if (!SELF_HYDRATING.has(island.getAttribute('client') ?? '')) continue;
    for (const attribute of ['component-url', 'renderer-url', 'before-hydration-url']) {
      const url = island.getAttribute(attribute);
      if (url) addModule(url, pageUrl);
    }
  }
  const inline = {
    sources: inlineCode.map((code) => code.trim().slice(0, 60)),
    bytes: inlineCode.reduce((sum, code) => sum + Buffer.byteLength(code), 0),
    gzipBytes: inlineCode.length === 0 ? 0 : gzipSize(inlineCode.join('\n')),
  };
  return { modules: scripts, inline, gzipBytes: inline.gzipBytes + scripts.reduce((sum, s) => sum + s.gzipBytes, 0) };
}
