import type * as ActionsModule from 'astro:actions';

let loading: Promise<typeof ActionsModule> | undefined;

/**
 * Astro's actions module, downloaded on first use: most page views (a first visit, no cart yet) never call the
 * server from an island, so the ~3 KB client stays out of their first-load JavaScript.
 */
export function loadActions(): Promise<typeof ActionsModule> {
  // Resolve to the module, never to `actions` itself: that is a Proxy answering every property, so awaiting it
  // would read `.then` and call an action named "then".
  loading ??= import('astro:actions');
  return loading;
}

/** The `code` of an action's failure (`NOT_FOUND`, `CONFLICT`, `BAD_REQUEST`…), read without loading the client. */
export function actionErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}
