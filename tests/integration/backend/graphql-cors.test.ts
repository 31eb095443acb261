/**
 * Cross-origin access to the backend's GraphQL API (backend/http/cors.ts): only a configured origin gets CORS with
 * credentials, on fresh and cached answers and on preflights; any other origin gets no CORS header.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../../helpers/backend.ts';

const STOREFRONT = 'https://matjar.test';
const EVIL = 'https://evil.example';
let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend({ config: { corsOrigins: [STOREFRONT] } });
});

afterAll(async () => {
  await backend?.close();
});

const query = (origin: string) =>
  fetch(`${backend.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, store: 'default' },
    body: JSON.stringify({ query: '{ storeConfig { store_code } }' }),
  });

describe('GraphQL across origins', () => {
  it('answers another origin without CORS headers, fresh or from the cache', async () => {
    for (const origin of [EVIL, STOREFRONT, EVIL]) {
      const answer = await query(origin);
      expect(answer.status).toBe(200);
      if (origin === EVIL) {
        expect(answer.headers.get('access-control-allow-origin')).toBeNull();
        expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
      } else {
        expect(answer.headers.get('access-control-allow-origin')).toBe(STOREFRONT);
        expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
      }
      expect(answer.headers.get('vary')).toMatch(/Origin/);
    }
  });

  it('answers a preflight with CORS for the configured origin only', async () => {
    const preflight = (origin: string) =>
      fetch(`${backend.url}/graphql`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, authorization, store' },
      });
    const evil = await preflight(EVIL);
    expect(evil.status).toBe(204);
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    expect(evil.headers.get('access-control-allow-credentials')).toBeNull();
    const ours = await preflight(STOREFRONT);
    expect(ours.status).toBe(204);
    expect(ours.headers.get('access-control-allow-origin')).toBe(STOREFRONT);
    expect(ours.headers.get('access-control-allow-credentials')).toBe('true');
    expect(ours.headers.get('access-control-allow-headers')).toBe('content-type, authorization, store');
  });
});
