// What the demo league holds: one league per region of both editions (src/config/regions.ts), with
// their upstream competition ids, plus the two side competitions (Spain's cup 6, the clubs' play-in 9).
// Season and team ids that the site treats specially (section 9) are pinned here.
import type { EditionId } from '../../config/editions';
import { REGIONS_BY_EDITION, type Region } from '../../config/regions';
import type { Culture } from './name-pools';
import type { Competition } from './types';

export type LeaguePlan = {
  key: string;
  edition: EditionId;
  region: Region;
  competition: Competition;
  culture: Culture;
  /** The league's home country (ISO 3166 numeric); null for international leagues. */
  countryId: number | null;
  previousSeasonId: number;
  currentSeasonId: number;
  previousClusterId: number;
  currentClusterId: number;
  hasTierList: boolean;
  stadium: { name: string; country: string };
};

export type CupPlan = {
  competition: Competition;
  /** The league whose previous cluster, teams and rosters the cup borrows. */
  leagueKey: string;
  seasonId: number;
  /** Eight teams, seeded in this order; empty: the league's first eight. */
  teamIds: readonly number[];
};

type LeagueFacts = Omit<LeaguePlan, 'key' | 'edition' | 'region' | 'competition' | 'previousSeasonId' | 'currentSeasonId' | 'previousClusterId' | 'currentClusterId'> & {
  gender: 'male' | 'female';
  international: boolean;
  previousSeasonId: number;
  currentSeasonId: number;
};

// Section 9: season 13 is Spain's previous men's season; 14, whose phases the site prepends to 13's,
// is the cup those eight "always added" teams played just before it.
const FACTS: Readonly<Record<string, LeagueFacts>> = {
  'kings-espana': { gender: 'male', international: false, culture: 'es', countryId: 724, previousSeasonId: 13, currentSeasonId: 15, hasTierList: false, stadium: { name: 'Arena Levante', country: 'Spain' } },
  'kings-americas': { gender: 'male', international: false, culture: 'latam', countryId: 484, previousSeasonId: 1, currentSeasonId: 16, hasTierList: false, stadium: { name: 'Domo del Valle', country: 'Mexico' } },
  'kings-italia': { gender: 'male', international: false, culture: 'it', countryId: 380, previousSeasonId: 2, currentSeasonId: 17, hasTierList: false, stadium: { name: 'Palazzetto Navigli', country: 'Italy' } },
  'kings-brazil': { gender: 'male', international: false, culture: 'pt', countryId: 76, previousSeasonId: 3, currentSeasonId: 18, hasTierList: false, stadium: { name: 'Arena Guanabara', country: 'Brazil' } },
  'kings-france': { gender: 'male', international: false, culture: 'fr', countryId: 250, previousSeasonId: 4, currentSeasonId: 19, hasTierList: false, stadium: { name: 'Halle des Quais', country: 'France' } },
  'kings-germany': { gender: 'male', international: false, culture: 'de', countryId: 276, previousSeasonId: 5, currentSeasonId: 20, hasTierList: false, stadium: { name: 'Spreehalle', country: 'Germany' } },
  'kings-mena': { gender: 'male', international: false, culture: 'ar', countryId: 682, previousSeasonId: 6, currentSeasonId: 21, hasTierList: false, stadium: { name: 'Corniche Dome', country: 'Saudi Arabia' } },
  'kings-world-cup': { gender: 'male', international: true, culture: 'en', countryId: null, previousSeasonId: 7, currentSeasonId: 22, hasTierList: true, stadium: { name: 'Harbour Arena', country: 'Italy' } },
  'kings-kwc-nations': { gender: 'male', international: true, culture: 'en', countryId: null, previousSeasonId: 8, currentSeasonId: 23, hasTierList: true, stadium: { name: 'Harbour Arena', country: 'Italy' } },
  'kings-king-of-kings': { gender: 'male', international: true, culture: 'en', countryId: null, previousSeasonId: 9, currentSeasonId: 24, hasTierList: false, stadium: { name: 'Colosseo Nuovo', country: 'Italy' } },
  'queens-espana': { gender: 'female', international: false, culture: 'es', countryId: 724, previousSeasonId: 10, currentSeasonId: 25, hasTierList: false, stadium: { name: 'Arena Levante', country: 'Spain' } },
  'queens-americas': { gender: 'female', international: false, culture: 'latam', countryId: 484, previousSeasonId: 11, currentSeasonId: 26, hasTierList: false, stadium: { name: 'Domo del Valle', country: 'Mexico' } },
};

export const LEAGUE_PLANS: readonly LeaguePlan[] = (['kings', 'queens'] as const).flatMap((edition) =>
  REGIONS_BY_EDITION[edition].map((region): Omit<LeaguePlan, 'previousClusterId' | 'currentClusterId'> => {
    const key = `${edition}-${region.slug}`;
    const facts = FACTS[key];
    if (!facts) throw new Error(`No demo league facts for ${key}`);
    const { gender, international, ...rest } = facts;
    const competitionId = region.competitionId[0];
    if (competitionId === undefined) throw new Error(`${key} has no competition id`);
    return { ...rest, key, edition, region, competition: { id: competitionId, name: region.leagueTitle, gender, type: 'league', international, visible: true, countryId: facts.countryId } };
  }),
).map((plan, index) => ({ ...plan, previousClusterId: index * 2 + 1, currentClusterId: index * 2 + 2 }));

export const CUP_PLANS: readonly CupPlan[] = [
  {
    competition: { id: 6, name: 'Kings & Queens Cup', gender: 'both', type: 'cup', international: false, visible: true, countryId: 724 },
    leagueKey: 'kings-espana',
    seasonId: 14,
    teamIds: [5, 8, 9, 10, 37, 38, 40, 41],
  },
  {
    competition: { id: 9, name: 'Kings World Cup Clubs Play-in', gender: 'male', type: 'cup', international: true, visible: true, countryId: null },
    leagueKey: 'kings-world-cup',
    seasonId: 12,
    teamIds: [],
  },
];

/** Section 9: the Spanish men's teams the site always adds to season 13 get these ids. */
export const PINNED_TEAM_IDS: Readonly<Record<string, readonly number[]>> = {
  'kings-espana': [1, 2, 3, 4, 5, 8, 9, 10, 37, 38, 40, 41],
};

/** Section 9: placeholder teams the site adds to every season's team list. */
export const PLACEHOLDER_TEAM_IDS = [58, 63, 64, 65, 66] as const;

export const TEAMS_PER_LEAGUE = 12;
