import { PeoplePage } from '../components/people/people-page';
import { TransferTable } from '../components/people/transfer-table';
import { loadRegionPlayers, sortNewestFirst, toPeopleGender, withPeopleGender } from '../lib/people';
import type { ViewProps } from '../lib/page/page-types';

/** The transfer window of the current season, newest move first (en and es only, section 2). */
export async function MercatoView({ shell, resolution, title, description, data }: ViewProps) {
  const { edition, lang, region } = shell;
  const t = withPeopleGender(shell.t, toPeopleGender(edition));
  if (!region) return null;
  const api = data.competition;
  const { season, players } = await loadRegionPlayers(api, region, { genders: edition.genders, lang });
  const transferWindow = season ? await api.getTransfers(season.id) : undefined;
  const transfers = sortNewestFirst(transferWindow ?? []);
  const seasonName = season?.displayName ?? season?.name;
  return (
    <PeoplePage shell={shell} resolution={resolution} heading={title} lead={description}>
      {seasonName && <p className="muted">{t('league.season', { season: seasonName })}</p>}
      {transfers.length > 0 ? (
        <TransferTable
          transfers={transfers}
          knownPlayers={new Set(players.map((player) => player.id))}
          caption={t('people.mercato.caption', { count: transfers.length })}
          timeZone={region.timeZone}
          links={{ lang, edition: edition.id, region }}
          t={t}
        />
      ) : (
        <p className="empty-state">{t(!season ? 'people.list.unavailable' : transferWindow ? 'people.mercato.empty' : 'people.mercato.unavailable')}</p>
      )}
    </PeoplePage>
  );
}
