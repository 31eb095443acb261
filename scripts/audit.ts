/**
 * `npm run audit`: Lighthouse (mobile preset) against a production build with the embedded backend, on home, a
 * category, a product and search results in both locales. Prints performance, LCP, TBT, CLS and the JavaScript
 * transferred per page. Uses Debian's Chromium (or CHROMIUM_PATH / Playwright's).
 * `npm run audit -- --url http://host:port` audits a store that is already running instead.
 * Each page is audited 3 times (`--runs N`) and the median run is shown (Lighthouse's own pick), with the range of
 * TBT over the runs: on a shared machine one run says little.
 * `npm run audit -- --details` also prints, per page, where the main thread went and the long tasks (what TBT is
 * made of); `-- --pages home,product` audits only those pages.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { buildIfNeeded } from './lib/build.ts';
import { CHROMIUM_ARGS, chromiumExecutable } from './lib/chromium.ts';
import { freePort } from './lib/ports.ts';
import { startNodeService, waitForHttp } from './lib/processes.ts';

const urlFlag = process.argv.indexOf('--url');
const details = process.argv.includes('--details');
const runsFlag = process.argv.indexOf('--runs');
const pagesFlag = process.argv.indexOf('--pages');
const onlyPages = pagesFlag > 0 ? (process.argv[pagesFlag + 1] ?? '').split(',') : null;
const runCount = runsFlag > 0 ? Math.max(1, Number(process.argv[runsFlag + 1]) || 1) : 3;
let baseUrl = urlFlag > 0 ? process.argv[urlFlag + 1] : undefined;
const children: ReturnType<typeof startNodeService>[] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'matjar-audit-'));

if (!baseUrl) {
  await buildIfNeeded({ label: 'audit' });
  const [backendPort, port] = [await freePort(), await freePort()];
  const backendUrl = `http://127.0.0.1:${backendPort}`;
  baseUrl = `http://127.0.0.1:${port}`;
  children.push(
    startNodeService('backend/server.ts', { BACKEND_PORT: String(backendPort), BACKEND_DB: join(dataDir, 'db.sqlite'), BACKEND_QUIET: '1' }),
    startNodeService('scripts/serve-storefront.ts', { PORT: String(port), HOST: '127.0.0.1', COMMERCE_URL: backendUrl }),
  );
  await waitForHttp(`${backendUrl}/health`);
  await waitForHttp(`${baseUrl}/robots.txt`);
}

/** First category and product links found on the English home page (no seed data hard-coded). */
async function discoverPaths(): Promise<Record<string, string>> {
  const html = await (await fetch(`${baseUrl}/en/categories`)).text();
  const category = /href="\/en(\/categories\/[^"?#]+)"/.exec(html)?.[1];
  const categoryHtml = category ? await (await fetch(`${baseUrl}/en${category}`)).text() : '';
  const product = /href="\/en(\/products\/[^"?#]+)"/.exec(categoryHtml)?.[1];
  if (!category || !product) throw new Error('could not find a category and a product to audit');
  return { home: '', category, product, search: '/search?keyword=samsung' };
}

type AuditMap = Record<string, { details?: unknown } | undefined>;

function printDetails(label: string, audits: AuditMap): void {
  const breakdown = (audits['mainthread-work-breakdown']?.details as { items?: { groupLabel: string; duration: number }[] } | undefined)?.items ?? [];
  const longTasks = (audits['long-tasks']?.details as { items?: { url: string; startTime: number; duration: number }[] } | undefined)?.items ?? [];
  console.log(`\n${label}: main thread ${breakdown.map((i) => `${i.groupLabel} ${Math.round(i.duration)} ms`).join(', ')}`);
  for (const task of longTasks) console.log(`  long task ${Math.round(task.duration)} ms at ${Math.round(task.startTime)} ms: ${task.url}`);
}

const paths = await discoverPaths();
const executable = chromiumExecutable() ?? chromium.executablePath();
const chrome = await chromeLauncher.launch({ chromePath: executable, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
const rows: string[][] = [['page', 'locale', 'performance', 'LCP', runCount > 1 ? 'TBT (min–max)' : 'TBT', 'CLS', 'JS (KB, transferred)']];
try {
  for (const locale of ['ar', 'en']) {
    for (const [name, path] of Object.entries(paths)) {
      if (onlyPages && !onlyPages.includes(name)) continue;
      // Warm the route cache so the audit measures what a shopper gets, not the first render.
      await fetch(`${baseUrl}/${locale}${path}`);
      const runs: Result[] = [];
      for (let run = 0; run < runCount; run++) {
        const result = await lighthouse(`${baseUrl}/${locale}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        if (!result?.lhr) throw new Error(`no Lighthouse result for ${path}`);
        runs.push(result.lhr);
      }
      // Lighthouse's own choice of the representative run (closest to the median FCP and TTI).
      const lhr = computeMedianRun(runs);
      const tbts = runs.map((run) => Math.round(run.audits['total-blocking-time']?.numericValue ?? 0)).sort((a, b) => a - b);
      const audit = (id: string) => lhr.audits[id];
      const items = (audit('network-requests')?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
      const jsBytes = items.filter((i) => i.resourceType === 'Script').reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
      if (details) printDetails(`${name} ${locale} (host benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)})`, lhr.audits);
      rows.push([
        name,
        locale,
        String(Math.round((lhr.categories.performance?.score ?? 0) * 100)),
        audit('largest-contentful-paint')?.displayValue ?? '',
        runCount > 1 ? `${audit('total-blocking-time')?.displayValue ?? ''} (${tbts[0]}–${tbts.at(-1)})` : (audit('total-blocking-time')?.displayValue ?? ''),
        audit('cumulative-layout-shift')?.displayValue ?? '',
        (jsBytes / 1024).toFixed(1),
      ]);
    }
  }
} finally {
  chrome.kill();
  for (const child of children) child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
for (const [i, row] of rows.entries()) {
  console.log(`| ${row.map((cell, j) => cell.padEnd(widths[j]!)).join(' | ')} |`);
  if (i === 0) console.log(`| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`);
}
