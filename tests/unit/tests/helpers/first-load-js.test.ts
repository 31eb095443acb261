/**
 * The first-load JavaScript measure behind the JS budget test: what it counts (inline code, eager modules
 * and their static imports, islands that hydrate by themselves) and what it leaves out (data blocks, dynamic
 * imports, islands waiting for an interaction or for their place on screen).
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { firstLoadJs, staticImports } from '../../../helpers/first-load-js.ts';

const clientDir = mkdtempSync(join(tmpdir(), 'matjar-first-load-'));
mkdirSync(join(clientDir, '_astro'));
const files: Record<string, string> = {
  'entry.js': 'import{a as b}from"./shared.js";import"./side-effect.js";const later=()=>import("./lazy.js");b(later);',
  'shared.js': 'export*from"./deep.js";export const a=(f)=>f;',
  'deep.js': 'export const deep=1;',
  'side-effect.js': 'document.title+="";',
  'lazy.js': 'export default "only when asked";',
  'island.js': 'export default function Island(){}',
  'renderer.js': 'import"./shared.js";export default ()=>{};',
  'search.js': 'export default function Search(){}',
};
for (const [name, code] of Object.entries(files)) writeFileSync(join(clientDir, '_astro', name), code);
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const gz = (code: string) => gzipSync(code, { level: 9 }).length;
const PAGE = 'https://shop.test/en/about';

describe('staticImports', () => {
  it('finds import, bare import and re-export specifiers, not dynamic imports', () => {
    expect(staticImports(files['entry.js']!)).toEqual(['./shared.js', './side-effect.js']);
    expect(staticImports(files['shared.js']!)).toEqual(['./deep.js']);
    expect(staticImports('export{x as y}from"./z.js";import * as ns from "./ns.js"')).toEqual(['./z.js', './ns.js']);
  });
});

describe('firstLoadJs', () => {
  it('is zero for a page without scripts or with data blocks only', () => {
    const html = `<html><head><script type="application/ld+json">{"@type":"Store"}</script></head>
      <body><script type="application/json" id="texts">{"a":1}</script></body></html>`;
    expect(firstLoadJs(html, PAGE, clientDir)).toMatchObject({ modules: [], gzipBytes: 0, inline: { gzipBytes: 0 } });
  });

  it('counts inline code compressed together, eager modules with their static imports, each once', () => {
    const inlineA = 'window.a=1;';
    const inlineB = 'import "/_astro/deep.js"; window.b=2;';
    const html = `<html><head>
      <script type="module" src="/_astro/entry.js"></script>
      <link rel="modulepreload" href="/_astro/deep.js">
      <script>${inlineA}</script></head>
      <body><script type="module">${inlineB}</script></body></html>`;
    const js = firstLoadJs(html, PAGE, clientDir);
    expect(js.modules.map((module) => module.source).sort()).toEqual(
      ['/_astro/deep.js', '/_astro/entry.js', '/_astro/shared.js', '/_astro/side-effect.js'].sort(),
    );
    expect(js.inline.gzipBytes).toBe(gz(`${inlineA}\n${inlineB}`));
    const modules = ['entry.js', 'shared.js', 'deep.js', 'side-effect.js'].reduce((sum, name) => sum + gz(files[name]!), 0);
    expect(js.gzipBytes).toBe(js.inline.gzipBytes + modules);
  });

  it('counts islands that hydrate by themselves, not those waiting for an interaction or the viewport', () => {
    const html = `<body>
      <astro-island client="idle" component-url="/_astro/island.js" renderer-url="/_astro/renderer.js"></astro-island>
      <astro-island client="interaction" component-url="/_astro/search.js" renderer-url="/_astro/renderer.js"></astro-island>
      <astro-island client="visible" component-url="/_astro/lazy.js" renderer-url="/_astro/renderer.js"></astro-island>
    </body>`;
    const sources = firstLoadJs(html, PAGE, clientDir).modules.map((module) => module.source).sort();
    expect(sources).toEqual(['/_astro/deep.js', '/_astro/island.js', '/_astro/renderer.js', '/_astro/shared.js']);
  });

  it('refuses to measure a module from another origin', () => {
    expect(() => firstLoadJs('<script type="module" src="https://cdn.test/x.js"></script>', PAGE, clientDir)).toThrow(/another origin/);
  });
});
