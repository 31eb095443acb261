/**
 * Field measurement beacons (`navigator.sendBeacon` to POST /api/rum) under the cross-site form post rule
 * (src/server/security/origin-check.ts): a beacon of a string is a text/plain post, which the rule counts as a form;
 * the browser names the page's origin, so our own pages' beacons pass and another site's are refused.
 */
import { describe, expect, it } from 'vitest';
import { RUM_ENDPOINT } from '@/lib/web-vitals-report.ts';
import { isForbiddenCrossSitePost } from '@/server/security/origin-check.ts';

const SITE = 'https://shop.example';
const beacon = (origin: string | null, contentType = 'text/plain;charset=UTF-8') => {
  const headers = new Headers({ 'content-type': contentType });
  if (origin) headers.set('origin', origin);
  const url = `${SITE}${RUM_ENDPOINT}`;
  return isForbiddenCrossSitePost(new Request(url, { method: 'POST', headers, body: '{"pageType":"home"}' }), new URL(url));
};

describe('a field measurement beacon', () => {
  it('from one of our pages passes, as text or as a JSON blob', () => {
    expect(beacon(SITE)).toBe(false);
    expect(beacon(SITE, 'application/json')).toBe(false);
  });

  it('from another site, or from nowhere, is refused like a cross-site form', () => {
    expect(beacon('https://evil.example')).toBe(true);
    expect(beacon(null)).toBe(true);
  });
});
