import type { RequestContext } from '../request-context';

/** The query parameter that makes a page throw while rendering, where TEST_RENDER_ERROR is on. */
export const TEST_RENDER_ERROR_PARAMETER = 'test-render-error';

export const TEST_RENDER_ERROR_MESSAGE = 'Render error thrown on purpose (TEST_RENDER_ERROR)';

/**
 * The error-reporting tests need a render that throws. The switch is a var the env schema refuses
 * in production, so no visitor can make a live page throw.
 */
export function throwIfTestRenderError(context: Pick<RequestContext, 'env' | 'query'>): void {
  if (context.env.TEST_RENDER_ERROR && context.query.has(TEST_RENDER_ERROR_PARAMETER)) {
    throw new Error(TEST_RENDER_ERROR_MESSAGE);
  }
}
