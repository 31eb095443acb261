/**
 * The benches' floor (bench-first-load.ts, bench-journey.ts): pages with nothing of the store in them, to show what
 * the browser and the tools alone cost on the same phone in the same run. No script, no font, no image, no CSP.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const HEAD = '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">';

/** A page of one heading and one paragraph. */
export const FLOOR_PAGE = `${HEAD}<title>Floor</title></head><body><main><h1>One heading</h1><p>One paragraph of text in the system font.</p></main></body></html>`;

/** A page of one link to `path`, which its Speculation Rules prerender on intent (`moderate`), as the store's do. */
export function floorPageLinkingTo(path: string): string {
  const rules = JSON.stringify({ prerender: [{ where: { href_matches: path }, eagerness: 'moderate' }] });
  return (
    `${HEAD}<title>Floor, a link</title><script type="speculationrules">${rules}</script></head>` +
    `<body><main><h1>One link</h1><p><a href="${path}" style="display:block;padding:2rem">The next page</a></p></main></body></html>`
  );
}

/** Serves `pages` (by path; any other path: the one at `/`) on a free port of 127.0.0.1; answers its origin. */
export async function serveFloorPages(pages: Record<string, string>): Promise<{ url: string; close: () => void }> {
  const server = createServer((request, response) =>
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(pages[request.url ?? '/'] ?? pages['/']),
  );
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}
