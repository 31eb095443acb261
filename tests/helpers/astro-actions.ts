/**
 * `astro:actions` for unit tests of server code, which runs outside Astro: `vi.mock('astro:actions', () =>
 * import('../../helpers/astro-actions.ts'))`. Only what that code uses: an ActionError carrying its code.
 */
export class ActionError extends Error {
  code: string;
  constructor({ code, message }: { code: string; message: string }) {
    super(message);
    this.code = code;
  }
}
