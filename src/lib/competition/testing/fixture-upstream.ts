// The league upstream for tests that build their data clients from the Worker's vars, as the
// Worker's own calls do: `fetch` answers paths from the fixtures, at a fresh address each time so
// the isolate's answer cache never mixes two tests. Undo with vi.unstubAllGlobals().
import { vi } from 'vitest';
import { readFixture } from './fixtures';

let upstreams = 0;

export function stubFixtureUpstream(answers: Readonly<Record<string, string>>): { url: string; reads: (path: string) => number } {
  const url = `https://league-fixtures-${++upstreams}.example`;
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const { pathname } = new URL(request.url);
    asked.push(pathname);
    const fixture = answers[pathname];
    if (!fixture) return new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } });
    return new Response(JSON.stringify(readFixture(fixture)), { headers: { 'content-type': 'application/json' } });
  });
  return { url, reads: (path) => asked.filter((candidate) => candidate === path).length };
}
