/** The ports the tests and benches give the servers they start (scripts/lib/ports.ts). */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../../../scripts/lib/ports.ts';

const ephemeralLow = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);

describe('freePort', () => {
  it('hands out ports below the ephemeral range, never the same one twice, each one free to listen on', async () => {
    const ports: number[] = [];
    for (let index = 0; index < 20; index++) ports.push(await freePort());
    expect(new Set(ports).size).toBe(ports.length);
    // Below the ephemeral range where it leaves room (it starts at 32768 on Debian); else the kernel's choice.
    const room = ephemeralLow - 20_000 > 1000;
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(room ? 20_000 : 1);
      expect(port).toBeLessThan(room ? ephemeralLow : 65_536);
    }
    const server = createServer();
    await new Promise<void>((listening) => server.listen(ports[0], '127.0.0.1', listening));
    await new Promise((closed) => server.close(closed));
  });
});
