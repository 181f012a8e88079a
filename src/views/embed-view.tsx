import { Stylesheet } from '../components/stylesheet';
import { liveMatchTexts } from '../components/match/live-match-texts';
import { LiveWidget } from '../components/embed/live-widget';
import { MatchesWidget } from '../components/embed/matches-widget';
import { NextMatchWidget } from '../components/embed/next-match-widget';
import { StandingsWidget } from '../components/embed/standings-widget';
import { WidgetFrame } from '../components/embed/widget-frame';
import { loadMatchVote } from '../lib/fan-votes';
import { loadLiveWidget, loadMatchesWidget, loadNextMatchWidget, loadStandingsWidget } from '../lib/embed';
import { toLiveSocketPath } from '../lib/live-push/live-socket-path';
import { buildLiveMatchView, matchPath, toLiveMatchUrl } from '../lib/match';
import type { ViewProps } from '../lib/page/page-types';

const numberOf = (value: string | undefined) => (value === undefined ? undefined : Number(value));

/**
 * A partner's widget (`/embed/{lang}/{region}/{widget}`, ADR 050): what its record names, loaded
 * through the same calls as the site's pages, drawn in its layout's frame. Its options were
 * parsed by zod before it renders (src/lib/request/embed-query.ts).
 */
export async function EmbedView({ shell, title, data }: ViewProps) {
  const { edition, lang, region, t, query, widget } = shell;
  if (!region || !widget) return null;
  const place = { genders: edition.genders, region, lang };
  const team = numberOf(query.team);
  const competitionId = region.competitionId[0] ?? 0;
  switch (widget) {
    case 'standings': {
      const { rows } = await loadStandingsWidget(data.competition, place, numberOf(query.top));
      return <StandingsWidget shell={shell} heading={title} rows={rows} highlight={team} />;
    }
    case 'matches': {
      const { matches, turn, season } = await loadMatchesWidget(data.competition, place, { matchday: numberOf(query.matchday), team });
      const heading = team !== undefined ? t('embed.matches.team') : (turn?.name ?? t('embed.matches.heading'));
      return <MatchesWidget shell={shell} heading={heading} matches={matches} competitionId={season?.competitionId ?? competitionId} highlight={team} />;
    }
    case 'nextMatch': {
      const { match, teamName, season } = await loadNextMatchWidget(data.competition, place, team ?? 0);
      const heading = teamName ? `${t('embed.next.heading')}: ${teamName}` : t('embed.next.heading');
      return <NextMatchWidget shell={shell} heading={heading} match={match} competitionId={season?.competitionId ?? competitionId} team={team ?? 0} now={Date.now()} />;
    }
    case 'live': {
      const detail = await loadLiveWidget(data.competition, place, numberOf(query.match) ?? 0);
      if (!detail) {
        return <WidgetFrame shell={shell} heading={title} headingId="widget-heading"><p className="widget__empty">{t('embed.live.none')}</p></WidgetFrame>;
      }
      const { match, presidents } = detail;
      const vote = await loadMatchVote(data.votes, match, t, lang);
      const view = buildLiveMatchView(match, t, lang, region.timeZone, { presidents });
      const home = match.homeTeam?.name ?? '—';
      const away = match.awayTeam?.name ?? '—';
      const state = {
        view,
        endpoint: toLiveMatchUrl(region.slug, lang, match.id),
        socket: toLiveSocketPath(region.slug, lang, match.id),
        texts: liveMatchTexts(t, { lang, region: region.slug, home, away, newTab: true }),
      };
      return (
        <>
          <Stylesheet id="embed-live" />
          <LiveWidget shell={shell} heading={`${home} – ${away}`} match={match} href={matchPath(match, region.slug, lang)} state={state} {...(vote ? { vote } : {})} />
        </>
      );
    }
  }
}
