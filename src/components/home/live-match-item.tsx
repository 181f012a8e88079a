import type { Match } from '../../lib/competition';
import { toMatchHref } from '../../lib/home';
import { matchFavouriteKeys } from '../../lib/reader/favourite-team';
import { ShowScoreButton } from '../reader/show-score-button';
import { SpoilerMask } from '../reader/spoiler-mask';
import { MatchCardBody } from '../league/match-card-body';
import { MatchStatusBadge } from '../league/match-status-badge';
import type { ShellProps } from '../../lib/page/page-types';
import { TeamCrest } from './team-crest';

type LiveMatchItemProps = { match: Match; shell: ShellProps; competitionId: number };

/** A live match in one line: minute, both teams and the score, as a link to the match page when there is one. */
export function LiveMatchItem({ match, shell, competitionId }: LiveMatchItemProps) {
  const { lang, region, t } = shell;
  const href = region && toMatchHref(match, lang, region.slug, competitionId);
  const body = (
    <>
      <MatchStatusBadge match={match} t={t} />
      <span className="live-match__side live-match__side--home">
        <TeamCrest team={match.homeTeam} />
        <span>{match.homeTeam?.name ?? '—'}</span>
      </span>
      <span className="live-match__score">
        <span data-spoiler-gone>{t('match.score', { home: match.scores.home ?? 0, away: match.scores.away ?? 0 })}</span>
        <SpoilerMask>{t('fixtures.versus')}</SpoilerMask>
      </span>
      <span className="live-match__side live-match__side--away">
        <TeamCrest team={match.awayTeam} />
        <span>{match.awayTeam?.name ?? '—'}</span>
      </span>
    </>
  );
  return (
    <li className="live-match" data-spoiler-scope>
      <MatchCardBody block="live-match" href={href} favourite={matchFavouriteKeys(match)}>
        {body}
      </MatchCardBody>
      <ShowScoreButton t={t} home={match.homeTeam?.name} away={match.awayTeam?.name} />
    </li>
  );
}
