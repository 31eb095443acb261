/**
 * Where a request's context (`Astro.locals`, request-context.ts) is found besides `locals` itself: by the async
 * scope the middleware runs the request in (a rewrite renders the other page inside it; a log line written
 * anywhere during the request names its id) and by its Request (Astro renders an error page for the same Request,
 * with a fresh `locals`, and the route cache reads what the render's commerce calls found). Both hold the object
 * the middleware built, never a copy, so an error page or a rewrite for the request shares its one deadline.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestContext } from './request-context.ts';

const current = new AsyncLocalStorage<RequestContext>();
const byRequest = new WeakMap<Request, RequestContext>();

/** Runs `work` as `request`'s, with `context` as its context; a Request keeps the first context it was given. */
export function inRequestScope<T>(request: Request, context: RequestContext, work: () => T): T {
  if (!byRequest.has(request)) byRequest.set(request, context);
  return current.run(context, work);
}

/** The context already built for this request: the one of the render it runs inside, else of its Request. */
export function openedRequestContext(request: Request): RequestContext | undefined {
  return current.getStore() ?? byRequest.get(request);
}

/** The context the middleware built for `request`, if it ran for it. */
export function requestContextOf(request: Request): RequestContext | undefined {
  return byRequest.get(request);
}

/** The id of the request the caller runs for, if any: its log lines carry it. */
export function currentRequestId(): string | null {
  return current.getStore()?.requestId ?? null;
}
