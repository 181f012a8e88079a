import { SpoilerBlock } from '../components/reader/spoiler-block';
import { Stylesheet } from '../components/stylesheet';
import { Breadcrumbs } from '../components/shell/breadcrumbs';
import { PageIntro } from '../components/shell/page-intro';
import { HubCard } from '../components/stats/hub-card';
import { STAT_HUBS, isStatHub, statHubScope, type StatHubRouteId, type StatPageRouteId } from '../config/routes';
import { loadCurrentSeason } from '../lib/competition';
import type { MessageId } from '../lib/i18n/messages';
import { pathIfAvailable } from '../lib/navigation/resolve-menu';
import { loadHubPreviews } from '../lib/stats';
import type { ViewProps } from '../lib/page/page-types';

/** The link from one hub to the other, by whom the other ranks. */
const TO_HUB = { players: 'stats.hub.toPlayers', teams: 'stats.hub.toTeams' } as const satisfies Record<string, MessageId>;

/** The player and the team statistics hubs: each page's top three with a link to its full ranking. */
export async function StatsHubView({ shell, resolution, title, description, data }: ViewProps) {
  const { edition, lang, region, t } = shell;
  if (!region || !isStatHub(resolution.routeId)) return null;
  const context = { edition: edition.id, lang, region };
  const pages = (STAT_HUBS[resolution.routeId] as readonly StatPageRouteId[]).flatMap((routeId) => {
    const href = pathIfAvailable(routeId, context);
    return href ? [{ routeId, href }] : [];
  });
  const api = data.competition;
  const { season } = await loadCurrentSeason(api, { genders: edition.genders, competitions: region.competitionId, lang });
  const previews = season ? await loadHubPreviews(api, pages.map((page) => page.routeId), { season, lang, genders: edition.genders }) : [];
  const scope = statHubScope(resolution.routeId);
  const otherHub = (Object.keys(STAT_HUBS) as StatHubRouteId[]).find((hub) => statHubScope(hub) !== scope);
  const otherHref = otherHub && pathIfAvailable(otherHub, context);
  const pageTitle = (routeId: string) => t(`page.${routeId}.title` as MessageId, { league: region.leagueTitle });

  return (
    <>
      <Stylesheet id="stats" />
      <PageIntro shell={shell} resolution={resolution} title={title} description={description} season={season} />
      {otherHub && otherHref && (
        <p className="stat-hub__other">
          <a href={otherHref}>{t(TO_HUB[statHubScope(otherHub)])}</a>
        </p>
      )}
      {!season && <p className="empty-state">{t('stats.empty')}</p>}
      {season && (
        <SpoilerBlock t={t} kind="statistics">
          <ul className="stat-hub">
            {pages.map(({ routeId, href }) => (
              <HubCard
                key={routeId}
                id={`hub-${routeId}`}
                title={pageTitle(routeId)}
                href={href}
                preview={previews.find((preview) => preview.routeId === routeId)}
                shell={shell}
              />
            ))}
          </ul>
        </SpoilerBlock>
      )}
    </>
  );
}
