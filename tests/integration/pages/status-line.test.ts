/**
 * The status line of the production storefront's pages: a page that sets its status answers the standard reason
 * phrase (`400 Bad Request`), never Astro's `OK` (src/server/status-text.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../../helpers/backend.ts';
import { buildAndServeStorefront, type BuiltStorefront } from '../../helpers/built-storefront.ts';

let backend: TestBackend;
let storefront: BuiltStorefront;

beforeAll(async () => {
  backend = await startTestBackend();
  storefront = await buildAndServeStorefront(backend.url);
}, 300_000);

afterAll(async () => {
  await storefront?.close();
  await backend?.close();
});

describe('the status line', () => {
  it.each([
    ['/en/payment/status', 400, 'Bad Request'],
    ['/ar/payment/status', 400, 'Bad Request'],
    ['/en/products/no-such-product', 404, 'Not Found'],
    ['/en', 200, 'OK'],
  ])('%s answers %i %s', async (path, status, text) => {
    const answer = await fetch(`${storefront.url}${path}`, { redirect: 'manual' });
    expect(answer.status).toBe(status);
    expect(answer.statusText).toBe(text);
  });
});
