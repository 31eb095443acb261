/** Adds the `client:interaction` directive (src/directives/interaction.ts) to Astro. */
import type { AstroIntegration } from 'astro';

export function interactionDirective(): AstroIntegration {
  return {
    name: 'matjar:interaction-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'interaction', entrypoint: './src/directives/interaction.ts' });
      },
    },
  };
}
