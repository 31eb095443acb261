/**
 * A page's own styles (issue 53): of the store's stylesheet (src/styles/global.css, about 57 KB), a page carries
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
 * The selection is made once per render; a page served from the route cache carries it already.
 */
import postcss, { type Container, type Root } from 'postcss';

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

/** A parsed stylesheet, ready to be cut down for any number of pages. */
export type ParsedStylesheet = { root: Root };

export function parseStylesheet(text: string): ParsedStylesheet {
  return { root: postcss.parse(text) };
}

function keepUsed(container: Container, classes: ReadonlySet<string>): void {
  container.each((node) => {
    if (node.type === 'rule') {
      const kept = node.selectors.filter((selector) => requiredClasses(selector).every((name) => classes.has(name)));
      if (kept.length === 0) node.remove();
      else if (kept.length < node.selectors.length) node.selectors = kept;
      // Nested rules (CSS nesting) are cut the same way.
      if (kept.length > 0 && node.nodes.some((child) => child.type === 'rule' || child.type === 'atrule')) keepUsed(node, classes);
    } else if (node.type === 'atrule' && node.nodes && node.nodes.some((child) => child.type === 'rule' || child.type === 'atrule')) {
      keepUsed(node, classes);
      if (node.nodes.length === 0) node.remove();
    }
  });
}

/** The rules of `stylesheet` that the page whose markup holds `classes` can use, minified as the stylesheet is. */
export function criticalStyles(stylesheet: ParsedStylesheet, classes: ReadonlySet<string>): string {
  const root = stylesheet.root.clone();
  keepUsed(root, classes);
  return root.toString();
}
