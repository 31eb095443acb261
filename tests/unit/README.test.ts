/**
 * A newcomer's first ten minutes (issue 55): the README's "Try it" says how to read a one-time code, which coupons
 * the seed has and how to pay with the simulator, and stays true to the seed and the backend; `npm install` on an
 * older system Node does not bury its result under one engine warning per package.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SEED_COUPONS } from '../../backend/seed/commerce.ts';

const readme = readFileSync('README.md', 'utf8');
const tryIt = readme.slice(readme.indexOf('\n## Try it'), readme.indexOf('\n## ', readme.indexOf('\n## Try it') + 1));
const simulatorPage = readFileSync('backend/payment/simulator/page.ts', 'utf8');

describe('the README\'s "Try it"', () => {
  it('follows the quick start', () => {
    expect(readme.indexOf('\n## Try it')).toBeGreaterThan(readme.indexOf('\n## Quick start'));
    expect(tryIt.length).toBeGreaterThan(200);
  });

  it('says where a one-time code is read: the development outbox, by address', () => {
    expect(tryIt).toContain('http://localhost:4000/__dev/outbox?to=');
    expect(readFileSync('backend/server.ts', 'utf8')).toContain("'/__dev/outbox'");
  });

  it('names every coupon of the seed, and only those', () => {
    for (const coupon of SEED_COUPONS) expect(tryIt).toContain(`\`${coupon.code}\``);
    const named = [...tryIt.matchAll(/`([A-Z][A-Z0-9]{3,})`/g)].map((match) => match[1]);
    expect(named.filter((code) => /\d/.test(code ?? '')).sort()).toEqual(SEED_COUPONS.map((coupon) => coupon.code).sort());
  });

  it('says how to pay with the simulator, by the buttons it shows', () => {
    for (const button of ['Approve payment', 'Decline payment']) {
      expect(simulatorPage).toContain(`'${button}'`);
      expect(tryIt).toContain(button);
    }
  });
});

describe('npm install on an older system Node', () => {
  it('prints errors, not one engine warning per package, and the README says why', () => {
    expect(readFileSync('.npmrc', 'utf8')).toMatch(/^loglevel=error$/m);
    expect(readme).toMatch(/EBADENGINE/);
  });
});
