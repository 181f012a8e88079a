// Names the league gives that read in the visitor's language: a region's league title and the
// "Split N" a season is called. Other season names are proper names and stay as written.
import type { Region } from '../../config/regions';
import type { Season } from '../competition/types';
import type { Translate } from './intl';
import type { MessageId } from './messages';

const SPLIT = /^Split (\d{1,2})$/i;

/** The region's league title in the visitor's language; the configured title where none is written. */
export function getLeagueTitle(t: Translate, region: Pick<Region, 'slug' | 'leagueTitle'>): string {
  const id = `league.title.${region.slug}` as MessageId;
  const title = t(id);
  return title === id ? region.leagueTitle : title;
}

export function formatSeasonName(t: Translate, season: Pick<Season, 'name' | 'displayName'>): string {
  const name = season.displayName ?? season.name;
  const split = SPLIT.exec(name.trim());
  return split ? t('league.split', { number: Number(split[1]) }) : name;
}
