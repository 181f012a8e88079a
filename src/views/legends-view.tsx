import { PeoplePage } from '../components/people/people-page';
import { PeopleFilter } from '../components/people/people-filter';
import { PlayerTable } from '../components/people/player-table';
import { getRegions, type Region } from '../config/regions';
import type { Player } from '../lib/competition';
import { getRegionLabel } from '../lib/i18n/region-name';
import { filterByQuery, readPlayerListQuery, loadRegionLegends, toPeopleGender, withPeopleGender } from '../lib/people';
import { buildPath } from '../lib/routing/build-path';
import type { ViewProps } from '../lib/page/page-types';

type RegionLegends = { region: Region; legends: Player[] };

/** Highest rated first: the greats lead the list. */
const byRating = (a: Player, b: Player) => (b.ratings.average ?? 0) - (a.ratings.average ?? 0) || a.id - b.id;

/**
 * The legends of one region, or (edition-wide) of every region, each under its league's heading.
 * Legends belong to no team today, so only the position filter applies.
 */
export async function LegendsView({ shell, resolution, title, description, data }: ViewProps) {
  const { edition, lang, region } = shell;
  const t = withPeopleGender(shell.t, toPeopleGender(edition));
  const api = data.competition;
  const regions = region ? [region] : getRegions(edition.id).filter((candidate) => candidate.navVisible);
  const seen = new Set<number>();
  const loaded = await Promise.all(regions.map(async (each) => ({ region: each, legends: await loadRegionLegends(api, each, edition.genders) })));
  const available = loaded.some(({ legends }) => legends !== undefined);
  const groups: RegionLegends[] = loaded.map(({ region: each, legends = [] }) => ({
    region: each,
    // A competition shared by two regions lists its legends once, under the first.
    legends: legends.filter((player) => !seen.has(player.id) && seen.add(player.id)),
  }));
  const query = readPlayerListQuery(shell.query);
  const action = region ? buildPath('regionLegends', lang, { region: region.slug }) : buildPath('legends', lang);
  const total = groups.reduce((sum, group) => sum + group.legends.length, 0);
  const shown = groups
    .map((group) => ({ ...group, legends: filterByQuery(group.legends, { role: query.role }, (player) => player).sort(byRating) }))
    .filter((group) => group.legends.length > 0);
  const count = shown.reduce((sum, group) => sum + group.legends.length, 0);
  return (
    <PeoplePage shell={shell} resolution={resolution} heading={title} lead={description}>
      {total === 0 ? (
        <p className="empty-state">{t(available ? 'people.list.unavailable' : 'people.legends.unavailable')}</p>
      ) : (
        <>
          <PeopleFilter action={action} teams={[]} query={{ role: query.role }} t={t} />
          <p className="people-count muted">
            {t('people.list.count', { count })}
            {query.role && (
              <>
                {' · '}
                <a href={action}>{t('people.filter.clear')}</a>
              </>
            )}
          </p>
          {count === 0 && <p className="empty-state">{t('people.list.noMatch')}</p>}
          {shown.map((group) => {
            const label = region ? title : getRegionLabel(t, group.region.slug);
            const list = region ? title : t('people.list.captionFiltered', { list: title, filter: label });
            const id = `legends-${group.region.slug}`;
            const table = (
              <PlayerTable
                id={id}
                caption={query.role ? t('people.list.captionFiltered', { list, filter: t(`people.role.${query.role}`) }) : list}
                rows={group.legends.map((player) => ({ player }))}
                columns="legends"
                links={{ lang, edition: edition.id, region: group.region }}
                t={t}
              />
            );
            // Edition-wide, each league gets a heading of its own, so the page has an outline.
            return region ? (
              <div key={id}>{table}</div>
            ) : (
              <section key={id} aria-labelledby={`${id}-heading`} className="people-group">
                <h2 id={`${id}-heading`}>{label}</h2>
                {table}
              </section>
            );
          })}
        </>
      )}
    </PeoplePage>
  );
}
