// Section 5: a season shows only if its competition is visible and its gender is the edition's.
import type { Gender, Season } from '../types';

export function isSeasonVisible(season: Pick<Season, 'competition'>, allowedGenders: readonly Gender[]): boolean {
  return season.competition.visible && allowedGenders.includes(season.competition.gender);
}
