// The data centre's cache (`caches.default` in a Worker), as the page feeds, the API cache and the
// upstream answer store use it; absent outside a Worker, where each of them simply goes without.
export type EdgeCache = {
  match(request: Request): Promise<Response | undefined>;
  put(request: Request, response: Response): Promise<void>;
};

export function defaultEdgeCache(): EdgeCache | undefined {
  return (globalThis as { caches?: { default?: EdgeCache } }).caches?.default;
}
