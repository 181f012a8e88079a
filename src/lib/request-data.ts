// Waku's per-request store, shared by the pipeline's middleware and the server components.
export { unstable_getContextData as getContextData } from 'waku/server';
