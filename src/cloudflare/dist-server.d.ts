// The server bundle that `waku build` writes; src/cloudflare/built-app.ts, alone, imports it after the build.
declare module '*/dist/server/index.js' {
  export function INTERNAL_runFetch(env: unknown, request: Request, ...args: unknown[]): Promise<Response>;
}

// The app's functions for the Worker's own calls (src/worker-calls.ts), a second input of the build.
declare module '*/dist/server/worker-calls.js' {
  export const workerCalls: import('../worker-calls').WorkerCalls;
}

// Written beside it by waku.config.ts: the build version the health check reports.
declare module '*/dist/server/build-version.js' {
  export const BUILD_VERSION: string;
}
