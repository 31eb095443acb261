/**
 * `npm run bench:journey [-- --baseline <git ref>] [-- --no-baseline] [-- --runs <n>] [-- --locales ar,en]
 * [-- --speculation-only]`: a
 * shopper's walk through the catalogue on a slow phone (issue 53), for this build and a baseline build (a git ref,
 * `HEAD~1` unless told, built in a temporary worktree under var/: scripts/lib/bench-builds.ts) in the same run, against
 * the same backend and its fresh database:
 *
 *   home → a category (the first one shown on the home page) → its first product → back → its second product →
 *   search (the first word of that product's url key, its brand, through the header's form) → the first result
 *
 * in Arabic and English, each walk in a new browser profile (no cookies, no cache), with and without Speculation Rules
 * for this build and the baseline (without: the page is told the browser lacks the API, so it falls back to
 * `<link rel="prefetch">`). Every tap is made as a shopper's: the pointer rests on the link (3 s, or until the page the
 * rules prerender has loaded), then the finger taps, and the pointer leaves the screen (nothing stays hovered after a
 * tap on a phone); each page is given 2 s after its load first (the link prefetch runs when idle).
 *
 * For each step: how the page was reached (prerendered: `activationStart` > 0; restored from the back/forward cache;
 * navigated: PerformanceNavigationTiming.type), the time from the tap to the new page's LCP (for a prerendered page,
 * to its activation when it was painted before; for a restored one, to its first frame after `pageshow`), the longest
 * task and the longest frame after the tap.
 * - The longest task is read from a trace of the browser from the tap until the step is measured
 *   (scripts/lib/traced-tasks.ts): every task of the main threads of the page left and the page shown (not of a
 *   prerender Chromium starts meanwhile for another link). The Long Tasks API, read in the page before, did not see
 *   every task: on 2026-11-30 it never reported the first frame of the baseline's shown prerendered page (traced at
 *   62-112 ms at 4x).
 * - The longest frame is the Long Animation Frames API's (a task and the rendering it led to, 0 when none reached
 *   50 ms), observed in a prerender from before the tap. It too misses some: the baseline's first frame in half its
 *   walks.
 *
 * With `--traces <dir>`, each step's trace is recorded in detail (what runs inside each task, as DevTools' Performance
 * panel records it, at a cost to the pages' speed: for reading, not for the tables) and kept there, one file a step.
 *
 * Medians of `--runs` (3) walks; the kind of arrival is counted. A step back that was not restored prints Chrome's
 * reasons (`Page.backForwardCacheNotUsed`).
 *
 * A last row measures the floor, on the same phone: a prerendered tap from a page of one link to a page of one heading
 * and one paragraph (no script, no font, no image, no CSP), served by this script: what the browser alone costs here
 * between a tap and a prerendered page's LCP.
 *
 * The phone: Chromium driven by puppeteer-core (Playwright's Chromium refuses to prerender:
 * `PrerenderingDisabledByDevTools`), 390 px at 3x, touch, 4x CPU slowdown and slow 4G (150 ms, 1.6 Mbit/s down,
 * 750 kbit/s up), applied by puppeteer to the prerendering page too. The machine is shared: the load average at the
 * start and the end is printed with the tables.
 */
