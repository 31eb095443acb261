/**
 * Renders nobody is waiting for go through one bounded queue per process, so that an editor's change that turns
 * every page stale at once (the announcement bar, the menu, a store setting, a release turned over) or a listing's
 * link prefetches never become a stampede of renders against the commerce backend:
 *
 * - who starts them: a shopper's request that found its page stale (it is answered the stale page at once), a
 *   purge's re-warm (rewarm.ts asks this server for the page, and finds it stale), Varnish's grace fetch of a stale
 *   page (deploy/varnish/default.vcl marks it), and a browser's prefetch or prerender (`Sec-Purpose: prefetch`);
 * - a small concurrency (`BACKGROUND_RENDER_CONCURRENCY`, 2), one render per page at a time (a page already queued
 *   or rendering is not queued again), the most visited pages first (each lookup of a page counts a visit; a
 *   queued page asked for again moves up), at most `MAX_WAITING` waiting (past that a stale page stays stale until
 *   it is asked for again: its shoppers have it meanwhile);
 * - they step aside for shoppers: a render whose turn comes while this process's event loop runs late (shoppers'
 *   requests already wait for its CPU: event-loop-load.ts) waits until it is calm again, `MAX_YIELD_MS` (1 s) at
 *   most (a release turns every page stale at once: the new one must reach every cache within a minute); in the deploy drill, the re-renders of every page a release had turned stale shared a loop that stood
 *   still for seconds with shoppers' Actions, which then timed out;
 * - a prefetch of a link in view renders at once in an idle queue, else waits its turn and steps aside for a late
 *   loop as any render does, and is declined at once only when the queue is backed up (runUnlessBusy): then it would
 *   hold a shopper's connection for long for a page nobody has asked to see yet. Never for a late loop alone: the
 *   page's own render makes the loop late, and Chromium ties a prerender of a link to its prefetch still under way
 *   or waiting in the browser (the shopper resting on a link just come into view) and gives the prerender up when
 *   that prefetch is refused, whatever the refusal (503, 429, a reset connection: PrerenderFailedDuringPrefetch). A
 *   prerender is the shopper's intent (isPrerender) and a page not cached is rendered for it as for the visit it
 *   announces (a stale one is queued as any other);
 * - their commerce calls go through a breaker of their own (src/lib/commerce/circuit-breaker.ts), so their timeouts
 *   under a burst never open the one shoppers' pages and Actions go through (src/middleware.ts reads
 *   `isBackgroundRender` when it builds the request's context).
 *
 * p-queue (sindresorhus) holds the queue: priorities, ids to move a waiting page up, pending and waiting counts.
 * One queue per process, shared through a global: the production server and the Astro bundle each carry a copy of
 * this module.
 */
import PQueue from 'p-queue';
import { LRUCache } from 'lru-cache';
import { isTrustedProxy } from '@/server/security/forwarded-request.ts';
import { BACKGROUND_RENDER_HEADER } from './background-render-header.ts';
import { eventLoopBusy, watchEventLoop } from './event-loop-load.ts';

export { BACKGROUND_RENDER_HEADER };
/** Pages waiting at most; a burst past it leaves the rest stale until asked for again. */
const MAX_WAITING = 500;
/** Pages whose visits are counted (the busiest; the rest count from one again). */
const COUNTED_PAGES = 20_000;
/** How long a render waits at most for a calm event loop before it runs anyway (a stale page must not stay so). */
const MAX_YIELD_MS = 1000;
/** How often a waiting render looks again. */
const YIELD_STEP_MS = 100;
/**
 * Prefetches that may wait per render slot before more are declined: Chromium sends a page's in-view prefetches
 * three at a time, so this is room for a few shoppers' at once; past it the queue is truly backed up.
 */
const PREFETCHES_WAITING_PER_SLOT = 4;

/** Resolves once shoppers' requests no longer wait for this process's CPU, or after `MAX_YIELD_MS`. */
async function calmLoop(busy: () => boolean): Promise<void> {
  for (let waited = 0; waited < MAX_YIELD_MS && busy(); waited += YIELD_STEP_MS) {
    await new Promise((done) => setTimeout(done, YIELD_STEP_MS));
  }
}

function concurrencyOf(env: NodeJS.ProcessEnv): number {
  const configured = Number(env.BACKGROUND_RENDER_CONCURRENCY);
  return Number.isInteger(configured) && configured > 0 && configured <= 16 ? configured : 2;
}

export class BackgroundRenders {
  readonly #queue: PQueue;
  readonly #visits = new LRUCache<string, number>({ max: COUNTED_PAGES });
  /** Pages queued or rendering: one render per page at a time. */
  readonly #scheduled = new Set<string>();
  readonly #waiting = new Set<string>();

