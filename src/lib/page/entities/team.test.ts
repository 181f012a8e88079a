import { afterEach, describe, expect, it, vi } from 'vitest';
import { getEdition } from '../../../config/editions';
import { findRegion } from '../../../config/regions';
import { parseEnv } from '../../../env';
import { readFixture } from '../../competition/testing/fixtures';
import { createPageData } from '../page-data';
import { loadTeamEntity } from './team';
import type { EntityLoadContext } from './types';

const team = readFixture('team.json') as Record<string, unknown>;
let upstreams = 0;

/** A check context whose upstream answers `/teams/1` with the given status and body. */
function contextFor(status: number, body: unknown, overrides: Partial<EntityLoadContext> = {}): EntityLoadContext {
  // A fresh upstream address each time, so the isolate's answer cache never mixes two tests.
  const base = `https://league-${++upstreams}.example`;
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  return {
    routeId: 'regionTeam', lang: 'en', edition: getEdition('kings'), region: findRegion('kings', 'espana'),
    params: { region: 'espana', team: '1', teamName: 'ultimate-mostoles' },
    data: createPageData(parseEnv({ EDITION: 'kings', COMPETITION_API_URL: base }), {}),
    query: {},
    ...overrides,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('loadTeamEntity', () => {
  it('lets a known team with its canonical slug through', async () => {
    expect(await loadTeamEntity(contextFor(200, team))).toMatchObject({ kind: 'found', entity: { kind: 'team', team: { id: 1, name: 'Ultimate Móstoles' } } });
  });

  it('sends a wrong slug to the canonical path, regional or league-wide', async () => {
    const wrong = { region: 'espana', team: '1', teamName: 'wrong' };
    expect(await loadTeamEntity(contextFor(200, team, { params: wrong }))).toEqual({ kind: 'redirect', path: '/en/espana/teams/1-ultimate-mostoles' });
    const padded = { region: 'espana', team: '001', teamName: 'ultimate-mostoles' };
    expect(await loadTeamEntity(contextFor(200, team, { params: padded }))).toEqual({ kind: 'redirect', path: '/en/espana/teams/1-ultimate-mostoles' });
    const leagueWide = { routeId: 'team', region: undefined, lang: 'fr', params: { team: '1', teamName: 'x' } } as const;
    expect(await loadTeamEntity(contextFor(200, team, leagueWide))).toEqual({ kind: 'redirect', path: '/fr/equipes/1-ultimate-mostoles' });
  });

  it('answers section 8’s 404 for a team the league does not know', async () => {
    expect(await loadTeamEntity(contextFor(404, { error: 'Team not found' }))).toEqual({ kind: 'not-found', message: 'Team not found' });
  });

  it('answers 404 for placeholders, by id or by flag, and for the other edition’s teams', async () => {
    const placeholderId = { params: { region: 'espana', team: '58', teamName: 'tbd' } };
    expect(await loadTeamEntity(contextFor(200, { ...team, id: 58 }, placeholderId))).toMatchObject({ kind: 'not-found' });
    expect(await loadTeamEntity(contextFor(200, { ...team, isPlaceholder: true }))).toMatchObject({ kind: 'not-found' });
    expect(await loadTeamEntity(contextFor(200, { ...team, gender: 'female' }))).toMatchObject({ kind: 'not-found' });
  });

  it('lets the page through, to say so calmly, when the league cannot be reached', async () => {
    expect(await loadTeamEntity(contextFor(503, {}))).toEqual({ kind: 'unreachable' });
  });
});
