// The browser restores a simulator from its own address (back and forward): it reads it as the
// resolver reads a page's query for the server, the first value of each parameter.
import type { QueryValues } from '../../config/query-fields';

/** `?v=1&p=1.2` → `{ v: '1', p: '1.2' }`; a repeated parameter keeps its first value. */
export function readAddressQuery(search: string): QueryValues {
  const values: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(search)) if (!Object.hasOwn(values, name)) values[name] = value;
  return values;
}
