import { JsonLd } from '../components/head/json-ld';
import { buildWebSite } from '../lib/search';
import { Stylesheet } from '../components/stylesheet';
import { CurrentTurn } from '../components/match-card/current-turn';
import { HomeSection } from '../components/home/home-section';
import { LiveMatches } from '../components/home/live-matches';
import { NewsTeaser } from '../components/home/news-teaser';
import { NextKickoff } from '../components/home/next-kickoff';
import { Partners } from '../components/home/partners';
import { StatLeaders } from '../components/home/stat-leaders';
import { TableTop } from '../components/home/table-top';
import { FavouritePins } from '../components/reader/favourite-pins';
import {
  TABLE_TOP_ROWS, loadFirstScreen, loadNewsTeaser, loadRegionSeason, loadStandingsTop, loadStatLeaders,
} from '../lib/home';
import { pathIfAvailable } from '../lib/navigation/resolve-menu';
import type { ViewProps } from '../lib/page/page-types';
import { getLeagueTitle } from '../lib/i18n/league-words';

/**
 * A region's front page, in the order a visitor on a phone wants it: what is being played now,
 * what comes next, this matchday, then the table, the leaders, the news and the partners.
 * Every block's data is started at once and the page is sent with all of it in place (ADR 030), so
 * nothing a visitor is reading is pushed down by a block arriving later. On a wide screen the table and the leaders stand beside the
 * matches, so both are seen at once. The header menu already lists every section page.
 */
export async function RegionHomeView({ shell, description, data }: ViewProps) {
  const { edition, lang, region, t } = shell;
  const api = data.competition;
  const options = { genders: edition.genders, lang };
  const newsHref = pathIfAvailable('news', { edition: edition.id, lang, region });
  // Started before the first screen is awaited, so every block loads side by side with it.
  const season = loadRegionSeason(api, region, options);
  const standings = season.then((current) => loadStandingsTop(api, current, TABLE_TOP_ROWS));
  const leaders = (code: string) => season.then((current) => loadStatLeaders(api, current, code));
  const posts = region && newsHref ? loadNewsTeaser(data.cms, region, lang) : undefined;
  const first = region ? await loadFirstScreen(api, region, options) : undefined;
  return (
    <>
      <Stylesheet id="home" />
      <JsonLd data={buildWebSite(shell.edition, shell.domain, shell.lang)} />
      <section className="hero">
        <h1>{region && getLeagueTitle(t, region)}</h1>
        <p className="lead">{description}</p>
      </section>
      <div className="home-columns">
        <div className="home-columns__main">
          {first && <FavouritePins shell={shell} nextOfEachTeam={first.nextOfEachTeam} competitionId={first.season?.competitionId} />}
          <LiveMatches shell={shell} season={first?.season} matches={first?.live ?? []} />
          <HomeSection id="next-heading" title={t('home.next.heading')}>
            <NextKickoff shell={shell} season={first?.season} match={first?.next} />
          </HomeSection>
          <CurrentTurn shell={shell} season={first?.current.season} turn={first?.current.turn} />
        </div>
        <div className="home-columns__side">
          <HomeSection id="table-heading" title={t('home.table.heading')} spoilers={{ t, kind: 'table' }}>
            <TableTop shell={shell} headingId="table-heading" rows={standings} />
          </HomeSection>
          <HomeSection id="scorers-heading" title={t('home.leaders.goals')} spoilers={{ t, kind: 'statistics' }}>
            <StatLeaders shell={shell} leaders={leaders('GOL')} totalId="home.leaders.goalsTotal" linkId="home.leaders.goalsLink" linkRoute="statsGoals" />
          </HomeSection>
          <HomeSection id="mvp-heading" title={t('home.leaders.mvp')} spoilers={{ t, kind: 'statistics' }}>
            <StatLeaders shell={shell} leaders={leaders('MVP')} totalId="home.leaders.mvpTotal" linkId="home.leaders.mvpLink" linkRoute="statsMvp" />
          </HomeSection>
        </div>
      </div>
      <div className="home-grid">
        {newsHref && (
          <HomeSection id="news-heading" title={t('home.news.heading')}>
            <NewsTeaser shell={shell} newsHref={newsHref} posts={posts} />
          </HomeSection>
        )}
        <HomeSection id="partners-heading" title={t('home.partners.heading')}>
          <Partners shell={shell} season={season} />
        </HomeSection>
      </div>
    </>
  );
}
