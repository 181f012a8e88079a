// The league's teams and people as a story names them in one language: national teams by their
// name in that language, everyone else by the name the league gives them.
import { toAlpha2 } from '../../../config/countries';
import type { LocaleCode } from '../../../config/locales';
import type { Team } from '../../generator/types';
import type { RegionLeague } from '../league-data';
import type { Named, Person, PlayerFact } from '../stories/types';

export type Names = {
  team(id: number): Named;
  player(id: number): PlayerFact | undefined;
  president(teamId: number): Person | undefined;
};

const displayNames = new Map<string, Intl.DisplayNames>();

function countryName(lang: LocaleCode | 'en', alpha2: string): string | undefined {
  let names = displayNames.get(lang);
  if (!names) {
    names = new Intl.DisplayNames([lang], { type: 'region' });
    displayNames.set(lang, names);
  }
  return names.of(alpha2);
}

/** A team named after its country (the nations' world cup) is called what that country is called in `lang`. */
export function teamNameIn(team: Team, lang: LocaleCode): string {
  const alpha2 = toAlpha2(team.countryId ?? undefined);
  if (!alpha2 || countryName('en', alpha2) !== team.name) return team.name;
  return countryName(lang, alpha2) ?? team.name;
}

export function namesIn(league: RegionLeague, lang: LocaleCode, femalePresidents: boolean): Names {
  return {
    team: (id) => ({ id, name: teamNameIn(league.team(id), lang) }),
    player(id) {
      const player = league.player(id);
      return player && { id, name: `${player.firstName} ${player.lastName}`, female: player.gender === 'female', role: player.role };
    },
    president(teamId) {
      const staff = league.president(teamId);
      return staff && { id: staff.id, name: `${staff.firstName} ${staff.lastName}`, female: femalePresidents };
    },
  };
}
