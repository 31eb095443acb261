/**
 * The longest task of a page's main thread while a bench acts, read from a Chromium trace: the one instrument that sees
 * every task. The Long Tasks API and Long Animation Frames, read in the page, each missed some of them (the first frame
 * of a shown prerendered page among them: scripts/bench-journey.ts).
 *
 * The browser records every task each thread runs (`toplevel`: `ThreadControllerImpl::RunTask`, no detail inside it)
 * and the `devtools.timeline` events that name their frame, which tell which renderer process ran which page. Only the
 * pages asked about count: the page left and the page shown, not a prerender of another link that Chromium starts in a
 * renderer of its own meanwhile (on a page restored from the back/forward cache it prerenders the link hovered before,
 * again).
 *
 * It counts by process, over the whole trace, so it can read high: a renderer runs one main thread for every page in
 * it, and Chromium may start the next prerender in the renderer of the page left (a detailed trace of a tap showed a
 * new document committed there, after the page shown had been activated); the page left's tasks after it is hidden
 * count too. Counting each page's tasks only while the shopper waits on them (the page left's until the activation, the
 * shown page's after it) would need a marker of the activation in these categories, which this does not read yet.
 */
import { writeFileSync } from 'node:fs';
import type { Browser, CDPSession } from 'puppeteer-core';

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { frame?: string }; beginData?: { frame?: string } };
};

/**
 * A browser-wide trace under way: `stop(frames)` ends it and returns the longest main-thread task of those frames'
 * renderers, in ms; given `keepAs`, it also writes the whole trace there (a file DevTools' Performance panel opens).
 */
export type TaskTrace = { stop(frames: readonly string[], keepAs?: string): Promise<number> };

const DETAILED_CATEGORIES = [
  'toplevel',
  '__metadata',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'blink.user_timing',
  'loading',
  'navigation',
  'v8.execute',
] as const;

/** A task a thread runs, as Chromium names it in the `toplevel` category (the older name too). */
const TASK_EVENTS = new Set(['ThreadControllerImpl::RunTask', 'RunTask']);

async function readStream(session: CDPSession, handle: string): Promise<string> {
  const chunks: string[] = [];
  for (;;) {
    const { data, eof, base64Encoded } = await session.send('IO.read', { handle });
    chunks.push(base64Encoded ? Buffer.from(data, 'base64').toString('utf8') : data);
    if (eof) break;
  }
  await session.send('IO.close', { handle });
  return chunks.join('');
}

/**
 * The longest top-level task on the main thread (`CrRendererMain`) of the renderers that ran `frames` (their DevTools
 * frame ids, as CDP's `Page.getFrameTree` gives them), in ms; NaN when the trace names none of them.
 */
export function longestRendererTask(events: readonly TraceEvent[], frames: readonly string[]): number {
  const wanted = new Set(frames);
  const processes = new Set(events.filter((event) => wanted.has(event.args?.data?.frame ?? event.args?.beginData?.frame ?? '')).map((event) => event.pid));
  if (processes.size === 0) return NaN;
  const mainThreads = new Set(
    events
      .filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && processes.has(event.pid))
      .map((event) => `${event.pid}:${event.tid}`),
  );
  let longest = 0;
  for (const event of events) {
    if (event.ph !== 'X' || !TASK_EVENTS.has(event.name) || !mainThreads.has(`${event.pid}:${event.tid}`)) continue;
    longest = Math.max(longest, (event.dur ?? 0) / 1000);
  }
  return longest;
}

/** The DevTools id of the main frame of the page behind `session`. */
export async function mainFrameId(session: CDPSession): Promise<string> {
  const { frameTree } = await session.send('Page.getFrameTree');
  return frameTree.frame.id;
}

/** The trace under way: a step that failed half-way (the bench walks it again) left it running. */
let running: TaskTrace | null = null;

/** Starts tracing every process of `browser` (ending a trace a failed step left running: the browser runs one at a time). */
export async function traceTasks(browser: Browser, { detailed = false } = {}): Promise<TaskTrace> {
  await running?.stop([]).catch(() => undefined);
  const session = await browser.target().createCDPSession();
  // In detail, as DevTools records a profile: what runs inside each task, at a cost to the pages' speed.
  const categories = detailed ? [...DETAILED_CATEGORIES] : ['toplevel', 'devtools.timeline', '__metadata'];
  await session.send('Tracing.start', {
    transferMode: 'ReturnAsStream',
    traceConfig: { includedCategories: categories, recordMode: 'recordAsMuchAsPossible' },
  });
  const trace: TaskTrace = {
    async stop(frames, keepAs) {
      if (running === trace) running = null;
      const complete = new Promise<string>((resolve) => session.once('Tracing.tracingComplete', (event) => resolve(event.stream!)));
      await session.send('Tracing.end');
      const text = await readStream(session, await complete);
      await session.detach();
      if (keepAs) writeFileSync(keepAs, text);
      const parsed = JSON.parse(text) as TraceEvent[] | { traceEvents: TraceEvent[] };
      return longestRendererTask(Array.isArray(parsed) ? parsed : parsed.traceEvents, frames);
    },
  };
  running = trace;
  return trace;
}
