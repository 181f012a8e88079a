import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { runAfter } from './run-after';

describe('runAfter', () => {
  it("hands the work to the Worker's execution context, so the answer need not wait for it", async () => {
    const app = new Hono();
    const work = Promise.resolve('stored');
    let returned: unknown = 'unset';
    app.get('/', (c) => {
      returned = runAfter(c, work);
      return c.text('answered');
    });
    const waitUntil = vi.fn();
    const response = await app.request('/', {}, {}, { waitUntil, passThroughOnException: () => undefined, props: {} });
    expect(await response.text()).toBe('answered');
    expect(waitUntil).toHaveBeenCalledWith(work);
    expect(returned).toBeUndefined();
  });

  it('gives the work back where there is no execution context, for the caller to await', async () => {
    const app = new Hono();
    const work = Promise.resolve('stored');
    let returned: unknown;
    app.get('/', (c) => {
      returned = runAfter(c, work);
      return c.text('answered');
    });
    await app.request('/');
    expect(returned).toBe(work);
  });
});