import { type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { parseArgs } from 'node:util';
import puppeteer, { type Browser, type BrowserContext, type CDPSession } from 'puppeteer-core';
import { removeBaselineTree, startBenchStack, type Build } from './lib/bench-builds.ts';
import { CHROMIUM_ARGS } from './lib/chromium.ts';
import { FLOOR_PAGE, floorPageLinkingTo, serveFloorPages } from './lib/floor-pages.ts';
import { evaluate, followSessions, prerendered, prerenderOf, shownDocument } from './lib/shown-document.ts';
import { stopServices } from './lib/processes.ts';
import { mainFrameId, traceTasks } from './lib/traced-tasks.ts';

const { values: options } = parseArgs({
  options: {
    baseline: { type: 'string', default: 'HEAD~1' },
    'no-baseline': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    locales: { type: 'string', default: 'ar,en' },
    traces: { type: 'string' },
    // Only the walks with Speculation Rules (each build's prerendered steps, in half the time).
    'speculation-only': { type: 'boolean', default: false },
  },
});
const RUNS = Math.max(1, Number(options.runs) || 3);
const LOCALES = options.locales!.split(',').filter(Boolean);
const TRACES = options.traces ? resolve(options.traces) : null;
/** The walk under way, naming the traces kept (`--traces`); none for the warm-up walks, whose traces are not kept. */
let walkName: string | null = null;
const WORK = resolve('var/bench-journey');
const CPU_SLOWDOWN = 4;
/** Slow 4G, as bench:first-load (puppeteer's units: bytes per second). */
const NETWORK = { download: (1.6 * 1024 * 1024) / 8, upload: (750 * 1024) / 8, latency: 150 };
const PHONE = { width: 390, height: 844, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const SETTLE_MS = 2000;
/** How long the pointer rests on a link at most: without speculation always (the link prefetch has had its time). */
const DWELL_MS = 3000;
const AFTER_ARRIVAL_MS = 1500;

/**
 * Installed in every document before its scripts: LCP and long tasks (buffered, so a document the script reached
 * late still hands them over), the tap's time (a click or a form's submit, in the shared clock, kept in storage for
 * the next document), and the first frame after a restore from the back/forward cache.
 */
const OBSERVE = `(() => {
  if (window.__journey) return;
  const journey = (window.__journey = { lcp: 0, frames: [], restoredPaint: 0 });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) journey.lcp = e.renderTime || e.loadTime || e.startTime; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) journey.frames.push([e.startTime, e.duration]); })
    .observe({ type: 'long-animation-frame', buffered: true });
  const tapped = (event) => localStorage.setItem('bench:tap', String(performance.timeOrigin + event.timeStamp));
  addEventListener('click', tapped, true);
  addEventListener('submit', tapped, true);
  addEventListener('pageshow', (event) => {
    if (event.persisted) requestAnimationFrame(() => setTimeout(() => (journey.restoredPaint = performance.now())));
  });
})();`;

/** Without speculation: the page is told the browser has no Speculation Rules (the shell then adds <link rel=prefetch>). */
const NO_SPECULATION = `(() => {
  const supports = HTMLScriptElement.supports.bind(HTMLScriptElement);
  HTMLScriptElement.supports = (type) => type !== 'speculationrules' && supports(type);
})();`;

type Arrival = 'prerendered' | 'restored' | 'navigated' | 'reload' | 'back_forward';
type StepResult = { step: string; arrival: Arrival; tapToLcpMs: number; longestTaskMs: number; longestFrameMs: number; notRestored?: string };
type Measured = Omit<StepResult, 'longestTaskMs'>;
type Mode = { build: Build; speculation: boolean; label: string };

const children: ChildProcess[] = [];
const load = () => loadavg().map((value) => value.toFixed(2)).join(' ');
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

function median(values: number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The phone's CPU and network, on a document's target (a target restored or activated may have come without them). */
async function throttle(session: CDPSession): Promise<void> {
  await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN }).catch(() => undefined);
  await session.send('Network.enable').catch(() => undefined);
  await session
    .send('Network.emulateNetworkConditions', { offline: false, latency: NETWORK.latency, downloadThroughput: NETWORK.download, uploadThroughput: NETWORK.upload })
    .catch(() => undefined);
}

/**
 * The first link in <main> shown on screen whose path starts with `prefix`, is not one of `skip` and (when `only` is
 * given) ends in one of its keys, scrolled into view: its URL and where its middle is on screen.
 */
async function visibleLink(session: CDPSession, prefix: string, skip: string[] = [], only: string[] | null = null, tries = 5): Promise<{ href: string; x: number; y: number }> {
  const found = (await evaluate(
    session,
    `(async () => {
      const skip = ${JSON.stringify(skip)};
      const only = ${JSON.stringify(only)};
      for (const link of document.querySelectorAll('main a[href]')) {
        if (!link.pathname.startsWith(${JSON.stringify(prefix)}) || skip.includes(link.pathname)) continue;
        if (only && !only.includes(decodeURIComponent(link.pathname.slice(${JSON.stringify(prefix)}.length)))) continue;
        if (!link.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
        link.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
        await new Promise((done) => requestAnimationFrame(() => setTimeout(done)));
        const box = link.getBoundingClientRect();
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        // A card of a strip scrolled out of sight is passed over.
        if (x > 0 && x < innerWidth && y > 0 && y < innerHeight) return { href: link.href, x, y };
      }
      const first = [...document.querySelectorAll('main a[href]')].find((link) => link.pathname.startsWith(${JSON.stringify(prefix)}));
      return location.href + ' ' + JSON.stringify([innerWidth, innerHeight, first?.getBoundingClientRect()]);
    })()`,
  )) as { href: string; x: number; y: number } | string;
  if (typeof found !== 'string') return found;
  // On a loaded machine the page may not have laid its cards out yet.
  if (tries > 1) return sleep(500).then(() => visibleLink(session, prefix, skip, only, tries - 1));
  throw new Error(`no link to ${prefix}… shown on ${found}`);
}

type Seen = {
  type: string;
  activationStart: number;
  timeOrigin: number;
  tap: number;
  notRestoredReasons: unknown;
  journey: { lcp: number; frames: [number, number][]; restoredPaint: number };
};

/** What the document now shown says about its arrival, measured from the tap. */
async function arrival(session: CDPSession, step: string, restored: boolean, firstLoad = false): Promise<Measured> {
  await evaluate(session, OBSERVE);
  await sleep(AFTER_ARRIVAL_MS);
  const seen = (await evaluate(
    session,
    `(() => {
      const nav = performance.getEntriesByType('navigation')[0];
      return { type: nav.type, activationStart: nav.activationStart || 0, timeOrigin: performance.timeOrigin,
        tap: Number(localStorage.getItem('bench:tap')), notRestoredReasons: nav.notRestoredReasons ?? null, journey: window.__journey };
    })()`,
  )) as Seen;
  // The first load is measured from its navigation's start, as bench:first-load does.
  const tapAt = firstLoad ? 0 : seen.tap - seen.timeOrigin;
  const kind: Arrival = restored ? 'restored' : seen.activationStart > 0 ? 'prerendered' : seen.type === 'navigate' ? 'navigated' : (seen.type as Arrival);
  const shownAt = restored ? seen.journey.restoredPaint : Math.max(seen.journey.lcp, seen.activationStart);
  const after = restored ? tapAt : seen.activationStart;
  const longestAfter = (entries: [number, number][]) => Math.max(0, ...entries.filter(([start, duration]) => start + duration > after).map(([, duration]) => duration));
  const notRestored = kind === 'back_forward' && seen.notRestoredReasons ? JSON.stringify(seen.notRestoredReasons) : undefined;
  return { step, arrival: kind, tapToLcpMs: shownAt - tapAt, longestFrameMs: longestAfter(seen.journey.frames), ...(notRestored ? { notRestored } : {}) };
}

/**
 * Runs `act` (a tap, a step back, a form's submit) under a trace of the browser, and measures the page it shows: its
 * arrival (`measure`), and the longest task of the page left and the page shown from the act until it is measured.
 */
async function actAndMeasure(
  browser: Browser,
  from: CDPSession,
  act: () => Promise<CDPSession>,
  measure: (shown: CDPSession) => Promise<Measured>,
): Promise<{ shown: CDPSession; result: StepResult }> {
  const left = await mainFrameId(from);
  const trace = await traceTasks(browser, { detailed: TRACES !== null });
  const shown = await act();
  const measured = await measure(shown);
  const keepAs = TRACES && walkName ? join(TRACES, `${walkName} ${measured.step}.json`.replace(/[^\p{L}\p{N}.-]+/gu, '-')) : undefined;
  return { shown, result: { ...measured, longestTaskMs: await trace.stop([left, await mainFrameId(shown)], keepAs) } };
}

/** Rests the pointer on the link, then taps it, and measures the page it leads to. */
async function tapThrough(context: BrowserContext, session: CDPSession, step: string, link: { href: string; x: number; y: number }, speculation: boolean) {
  await session.send('Preload.enable').catch(() => undefined);
  await session.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: link.x, y: link.y });
  await (speculation ? prerendered(session, link.href, DWELL_MS) : sleep(DWELL_MS));
  // Observed in the prerender from before the tap, as a loaded page is from its start: evaluated only once the page is
  // shown, the observer missed its activation's and first frame's.
  const prerender = speculation ? await prerenderOf(link.href) : undefined;
  if (prerender) await evaluate(prerender, OBSERVE).catch(() => undefined);
  const tap = async () => {
    // Activating a prerender swaps the target under the tap: the tap's last answer may never come.
    await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: link.x, y: link.y }] }).catch(() => undefined);
    // The finger is on the screen now, the resting pointer leaves it: on a phone nothing stays hovered once a finger
    // has tapped, and a pointer left where the link was would hover whatever the next page (or the page a step back
    // restores) has there, and Chrome would prerender that link while the page is being shown.
    await session.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: -1, y: -1 }).catch(() => undefined);
    await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }).catch(() => undefined);
    return shownDocument(context, (href) => href === link.href);
  };
  const { shown, result } = await actAndMeasure(context.browser(), session, tap, (next) => arrival(next, step, false));
  return { next: shown, result };
}

