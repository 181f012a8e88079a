// A call the Worker makes of itself, outside any request: a live match's watcher reading its
// match, the alerts it looks for. It is resolved from the Worker's bindings the way a request is
// (src/lib/request/resolve-request.ts), so both read the same vars and the same data clients.
import type { WorkerBindings } from '../../bindings';
import type { Edition } from '../../config/editions';
import { parseEnv, type AppEnv } from '../../env';
import type { PageData } from '../page/page-types';
import { resolveWorker } from './resolve-request';

export type WorkerCall = { env: AppEnv; edition: Edition; domain: string; bindings: WorkerBindings; data: PageData };

/** The Worker's vars parsed (once per isolate), its edition, domain and data clients. */
export function resolveWorkerCall(bindings: WorkerBindings): WorkerCall {
  const { makeData, ...worker } = resolveWorker(parseEnv(bindings), bindings);
  return { ...worker, bindings, data: makeData() };
}
