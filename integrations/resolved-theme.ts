/**
 * Tailwind's theme values written where they are used. Tailwind 4 writes a utility's value as a reference to its theme
 * variable (`.text-ink-700{color:var(--color-ink-700)}`, `font-weight:var(--font-weight-bold)`); the store never
 * changes those variables at run time, so this plugin writes the value itself where it is shorter than the reference
 * (`color:#3f3f48`, `font-weight:700`). The rules mean the same, and a catalogue page, which carries its rules inline
 * (src/server/layout/critical-styles.ts), is lighter by the difference, a few hundred references a page (issue 53).
 *
 * Only the theme's colours, radii, font weights, text sizes, leadings and trackings are written out, and only a
 * variable the stylesheet declares once with a plain value (no `var()`): one that a media query or a selector set
 * again would change with it. The theme's declarations stay, for the markup and the components' own styles that
 * name them (the logo's `fill="var(--color-brand-700)"`).
 */
import type { Plugin } from 'vite';
import { cssTransform } from './css-transform.ts';

const THEME_VARIABLE = /(?<![\w-])(--(?:color|radius|font-weight|text|leading|tracking)-[\w-]+)\s*:\s*([^;{}]+?)\s*(?=[;}])/g;
const REFERENCE = /var\((--(?:color|radius|font-weight|text|leading|tracking)-[\w-]+)\)/g;
const COLOR_MIX = /color-mix\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\)/g;

export function withResolvedTheme(css: string): string {
  const declared = new Map<string, string[]>();
  for (const [, name, value] of css.matchAll(THEME_VARIABLE)) declared.set(name!, [...(declared.get(name!) ?? []), value!]);
  const values = new Map<string, string>();
  for (const [name, found] of declared) if (found.length === 1 && !found[0]!.includes('var(')) values.set(name, found[0]!);
  const resolve = (text: string) =>
    text.replace(REFERENCE, (reference, name: string) => {
      const value = values.get(name);
      return value !== undefined && value.length <= reference.length ? value : reference;
    });
  // A `color-mix()` keeps its variables: with plain colours in it the minifier computes the mix, and writes numbers
  // like `5.96046e-8` that the HTML checker's CSS grammar refuses.
  let resolved = '';
  let from = 0;
  for (const mix of css.matchAll(COLOR_MIX)) {
    resolved += resolve(css.slice(from, mix.index)) + mix[0];
    from = mix.index + mix[0].length;
  }
  return resolved + resolve(css.slice(from));
}

export function resolvedTheme(): Plugin {
  return cssTransform('matjar:resolved-theme', (css) => css.includes('var(--'), withResolvedTheme);
}