  readonly #busy: () => boolean;

  /** `busy`: whether shoppers' requests wait for this process's CPU (tests pass their own). */
  constructor(concurrency: number, busy: () => boolean = eventLoopBusy) {
    this.#queue = new PQueue({ concurrency });
    this.#busy = busy;
    if (busy === eventLoopBusy) watchEventLoop();
  }

  /** Counts a shopper's visit to the page at `key`; a page waiting in the queue moves up by it. */
  visit(key: string): void {
    const visits = (this.#visits.get(key) ?? 0) + 1;
    this.#visits.set(key, visits);
    if (this.#waiting.has(key)) this.#queue.setPriority(key, visits);
  }

  /**
   * Queues `render` for the page at `key` unless it is queued or rendering already, or the queue is full; answers
   * whether it was queued. Its failure is the caller's to log (`onError`); it never reaches a shopper.
   */
  schedule(key: string, render: () => Promise<void>, onError: (error: Error) => void): boolean {
    if (this.#scheduled.has(key) || this.#queue.size >= MAX_WAITING) return false;
    this.#scheduled.add(key);
    this.#waiting.add(key);
    void this.#queue
      .add(
        async () => {
          this.#waiting.delete(key);
          await calmLoop(this.#busy);
          await render();
        },
        { id: key, priority: this.#visits.get(key) ?? 0 },
      )
      .catch(onError)
      .finally(() => {
        this.#waiting.delete(key);
        this.#scheduled.delete(key);
      });
    return true;
  }

  /**
   * Runs `render` in its turn and answers what it answers: at once in an idle queue (the loop then is late from the
   * shopper's own page at most), else once the loop is calm or after `MAX_YIELD_MS`, as a queued render. Or null at
   * once when the queue is backed up (`PREFETCHES_WAITING_PER_SLOT` pages waiting a slot): a prefetch is declined
   * rather than made to wait long. Never declined for a late loop alone: Chromium gives up a prerender of the same
   * link when its prefetch is refused (tests/integration/pages/instant-navigation.test.ts).
   */
  async runUnlessBusy<T>(render: () => Promise<T>): Promise<T | null> {
    if (this.#queue.size >= this.#queue.concurrency * PREFETCHES_WAITING_PER_SLOT) return null;
    const behindOthers = this.#queue.pending + this.#queue.size > 0;
    return (await this.#queue.add(async () => {
      if (behindOthers) await calmLoop(this.#busy);
      return render();
    })) as T;
  }

  /** Renders under way and waiting (tests, metrics). */
  get load(): { rendering: number; waiting: number } {
    return { rendering: this.#queue.pending, waiting: this.#queue.size };
  }

  /** Resolves when nothing renders or waits. */
  idle(): Promise<void> {
    return this.#queue.onIdle();
  }
}

const SHARED = Symbol.for('matjar.background-renders');

/** This process's queue, made on first use. */
export function backgroundRenders(env: NodeJS.ProcessEnv = process.env): BackgroundRenders {
  const holder = globalThis as { [SHARED]?: BackgroundRenders };
  return (holder[SHARED] ??= new BackgroundRenders(concurrencyOf(env)));
}

/** Requests this server renders for the queue (a stale page's refresh), marked before the render runs. */
const queued = new WeakSet<Request>();

export function markBackgroundRender(request: Request): void {
  queued.add(request);
}

/** Whether the browser asked for the page ahead of a visit (a link prefetch, or a Speculation Rules prerender). */
export function isPrefetch(request: Request): boolean {
  return /\bprefetch\b/i.test(request.headers.get('sec-purpose') ?? '') || request.headers.get('purpose')?.toLowerCase() === 'prefetch';
}

/**
 * Whether it is a Speculation Rules prerender (`Sec-Purpose: prefetch;prerender`): the shopper's intent (the pointer
 * rests on the link, a touch starts), at most two at a time in Chromium, not a link that merely came into view.
 */
export function isPrerender(request: Request): boolean {
  return /\bprerender\b/i.test(request.headers.get('sec-purpose') ?? '');
}

/**
 * Whether this request's render is background work, whose commerce calls go through the background breaker: one
 * the queue runs, a prefetch, or one a trusted proxy or this server marked (`peer`: the socket's address).
 */
export function isBackgroundRender(request: Request, peer: string | null): boolean {
  if (queued.has(request) || isPrefetch(request)) return true;
  return request.headers.has(BACKGROUND_RENDER_HEADER) && isTrustedProxy(peer);
}
