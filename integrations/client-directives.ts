/**
 * Adds the store's own hydration directives to Astro: `client:interaction` (src/directives/interaction.ts) and
 * `client:onscreen` (src/directives/onscreen.ts).
 */
import type { AstroIntegration } from 'astro';

export function clientDirectives(): AstroIntegration {
  return {
    name: 'matjar:client-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'interaction', entrypoint: './src/directives/interaction.ts' });
        addClientDirective({ name: 'onscreen', entrypoint: './src/directives/onscreen.ts' });
      },
    },
  };
}
