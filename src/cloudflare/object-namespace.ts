// The few parts of a Durable Object namespace the watcher and its relays use, and the one way
// they speak: a JSON POST to a named object on a path no page can reach.
import { internalUrl } from '../lib/live-push/relay-protocol';

export type ObjectNamespace = {
  idFromName(name: string): unknown;
  get(id: unknown): { fetch(request: Request): Promise<Response> };
};

export function objectNamespace(binding: unknown): ObjectNamespace | undefined {
  const namespace = binding as Partial<ObjectNamespace> | undefined;
  return typeof namespace?.idFromName === 'function' && typeof namespace.get === 'function' ? (namespace as ObjectNamespace) : undefined;
}

/** POSTs `body` to the object named `name`; its JSON answer, or a throw when it did not answer 2xx. */
export async function postJson<T>(namespace: ObjectNamespace, name: string, path: string, body: unknown): Promise<T> {
  const stub = namespace.get(namespace.idFromName(name));
  const response = await stub.fetch(new Request(internalUrl(path), { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }));
  if (!response.ok) throw new Error(`${name}${path} answered ${response.status}`);
  return (await response.json()) as T;
}
