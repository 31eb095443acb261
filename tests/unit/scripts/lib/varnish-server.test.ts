/**
 * The VCL the tests, the benchmark and `npm run start:edge` run: the shipped deploy/varnish/default.vcl with the
 * operator's one edit made (its backend's port, and its unprobed twin's), and one copy of both per further
 * storefront instance, each added to its director (then reconfigured once).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHIPPED_VCL, vclFor } from '../../../../scripts/lib/varnish-server.ts';

describe('the VCL for storefronts on this machine', () => {
  const shipped = readFileSync(SHIPPED_VCL, 'utf8');

  it('ships its backend as 127.0.0.1 port "4321", for an operator to substitute', () => {
    expect(shipped).toContain('.host = "127.0.0.1";');
    expect(shipped).toContain('.port = "4321";');
  });

  it('points its one backend at one storefront', () => {
    const vcl = vclFor([5001]);
    expect(vcl).toContain('.port = "5001";');
    expect(vcl).not.toContain('"4321"');
    expect(vcl.replaceAll('.port = "5001";', '.port = "4321";')).toBe(shipped);
  });

  it('has a backend and an unprobed twin per storefront, each in its director', () => {
    const vcl = vclFor([5001, 5002]);
    expect([...vcl.matchAll(/^backend (storefront\d) \{[\s\S]*?\.port = "(\d+)";/gm)].map((match) => [match[1], match[2]])).toEqual([
      ['storefront1', '5001'],
      ['storefront2', '5002'],
    ]);
    expect(vcl).toContain('storefronts.add_backend(storefront1);\n    storefronts.add_backend(storefront2);\n    storefronts.reconfigure();');
    expect([...vcl.matchAll(/^backend (storefront\d_unprobed) \{[\s\S]*?\.port = "(\d+)";/gm)].map((match) => [match[1], match[2]])).toEqual([
      ['storefront1_unprobed', '5001'],
      ['storefront2_unprobed', '5002'],
    ]);
    expect(vcl).toContain(
      'storefronts_unprobed.add_backend(storefront1_unprobed);\n    storefronts_unprobed.add_backend(storefront2_unprobed);\n    storefronts_unprobed.reconfigure();',
    );
    // Only the probed backends are probed.
    expect(vcl.match(/\.probe = \{/g)).toHaveLength(2);
  });
});
