// Reads the upstream fixtures of tests/fixtures/upstream as plain unknown JSON, as the wire would.
import { readFileSync } from 'node:fs';

const FIXTURES = new URL('../../../../tests/fixtures/upstream/', import.meta.url);

export function readFixture(name: string): unknown {
  return JSON.parse(readFileSync(new URL(name, FIXTURES), 'utf8')) as unknown;
}
