import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { freePort } from './proc.mjs';

function ephemeralLow(): number {
  try {
    return Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
  } catch {
    return 32768;
  }
}

describe('freePort', () => {
  it('chooses ports below the range the OS hands out by itself, never the same one twice', async () => {
    const ports = await Promise.all(Array.from({ length: 40 }, () => freePort()));
    expect(new Set(ports).size).toBe(ports.length);
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(10000);
      expect(port).toBeLessThan(ephemeralLow());
    }
  });

});
