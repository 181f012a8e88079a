import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../env';
import { throwIfTestRenderError } from './test-render-error';

describe('throwIfTestRenderError', () => {
  it('throws only where the test switch is on and the page asks for it', () => {
    const on = parseEnv({ ENVIRONMENT: 'development', TEST_RENDER_ERROR: 'on' });
    const off = parseEnv({ ENVIRONMENT: 'development' });
    expect(() => throwIfTestRenderError({ env: on, query: new URLSearchParams('?test-render-error') })).toThrow(/on purpose/);
    expect(() => throwIfTestRenderError({ env: on, query: new URLSearchParams('?page=2') })).not.toThrow();
    expect(() => throwIfTestRenderError({ env: off, query: new URLSearchParams('?test-render-error') })).not.toThrow();
  });
});
