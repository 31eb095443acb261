/**
 * Tailwind's stylesheet without `@property`. Tailwind 4 registers its internal custom properties (`--tw-shadow`,
 * `--tw-translate-x`…) with `@property`, and for browsers without it gives every element their initial values
 * instead, behind an `@supports` test that uses `margin-trim`. This plugin takes that fallback for every browser:
 * the `@property` rules go, and the fallback's rule applies unconditionally. Pages look the same (it is the path
 * Tailwind supports for Safari before 18 and Firefox before 128), and the stylesheet, which is inside every page
 * (astro.config.mjs), is CSS the Nu HTML checker reads: its CSS grammar predates both `@property` and `margin-trim`
 * and reported 49 errors on every page (tests/integration/pages/html-validity.test.ts).
 *
 * Runs right after Tailwind's own transform. A Tailwind release that writes either part differently fails the build
 * here rather than leaving a page the checker refuses.
 */
import type { Plugin } from 'vite';
import { cssTransform } from './css-transform.ts';

const PROPERTY_RULE = /@property\s+--[\w-]+\s*\{[^{}]*\}/g;
/** `@supports (…margin-trim…) { *, :before, :after, ::backdrop { --tw-…: … } }`, whose rules are kept, unwrapped. */
// Minified in a build (`@supports (((-webkit-hyphens:none)) and …`), as Tailwind writes it in development
// (`@supports ((-webkit-hyphens: none) and …`).
const FALLBACK_TEST = /@supports\s*\(+-webkit-hyphens:\s*none\)+[^{]*\{((?:[^{}]*\{[^{}]*\})+)\s*\}/;

export function withoutRegisteredProperties(css: string): string {
  if (!css.includes('@property')) return css;
  if (!FALLBACK_TEST.test(css)) throw new Error("Tailwind's fallback for browsers without @property was not found: see integrations/registered-properties-fallback.ts");
  const result = css.replace(FALLBACK_TEST, '$1').replace(PROPERTY_RULE, '');
  if (result.includes('@property') || result.includes('margin-trim')) {
    throw new Error('@property or margin-trim is left in the stylesheet: see integrations/registered-properties-fallback.ts');
  }
  return result;
}

export function registeredPropertiesFallback(): Plugin {
  return cssTransform('matjar:registered-properties-fallback', (css) => css.includes('@property'), withoutRegisteredProperties);
}
