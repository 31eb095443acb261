/**
 * A page's own styles (issue 53): of the store's stylesheet (src/styles/global.css, about 50 KB), a page carries
 * inside its `<head>` only the rules its markup can use, and the whole stylesheet follows as a cached file for what
 * script adds later.
 *
 * A rule is kept when every class its selector names is on some element of the page: `.a .b:hover` needs `a` and
 * `b`, `.lg\:flex` inside its `@media` needs `lg:flex`. Classes inside `:not()`, `:is()`, `:where()` and `:has()`
 * are not required (keeping too much is safe, too little is not). Rules that name no class (the reset, `body`,
 * `[dir=rtl]`, `@font-face`) are always kept, so are at-rules that hold no rules (`@layer a, b;`). Only the markup's
 * `class` attributes are read, wherever they are (a `<template>` or `<noscript>` counts), so the page looks the same
 * with and without script, and with or without the whole file.
 *
 * The selection is made once per render; a page served from the route cache carries it already. The stylesheet is
 * read into pieces once per process (about 17 ms), and a page's cut joins the pieces it keeps: 0.1 ms for a
 * category page, where cloning the parsed tree and removing the rest took 6 ms.
 */
import postcss, { type AtRule, type ChildNode, type Container, type Rule } from 'postcss';

/** Selector parts whose classes are alternatives or negations, not requirements. */
const NOT_REQUIRED = /:(?:not|is|where|has)\((?:[^()]|\([^()]*\))*\)/g;
/** A class in a selector, escapes included (`.lg\:flex`, `.w-1\/2`, `.\[overflow-wrap\:anywhere\]`). */
const CLASS_IN_SELECTOR = /\.((?:\\.|[\w-])+)/g;
const CSS_ESCAPE = /\\(.)/g;
/** A `class` attribute as Astro and React write it (double quotes). */
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#39;': "'", '&#x27;': "'", '&lt;': '<', '&gt;': '>' };
const ENTITY = /&(?:amp|quot|#39|#x27|lt|gt);/g;

/** The classes one selector requires. */
export function requiredClasses(selector: string): string[] {
  const required = selector.replace(NOT_REQUIRED, '');
  return [...required.matchAll(CLASS_IN_SELECTOR)].map((match) => match[1]!.replace(CSS_ESCAPE, '$1'));
}

/** Every class named in the page's markup. */
export function classesInMarkup(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of match[1]!.replace(ENTITY, (entity) => ENTITIES[entity] ?? entity).split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/** A selector of a rule, with the classes it requires. */
type Selector = { text: string; classes: string[] };

/**
 * The stylesheet as pieces, read once: text every page keeps (a declaration block with no class, `@font-face`,
 * `@layer a, b;`), a rule with its selectors and its block, or an at-rule holding rules. A page's styles are the
 * pieces joined, each rule with the selectors its classes allow, without copying or walking a syntax tree.
 */
type Piece = string | { selectors: Selector[]; block: string } | { opening: string; pieces: Piece[]; closing: string };

/** A parsed stylesheet, ready to be cut down for any number of pages. */
export type ParsedStylesheet = { pieces: Piece[] };

/** A rule or at-rule's text up to its block (`.a,.b` of `.a,.b{…}`, `@media (…)` of `@media (…){…}`), and the rest. */
function split(node: ChildNode): [head: string, rest: string] {
  // A node's own text starts at the node: what comes before it (`raws.before`) is its container's to write.
  const text = node.toString();
  const head = node.type === 'rule' ? (node.raws.selector?.raw ?? node.selector) : `@${node.type === 'atrule' ? node.name : ''}`;
  const brace = text.indexOf('{', head.length);
  return [text.slice(0, brace), text.slice(brace)];
}

/**
 * An at-rule's text up to its block (`@media (…)`), as the parser read it: written from its parts rather than cut
 * from its whole text, which for `@layer utilities` is most of the stylesheet.
 */
function atRuleHead(node: AtRule): string {
  const params = node.raws.params?.value === node.params ? node.raws.params.raw : node.params;
  const afterName = node.raws.afterName ?? (params ? ' ' : '');
  return `@${node.name}${afterName}${params}${node.raws.between ?? ''}`;
}

function holdsRules(node: AtRule | Rule): boolean {
  return (node.nodes ?? []).some((child) => child.type === 'rule' || child.type === 'atrule');
}

function piecesOf(container: Container): Piece[] {
  return (container.nodes ?? []).map((node): Piece => {
    if (node.type === 'rule') {
      // Nested rules (CSS nesting, which the built stylesheet does not use) are kept or dropped with their parent.
      const selectors = holdsRules(node)
        ? [{ text: split(node)[0], classes: node.selectors.flatMap((text) => requiredClasses(text)) }]
        : node.selectors.map((text) => ({ text, classes: requiredClasses(text) }));
      return { selectors, block: split(node)[1] };
    }
    if (node.type === 'atrule') {
      if (holdsRules(node)) {
        return { opening: `${node.raws.before ?? ''}${atRuleHead(node)}{`, pieces: piecesOf(node), closing: `${node.raws.after ?? ''}}` };
      }
      // A statement at-rule (`@layer a, b;`, `@import`) ends with its semicolon, which its container writes.
      if (!node.nodes) return `${node.toString()};`;
    }
    return node.toString();
  });
}

export function parseStylesheet(text: string): ParsedStylesheet {
  return { pieces: piecesOf(postcss.parse(text)) };
}

function joinKept(pieces: Piece[], classes: ReadonlySet<string>): string {
  let css = '';
  for (const piece of pieces) {
    if (typeof piece === 'string') css += piece;
    else if ('selectors' in piece) {
      const kept = piece.selectors.filter((selector) => selector.classes.every((name) => classes.has(name)));
      if (kept.length > 0) css += `${kept.map((selector) => selector.text).join(',')}${piece.block}`;
    } else {
      const inner = joinKept(piece.pieces, classes);
      if (inner !== '') css += `${piece.opening}${inner}${piece.closing}`;
    }
  }
  return css;
}

/** The rules of `stylesheet` that the page whose markup holds `classes` can use, minified as the stylesheet is. */
export function criticalStyles(stylesheet: ParsedStylesheet, classes: ReadonlySet<string>): string {
  return joinKept(stylesheet.pieces, classes);
}
