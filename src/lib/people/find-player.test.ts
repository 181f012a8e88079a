import { describe, expect, it } from 'vitest';
import { EDITIONS } from '../../config/editions';
import { findRegion } from '../../config/regions';
import { createCompetitionApi } from '../competition/api';
import { createFakeClient, type FakeAnswer } from '../competition/testing/fake-client';
import { findPlayerInEdition, findPlayerInRegion } from './find-player';

const P = '/api/v1/competition';
const spain = findRegion('kings', 'espana')!;
const options = { edition: EDITIONS.kings, lang: 'en' } as const;

const upstreamPlayer = (id: number, overrides: Record<string, unknown> = {}) => ({
  id, firstName: `First${id}`, lastName: `Last${id}`, gender: 'male', role: 'forward', metaInformation: {}, ...overrides,
});

/** A league whose current season (12, from the fixture) has players 1 and 2, and legend 900. */
const LEAGUE: Record<string, FakeAnswer> = {
  [`${P}/season-clusters`]: 'season-clusters.json',
  [`${P}/seasons/12/players`]: { value: [upstreamPlayer(1, { teamId: 7, category: 'draft' }), upstreamPlayer(2)] },
  [`${P}/legends`]: { value: [upstreamPlayer(900, { category: 'legend' }), upstreamPlayer(901, { gender: 'female' })] },
};

const apiFor = (answers: Record<string, FakeAnswer>) => createCompetitionApi(createFakeClient(answers));

describe('finding a player in a region', () => {
  it('finds a squad player of the current season', async () => {
    const found = await findPlayerInRegion(apiFor(LEAGUE), spain, options, 1);
    expect(found).toMatchObject({ kind: 'found', isLegend: false, player: { id: 1, teamId: 7 }, season: { id: 12 } });
  });

  it('finds a legend when no squad has the player', async () => {
    expect(await findPlayerInRegion(apiFor(LEAGUE), spain, options, 900)).toMatchObject({ kind: 'found', isLegend: true, player: { id: 900 } });
  });

  it('ignores legends of the other edition’s gender', async () => {
    expect(await findPlayerInRegion(apiFor(LEAGUE), spain, options, 901)).toEqual({ kind: 'unknown' });
  });

  it('calls an id unknown only when the league answered with its squads', async () => {
    expect(await findPlayerInRegion(apiFor(LEAGUE), spain, options, 3)).toEqual({ kind: 'unknown' });
    const noPlayers = { ...LEAGUE, [`${P}/seasons/12/players`]: { status: 503 } };
    expect(await findPlayerInRegion(apiFor(noPlayers), spain, options, 3)).toEqual({ kind: 'unreachable' });
    expect(await findPlayerInRegion(apiFor({}), spain, options, 3)).toEqual({ kind: 'unreachable' });
  });
});

describe('finding a player in the whole edition', () => {
  it('answers with the first region that knows the player', async () => {
    const found = await findPlayerInEdition(apiFor(LEAGUE), options, 2);
    expect(found).toMatchObject({ kind: 'found', region: { slug: 'espana' } });
  });

  it('is unknown only when every region answered, unreachable when one did not', async () => {
    expect(await findPlayerInEdition(apiFor(LEAGUE), options, 3)).toEqual({ kind: 'unknown' });
    const failing = { ...LEAGUE, [`${P}/season-clusters`]: { status: 500 } } as Record<string, FakeAnswer>;
    expect(await findPlayerInEdition(apiFor(failing), options, 3)).toEqual({ kind: 'unreachable' });
  });
});
