// The server bundle that `waku build` writes; the Worker entry imports it after the build.
declare module '*/dist/server/index.js' {
  export function INTERNAL_runFetch(env: unknown, request: Request, ...args: unknown[]): Promise<Response>;
}

// Written beside it by waku.config.ts: the build version the health check reports.
declare module '*/dist/server/build-version.js' {
  export const BUILD_VERSION: string;
}
