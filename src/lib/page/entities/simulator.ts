import { toPeopleGender } from '../../people';
import { getIntl } from '../../i18n/intl';
import { describeSharedSquad, describeSharedTeam, type DescribeInput, type SharedDescription, loadSimulatorPool } from '../../simulators';
import type { EntityLoader } from './types';

type Describe = (input: DescribeInput) => SharedDescription | undefined;

/**
 * A simulator's season and pool, loaded before rendering so a shared link's title and share card
 * describe the squad or team it opens on. A league that cannot say who plays is unreachable: the
 * page renders its calm notice and the answer is not cached.
 */
function simulatorLoader(describe: Describe): EntityLoader {
  return async ({ region, lang, edition, data, query }) => {
    if (!region) return { kind: 'not-found' };
    const loaded = await loadSimulatorPool(data.competition, { region, genders: edition.genders, lang });
    if (!loaded.available) return { kind: 'unreachable' };
    const pool = { teams: loaded.teams, players: loaded.players };
    const { t } = getIntl(lang, edition.id);
    const shared = describe({ query, pool, t, gender: toPeopleGender(edition) });
    return { kind: 'found', entity: { kind: 'simulator', season: loaded.season, pool, ...(shared && { shared }) } };
  };
}

export const loadSquadSimulator = simulatorLoader(describeSharedSquad);
export const loadTeamSimulator = simulatorLoader(describeSharedTeam);
