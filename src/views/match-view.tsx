import { Stylesheet } from '../components/stylesheet';
import { AddMatchToCalendar } from '../components/calendar/add-to-calendar';
import { FanVote } from '../components/fan-vote/fan-vote';
import { loadMatchVote, loadMvpVote } from '../lib/fan-votes';
import { MVP_VOTE_ANCHOR } from '../config/fan-votes';
import { calendarFeedPath } from '../lib/calendar';
import { LineUps } from '../components/match/line-ups';
import { LiveMatchCentre } from '../components/match/live-match-centre';
import { liveMatchTexts } from '../components/match/live-match-texts';
import { MatchFacts } from '../components/match/match-facts';
import { MatchHistory } from '../components/match/match-history';
import { JsonLd } from '../components/head/json-ld';
import { TeamSide } from '../components/match/team-side';
import { sideColourStyle } from '../components/match/side-colour-style';
import { Breadcrumbs } from '../components/shell/breadcrumbs';
import { buildLiveMatchView, buildSportsEvent, completeMatchDetail, isolate, loadTeamHistories, matchPath, stripIsolates, toLiveMatchUrl } from '../lib/match';
import { isStillToCome } from '../lib/competition/rules/match-status';
import { toLiveSocketPath } from '../lib/live-push/live-socket-path';
import { canonicalUrl } from '../lib/seo/page-links';
import { teamPagePath } from '../lib/people';
import type { ViewProps } from '../lib/page/page-types';
import { SpoilerBlock } from '../components/reader/spoiler-block';

/** Section 2's match detail: the live centre first, then squads, head-to-head and form. */
export async function MatchView({ shell, resolution, title, description, data, entity }: ViewProps) {
  const { region, edition, lang, t, domain, pathname, query } = shell;
  const detail = entity?.kind === 'match' ? await completeMatchDetail(data.competition, entity.found, lang) : undefined;
  if (!region || !detail) {
    // The route guard found the match a moment ago; if the league cannot be reached now, say so calmly.
    return (
      <>
        <Breadcrumbs {...shell} resolution={resolution} />
        <h1>{title}</h1>
        <p className="empty-state">{t('league.noData')}</p>
      </>
    );
  }
  const { match, season } = detail;
  const vote = await loadMatchVote(data.votes, match, t, lang);
  const mvp = await loadMvpVote(data.votes, match, t, lang);
  const links = { lang, edition: edition.id, region };
  const view = buildLiveMatchView(match, t, lang, region.timeZone, { presidents: detail.presidents });
  const home = match.homeTeam?.name ?? '—';
  const away = match.awayTeam?.name ?? '—';
  const heading = t('match.versus', { home: isolate(home), away: isolate(away) });
  const sportsEvent = buildSportsEvent({
    match,
    url: canonicalUrl(domain, pathname, query),
    origin: domain,
    name: t('match.versus', { home, away }),
    description: view.score ? stripIsolates(`${view.score.label} (${view.badge.text})`) : description,
    organizer: region.leagueTitle,
    videoUrl: match.youtubeUrl,
  });
  return (
    <>
      <Stylesheet id="match" />
      <JsonLd data={sportsEvent} />
      <Breadcrumbs {...shell} resolution={resolution} current={heading} />
      <h1 className="match-title">{heading}</h1>
      {/* One match: "show score" reveals all of it (score, goals, statistics), nothing else on the page. */}
      {/* The clubs' colours sit on the centre, which the live updates never replace. */}
      <div className="match-centre" data-spoiler-scope style={sideColourStyle(match.homeTeam?.firstColor, match.awayTeam?.firstColor)}>
        <LiveMatchCentre
          view={view}
          endpoint={toLiveMatchUrl(region.slug, lang, match.id)}
          socket={toLiveSocketPath(region.slug, lang, match.id)}
          texts={liveMatchTexts(t, { lang, region: region.slug, home, away })}
          homeSide={<TeamSide team={match.homeTeam} side="home" href={match.homeTeam && teamPagePath(links, match.homeTeam)} />}
          awaySide={<TeamSide team={match.awayTeam} side="away" href={match.awayTeam && teamPagePath(links, match.awayTeam)} />}
          facts={<MatchFacts match={match} season={season} shell={shell} timeZone={region.timeZone} />}
        />
      </div>
      {isStillToCome(match.displayStatus) && (
        <AddMatchToCalendar feedUrl={new URL(calendarFeedPath(matchPath(match, region.slug, lang), lang), domain).toString()} t={t} />
      )}
      {vote && (
        <>
          <Stylesheet id="fan-vote" />
          <FanVote
            question={vote.question}
            heading={vote.heading}
            options={vote.labelled}
            open={vote.open}
            closedText={t('fanVotes.closed')}
            tally={vote.tally}
            chosen={vote.options.includes(query.vote ?? '') ? query.vote : undefined}
            place={{ lang, region: region.slug, id: match.id }}
            t={t}
          />
        </>
      )}
      {mvp && (
        <>
          <Stylesheet id="fan-vote" />
          {/* `?vote=` names a player's id here, never one of "who wins?"'s words, so one field serves both. */}
          <FanVote
            question={mvp.question}
            heading={t('fanVotes.mvp.heading')}
            options={mvp.players.map((player) => ({ option: String(player.id), label: player.name, team: player.team }))}
            open={mvp.open}
            anchor={MVP_VOTE_ANCHOR}
            closedText={t('fanVotes.mvp.closed')}
            tally={mvp.tally}
            chosen={mvp.options.includes(query.vote ?? '') ? query.vote : undefined}
            place={{ lang, region: region.slug, id: match.id }}
            t={t}
          >
            {(mvp.fansChoice || mvp.leagueMvp) && (
              <p className="fan-vote__verdict">
                {mvp.fansChoice && <span>{t('fanVotes.mvp.fansChoice', { player: mvp.fansChoice.name })}</span>}
                {mvp.leagueMvp && <span>{t('fanVotes.mvp.leagueMvp', { player: mvp.leagueMvp.name })}</span>}
              </p>
            )}
          </FanVote>
        </>
      )}
      <LineUps
        teams={[{ team: match.homeTeam, side: 'home' }, { team: match.awayTeam, side: 'away' }]}
        stats={match.stats}
        shell={shell}
      />
      <SpoilerBlock t={t} kind="results">
        <MatchHistory match={match} shell={shell} region={region} histories={loadTeamHistories(data.competition, match, { genders: edition.genders, lang })} />
      </SpoilerBlock>
    </>
  );
}
