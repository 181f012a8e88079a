import { afterEach, describe, expect, it } from 'vitest';
import { getHtmlRewriter } from './html-rewriter';

const host = globalThis as { HTMLRewriter?: unknown };

describe('getHtmlRewriter', () => {
  afterEach(() => {
    delete host.HTMLRewriter;
  });

  it("is absent outside workerd, so the pipeline's rewriting steps pass responses through", () => {
    expect(getHtmlRewriter()).toBeUndefined();
  });

  it("hands over workerd's own rewriter where the runtime has one", () => {
    class StandIn {}
    host.HTMLRewriter = StandIn;
    expect(getHtmlRewriter()).toBe(StandIn);
  });
});
