import type { RequestContext } from './server/shopper/request-context.ts';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first interaction with the island: src/directives/interaction.ts. */
    'client:interaction'?: boolean;
    /** Hydrate when on screen, once the store's whole stylesheet is there: src/directives/onscreen.ts. */
    'client:onscreen'?: boolean;
  }
}

declare global {
  namespace App {
    /** The request context the middleware builds once per request (src/server/shopper/request-context.ts). */
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- Astro declares Locals as an interface to extend
    interface Locals extends RequestContext {}
  }
}
