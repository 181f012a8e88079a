// Each team's fourteen players (ten drafted, the "12th and 13th" wildcards, two reserves), the
// league's legends and free agents, and every team's president and coach.
import type { LeagueIds } from './ids';
import { CULTURES, type Culture } from './name-pools';
import { inventPerson, toShortPlayerName, type NameBook } from './people';
import type { LeaguePlan } from './plan';
import type { Rng } from '../seeded-random';
import { generateRatings } from './ratings';
import type { GeneratedTeam } from './teams';
import type { Player, PlayerCategory, PlayerRole, Staff } from './types';

/** A player with where the generator first put them: their home team and category. */
export type SquadPlayer = Player & { homeTeamId: number | null; category: PlayerCategory };

type Slot = { role: PlayerRole | 'outfield'; category: Exclude<PlayerCategory, 'legend'>; quality: [number, number] };

// Ten drafted (a goalkeeper and three of each outfield line), two wildcards, two reserves.
const ROSTER_TEMPLATE: readonly Slot[] = [
  { role: 'goalkeeper', category: 'draft', quality: [62, 84] },
  ...(['defender', 'midfielder', 'forward'] as const).flatMap((role) =>
    [0, 1, 2].map((): Slot => ({ role, category: 'draft', quality: [60, 85] })),
  ),
  { role: 'outfield', category: 'wildcard', quality: [74, 91] },
  { role: 'outfield', category: 'wildcard', quality: [72, 89] },
  { role: 'goalkeeper', category: 'reserve', quality: [54, 68] },
  { role: 'outfield', category: 'reserve', quality: [54, 70] },
];

const OUTFIELD_ROLES = ['defender', 'midfielder', 'forward'] as const;

function cultureFor(plan: LeaguePlan, team: GeneratedTeam | null, rng: Rng): Culture {
  // The king of kings gathers players from every league.
  if (plan.key === 'kings-king-of-kings') return rng.pick(CULTURES);
  return team?.culture ?? plan.culture;
}

function invent(plan: LeaguePlan, team: GeneratedTeam | null, slot: Slot, ids: LeagueIds, rng: Rng, names: NameBook, legend = false): SquadPlayer {
  const gender = plan.competition.gender === 'female' ? 'female' : 'male';
  const role: PlayerRole = slot.role === 'outfield' ? rng.pick(OUTFIELD_ROLES) : slot.role;
  const person = legend
    ? inventPerson(rng, cultureFor(plan, team, rng), gender, names, 1976, 1989)
    : inventPerson(rng, cultureFor(plan, team, rng), gender, names, 1992, 2006);
  const tall = gender === 'female' ? rng.int(157, 182) : rng.int(168, 194);
  return {
    id: ids.player.next(),
    firstName: person.firstName,
    lastName: person.lastName,
    shortName: toShortPlayerName(person.firstName, person.lastName),
    jerseyName: person.lastName.toUpperCase(),
    gender,
    role,
    birthDate: person.birthDate,
    height: role === 'goalkeeper' ? tall + 5 : tall,
    countryId: person.countryId,
    ratings: generateRatings(rng, role, rng.int(slot.quality[0], slot.quality[1])),
    legendCompetitionId: legend ? plan.competition.id : null,
    homeTeamId: team?.id ?? null,
    category: legend ? 'legend' : slot.category,
  };
}

export type LeaguePeople = { squads: SquadPlayer[]; freeAgents: SquadPlayer[]; legends: SquadPlayer[]; staffs: Staff[] };

export const LEGENDS_PER_LEAGUE = 4;
export const FREE_AGENTS_PER_LEAGUE = 3;

export function generateLeaguePeople(plan: LeaguePlan, teams: readonly GeneratedTeam[], ids: LeagueIds, rng: Rng): LeaguePeople {
  const names: NameBook = new Set();
  const squads = teams.flatMap((team) => ROSTER_TEMPLATE.map((slot) => invent(plan, team, slot, ids, rng, names)));
  const agentSlot: Slot = { role: 'outfield', category: 'wildcard', quality: [70, 86] };
  const freeAgents = Array.from({ length: FREE_AGENTS_PER_LEAGUE }, () => invent(plan, null, agentSlot, ids, rng, names));
  const legendSlot: Slot = { role: 'outfield', category: 'draft', quality: [86, 95] };
  const legends = Array.from({ length: LEGENDS_PER_LEAGUE }, (_, i) =>
    invent(plan, null, i === 0 ? { ...legendSlot, role: 'goalkeeper' } : legendSlot, ids, rng, names, true),
  );
  const staffs = teams.flatMap((team) =>
    (['president', 'coach'] as const).map((role): Staff => {
      const person = role === 'president'
        ? inventPerson(rng, team.culture, plan.competition.gender === 'female' ? 'female' : 'male', names, 1984, 1999)
        : inventPerson(rng, team.culture, rng.chance(0.8) ? 'male' : 'female', names, 1962, 1988);
      return { id: ids.staff.next(), teamId: team.id, role, ...person };
    }),
  );
  return { squads, freeAgents, legends, staffs };
}
