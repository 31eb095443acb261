declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first interaction with the island: src/directives/interaction.ts. */
    'client:interaction'?: boolean;
  }
}

export {};
