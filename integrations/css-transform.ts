/**
 * A Vite plugin that rewrites the stylesheets Tailwind has written: it runs among the `pre` plugins after Tailwind's
 * (astro.config.mjs lists it after tailwindcss()), so it sees Tailwind's CSS, and only on the files `applies` to.
 */
import type { Plugin } from 'vite';

export function cssTransform(name: string, applies: (css: string) => boolean, transform: (css: string) => string): Plugin {
  return {
    name,
    enforce: 'pre',
    transform: {
      filter: { id: /\.css(?:\?.*)?$/ },
      handler(code) {
        return applies(code) ? { code: transform(code), map: null } : null;
      },
    },
  };
}
