import type { Match } from '../../lib/competition';
import { toMatchHref } from '../../lib/home';
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
        {t('match.score', { home: match.scores.home ?? 0, away: match.scores.away ?? 0 })}
      </span>
      <span className="live-match__side live-match__side--away">
        <TeamCrest team={match.awayTeam} />
        <span>{match.awayTeam?.name ?? '—'}</span>
      </span>
    </>
  );
  return (
    <li className="live-match">
      {href ? <a className="live-match__body live-match__link" href={href}>{body}</a> : <div className="live-match__body">{body}</div>}
    </li>
  );
}
