import homeCss from '../styles/home.css?raw';
import { InlineStyle } from '../components/inline-style';
import { CurrentTurn } from '../components/league/current-turn';
import { HomeSection } from '../components/home/home-section';
import { LiveMatches } from '../components/home/live-matches';
import { NewsTeaser } from '../components/home/news-teaser';
import { NextKickoff } from '../components/home/next-kickoff';
import { Partners } from '../components/home/partners';
import { StatLeaders } from '../components/home/stat-leaders';
import { TableTop } from '../components/home/table-top';
import { pathIfAvailable } from '../lib/navigation/resolve-menu';
import type { ViewProps } from '../lib/page/page-types';

/**
 * A region's front page, in the order a visitor on a phone wants it: what is being played now,
 * what comes next, this matchday, then the table, the leaders, the news and the partners.
 * The first screen (live, next, this matchday: one cached read of the match centre) comes with
 * the page, so nothing a visitor is reading is pushed down when a later block arrives; the blocks
 * below it stream on their own. The header menu already lists every section page.
 */
export function RegionHomeView({ shell, description }: ViewProps) {
  const { edition, lang, region, t } = shell;
  const newsHref = pathIfAvailable('news', { edition: edition.id, lang, region });
  return (
    <>
      <InlineStyle id="home" css={homeCss} />
      <section className="hero">
        <h1>{region?.leagueTitle}</h1>
        <p className="lead">{description}</p>
      </section>
      <LiveMatches shell={shell} />
      <HomeSection id="next-heading" title={t('home.next.heading')} stream={false}>
        <NextKickoff shell={shell} />
      </HomeSection>
      <CurrentTurn shell={shell} />
      <div className="home-grid">
        <HomeSection id="table-heading" title={t('home.table.heading')}>
          <TableTop shell={shell} headingId="table-heading" />
        </HomeSection>
        <HomeSection id="scorers-heading" title={t('home.leaders.goals')}>
          <StatLeaders shell={shell} code="GOL" totalId="home.leaders.goalsTotal" linkId="home.leaders.goalsLink" linkRoute="statsGoals" />
        </HomeSection>
        <HomeSection id="mvp-heading" title={t('home.leaders.mvp')}>
          <StatLeaders shell={shell} code="MVP" totalId="home.leaders.mvpTotal" linkId="home.leaders.mvpLink" linkRoute="statsMvp" />
        </HomeSection>
        {newsHref && (
          <HomeSection id="news-heading" title={t('home.news.heading')}>
            <NewsTeaser shell={shell} newsHref={newsHref} />
          </HomeSection>
        )}
        <HomeSection id="partners-heading" title={t('home.partners.heading')} placeholder="short">
          <Partners shell={shell} />
        </HomeSection>
      </div>
    </>
  );
}