/** The url keys of the categories that list at least two visible products of their own (a walk goes to two of them). */
function categoriesWithProducts(database: string): string[] {
  const db = new DatabaseSync(database);
  try {
    const rows = db
      .prepare(
        `SELECT DISTINCT cs.url_key AS key FROM category_store cs
          WHERE cs.url_key IS NOT NULL AND (SELECT COUNT(*) FROM category_products cp JOIN products p ON p.id = cp.product_id
            AND p.status = 1 AND p.visibility = 4 WHERE cp.category_id = cs.category_id) >= 2`,
      )
      .all() as { key: string }[];
    return rows.map((row) => row.key);
  } finally {
    db.close();
  }
}

let listingCategories: string[] = [];

/**
 * A walk, walked again (up to three times) when a page came without what it leads on to: on a loaded machine the
 * backend can time out, and a page is then rendered without its products (and not cached).
 */
async function walkAgain(browser: Browser, mode: Mode, locale: string): Promise<StepResult[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await walk(browser, mode, locale);
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`[bench] ${locale}, ${mode.label}: walked again after ${(error as Error).message}`);
      await sleep(5000);
    }
  }
}

async function walk(browser: Browser, mode: Mode, locale: string): Promise<StepResult[]> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport(PHONE);
    await page.evaluateOnNewDocument(OBSERVE);
    if (!mode.speculation) await page.evaluateOnNewDocument(NO_SPECULATION);
    await page.emulateCPUThrottling(CPU_SLOWDOWN);
    await page.emulateNetworkConditions(NETWORK);
    const results: StepResult[] = [];
    const settle = () => sleep(SETTLE_MS);
    const home = `${mode.build.url}/${locale}`;
    // A loaded machine's backend may time out, and the home page then comes without its categories: it is asked again.
    for (let attempt = 1; ; attempt++) {
      await page.goto(home, { waitUntil: 'load' });
      const keys = JSON.stringify(listingCategories);
      const listed = `[...document.querySelectorAll('main a[href^="/${locale}/categories/"]')].some((link) => ${keys}.includes(decodeURIComponent(link.pathname.split('/').pop())))`;
      if (attempt === 5 || (await page.evaluate(listed))) break;
      await sleep(3000);
    }
    let session = await shownDocument(context, (href) => href === home);
    followSessions(session);
    // Not a tap: the first load's tasks are bench:first-load's subject.
    results.push({ ...(await arrival(session, 'home (first load)', false, true)), longestTaskMs: NaN });
    await settle();

    const step = async (name: string, link: { href: string; x: number; y: number }) => {
      await throttle(session);
      const { next, result } = await tapThrough(context, session, name, link, mode.speculation);
      session = next;
      results.push(result);
      await settle();
    };
    await step('home → category', await visibleLink(session, `/${locale}/categories/`, [], listingCategories));
    // The category's document is marked: the same document shown again after the step back is a restore.
    const categoryUrl = (await evaluate(session, 'window.__journeyMark = true, location.href')) as string;
    const first = await visibleLink(session, `/${locale}/products/`);
    await step('category → product', first);

    const back = await actAndMeasure(
      browser,
      session,
      async () => {
        await evaluate(session, `localStorage.setItem('bench:tap', String(performance.timeOrigin + performance.now())); setTimeout(() => history.back()); true`);
        return shownDocument(context, (href) => href === categoryUrl);
      },
      async (shown) => arrival(shown, 'back → category', (await evaluate(shown, 'window.__journeyMark === true')) === true),
    );
    session = back.shown;
    results.push(back.result);
    await settle();

    await step('category → another product', await visibleLink(session, `/${locale}/products/`, [new URL(first.href).pathname]));

    await throttle(session);
    const search = await actAndMeasure(
      browser,
      session,
      async () => {
        await evaluate(
          session,
          `(() => {
            // The first word of the product's url key (its brand, as the product names of both languages carry it): a word
            // of the Arabic name may find nothing in the seed's search.
            const word = location.pathname.split('/').pop().split('-')[0];
            const form = [...document.querySelectorAll('form')].find((candidate) => new URL(candidate.action).pathname.endsWith('/search'));
            const field = form?.querySelector('input[name="keyword"]');
            if (!form || !field) throw new Error('no search form');
            field.value = word;
            setTimeout(() => form.requestSubmit());
            return true;
          })()`,
        );
        return shownDocument(context, (href) => new URL(href).pathname.endsWith('/search'));
      },
      (shown) => arrival(shown, 'product → search', false),
    );
    session = search.shown;
    results.push(search.result);
    await settle();
    await step('search → product', await visibleLink(session, `/${locale}/products/`));
    return results;
  } finally {
    await context.close();
  }
}

