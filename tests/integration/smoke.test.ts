import { describe, expect, inject, it } from 'vitest';

describe('smoke: both editions answer', () => {
  it.each([
    ['kings', inject('kingsUrl')],
    ['queens', inject('queensUrl')],
  ])('%s GET /en answers without a server error', async (_edition, base) => {
    const res = await fetch(`${base}/en`, { redirect: 'manual' });
    await res.arrayBuffer();
    expect(res.status).toBeLessThan(500);
  });
});
