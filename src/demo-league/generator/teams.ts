// A league's twelve teams: names from the league's list, three-letter short names, two colours.
import type { IdAllocator } from './ids';
import type { Culture } from './name-pools';
import { PINNED_TEAM_IDS, PLACEHOLDER_TEAM_IDS, TEAMS_PER_LEAGUE, type LeaguePlan } from './plan';
import type { Rng } from '../seeded-random';
import { CLUB_SUFFIX, COLOUR_PAIRS, TEAM_SEEDS } from './team-names';
import type { Team } from './types';

/** A team with what the rest of the generator needs to people it. */
export type GeneratedTeam = Team & { culture: Culture };

const MINOR_WORDS = new Set(['de', 'del', 'da', 'do', 'des', 'du', 'the', 'club', 'al', 'los', 'las', 'les', 'of', "d'or", 'united']);

function plainLetters(word: string): string {
  return word.normalize('NFD').replace(/[^A-Za-z0-9]/g, '').toUpperCase();
}

/** Candidate three-letter codes for a name, most natural first. */
function shortNameCandidates(name: string): string[] {
  const words = name.split(/[\s']+/).filter((w) => !MINOR_WORDS.has(w.toLowerCase())).map(plainLetters).filter(Boolean);
  const [a = 'X', b = '', c = ''] = words;
  const candidates = [
    c ? a[0]! + b[0]! + c[0]! : '',
    b ? a[0]! + b.slice(0, 2) : '',
    b ? a.slice(0, 2) + b[0]! : '',
    a.slice(0, 3),
    a[0]! + a.slice(2, 4),
  ];
  return candidates.filter((code) => code.length === 3);
}

export function toShortName(name: string, taken: ReadonlySet<string>): string {
  const found = shortNameCandidates(name).find((code) => !taken.has(code));
  if (found) return found;
  const base = (plainLetters(name) + 'XXX').slice(0, 2);
  for (let n = 0; n < 10; n++) if (!taken.has(`${base}${n}`)) return `${base}${n}`;
  throw new Error(`No short name for ${name}`);
}

export function generateTeams(plan: LeaguePlan, ids: IdAllocator, rng: Rng): GeneratedTeam[] {
  const seeds = TEAM_SEEDS[plan.key];
  if (!seeds || seeds.length < TEAMS_PER_LEAGUE) throw new Error(`${plan.key} needs ${TEAMS_PER_LEAGUE} team names`);
  const pinned = PINNED_TEAM_IDS[plan.key];
  const colours = rng.shuffle(COLOUR_PAIRS);
  const taken = new Set<string>();
  return seeds.slice(0, TEAMS_PER_LEAGUE).map((seed, index) => {
    const shortName = seed.shortName ?? toShortName(seed.name, taken);
    taken.add(shortName);
    const [firstColor, secondColor] = colours[index % colours.length]!;
    const culture = seed.culture ?? plan.culture;
    const isNation = plan.key === 'kings-kwc-nations';
    return {
      id: pinned?.[index] ?? ids.next(),
      name: seed.name,
      shortName,
      completeName: isNation ? `${seed.name} national team` : `${seed.name} ${CLUB_SUFFIX[culture]}`,
      countryId: seed.countryId ?? plan.countryId,
      gender: plan.competition.gender,
      isPlaceholder: false,
      firstColor,
      secondColor,
      culture,
    };
  });
}

/** Section 9's placeholder teams: the "to be decided" side of a playoff match not yet drawn. */
export function placeholderTeams(): Team[] {
  return PLACEHOLDER_TEAM_IDS.map((id) => ({
    id,
    name: 'TBD',
    shortName: 'TBD',
    completeName: 'To be decided',
    countryId: null,
    gender: 'both',
    isPlaceholder: true,
    firstColor: '#9aa0a6',
    secondColor: '#3c4043',
  }));
}
