// The one part of the Workers runtime module the entries use: the bindings at start-up.
declare module 'cloudflare:workers' {
  export const env: Record<string, unknown>;
}