/** The floor: the one page's link tapped once prerendered, in a new profile on the same phone. */
async function floorWalk(browser: Browser, url: string): Promise<StepResult[]> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport(PHONE);
    await page.evaluateOnNewDocument(OBSERVE);
    await page.emulateCPUThrottling(CPU_SLOWDOWN);
    await page.emulateNetworkConditions(NETWORK);
    await page.goto(`${url}/`, { waitUntil: 'load' });
    const session = await shownDocument(context, (href) => href === `${url}/`);
    followSessions(session);
    await sleep(SETTLE_MS);
    await throttle(session);
    const { result } = await tapThrough(context, session, 'floor: one link → one heading, one paragraph', await visibleLink(session, '/to'), true);
    return [result];
  } finally {
    await context.close();
  }
}

const dir = mkdtempSync(join(tmpdir(), 'matjar-bench-journey-'));
try {
  const loadAtStart = load();
  mkdirSync(WORK, { recursive: true });
  if (TRACES) mkdirSync(TRACES, { recursive: true });
  const { builds, database } = await startBenchStack(WORK, options['no-baseline'] ? null : options.baseline!, dir, children);
  listingCategories = categoriesWithProducts(database);

  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
  const modes: Mode[] = [
    { build: builds[0]!, speculation: true, label: 'this build, speculation' },
    { build: builds[0]!, speculation: false, label: 'this build, no speculation' },
    // The baseline with and without: a prerendered step is compared with the baseline's prerendered step.
    ...builds.slice(1).flatMap((each) => [
      { build: each, speculation: true, label: `${each.name}, speculation` },
      { build: each, speculation: false, label: `${each.name}, no speculation` },
    ]),
  ].filter((mode) => mode.speculation || !options['speculation-only']);
  const results = new Map<string, StepResult[][]>();
  const floor = await serveFloorPages({ '/': floorPageLinkingTo('/to'), '/to': FLOOR_PAGE });
  try {
    // One walk of each before measuring: every page rendered into the route cache and its photos' copies made.
    for (const mode of modes) for (const locale of LOCALES) await walkAgain(browser, mode, locale).catch((error: Error) => console.log(`[bench] warm-up: ${error.message}`));
    for (let run = 0; run < RUNS; run++) {
      for (const locale of LOCALES) {
        for (const mode of modes) {
          const key = `${locale}\t${mode.label}`;
          walkName = `${locale} ${mode.label} run ${run + 1}`;
          const steps = await walkAgain(browser, mode, locale);
          console.log(`[bench] ${locale}, ${mode.label}, run ${run + 1}: ${JSON.stringify(steps)}`);
          results.set(key, [...(results.get(key) ?? []), steps]);
        }
      }
      walkName = `floor run ${run + 1}`;
      const steps = await floorWalk(browser, floor.url);
      console.log(`[bench] floor, run ${run + 1}: ${JSON.stringify(steps)}`);
      results.set('-\tfloor, speculation', [...(results.get('-\tfloor, speculation') ?? []), steps]);
    }
  } finally {
    floor.close();
    await browser.close();
  }

  const cell = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : '-');
  console.log(`\njourney, new guest, median of ${RUNS}; Chromium: 390 px, ${CPU_SLOWDOWN}x CPU, 150 ms RTT, 1.6 Mbit/s`);
  console.log('| locale | build | step | reached as | tap to LCP ms | longest task ms (traced) | longest frame ms (≥ 50) |\n| --- | --- | --- | --- | --- | --- | --- |');
  const notRestored: string[] = [];
  for (const [key, walks] of results) {
    const [locale, label] = key.split('\t');
    walks[0]!.forEach((first, index) => {
      const steps = walks.map((each) => each[index]!);
      const kinds = new Map<string, number>();
      for (const step of steps) kinds.set(step.arrival, (kinds.get(step.arrival) ?? 0) + 1);
      const reached = [...kinds].map(([kind, count]) => `${kind} ${count}/${steps.length}`).join(', ');
      console.log(
        `| ${locale} | ${label} | ${first.step} | ${reached} | ${cell(median(steps.map((step) => step.tapToLcpMs)))} | ${cell(median(steps.map((step) => step.longestTaskMs)))} | ${cell(median(steps.map((step) => step.longestFrameMs)))} |`,
      );
      for (const step of steps) if (step.notRestored) notRestored.push(`${locale}, ${label}, ${step.step}: ${step.notRestored}`);
    });
  }
  if (notRestored.length > 0) console.log(`\nnot restored from the back/forward cache:\n${notRestored.join('\n')}`);
  console.log(`\nload average (1, 5, 15 min) at the start: ${loadAtStart}; at the end: ${load()}`);
} finally {
  await stopServices(children);
  rmSync(dir, { recursive: true, force: true });
  removeBaselineTree(WORK);
}
