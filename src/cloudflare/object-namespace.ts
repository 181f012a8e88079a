// The one way the live objects speak to each other: a JSON POST to a named object on a path no page
// can reach. The namespace's type and its check are the environment's (src/bindings.ts).
import { objectNamed, type ObjectNamespace } from '../bindings';
import { internalUrl } from '../lib/live-push/relay-protocol';

/** POSTs `body` to the object named `name`; its JSON answer, or a throw when it did not answer 2xx. */
export async function postJson<T>(namespace: ObjectNamespace, name: string, path: string, body: unknown): Promise<T> {
  const response = await objectNamed(namespace, name).fetch(new Request(internalUrl(path), { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }));
  if (!response.ok) throw new Error(`${name}${path} answered ${response.status}`);
  return (await response.json()) as T;
}
