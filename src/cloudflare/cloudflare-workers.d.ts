// The one part of the Workers runtime module the entries use: the bindings at start-up (src/bindings.ts).
declare module 'cloudflare:workers' {
  export const env: import('../bindings').WorkerBindings;
}
