import type { Translate } from '../../lib/i18n/intl';
import type { Tie, TieSide } from '../../lib/tournament';
import { TeamCrest } from '../home/team-crest';
import { KickoffTime } from '../time/kickoff-time';
import { matchFavouriteKeys } from '../../lib/reader/favourite-team';
import { ShowScoreButton } from '../reader/show-score-button';
import { MatchCardBody } from '../league/match-card-body';
import { MatchStatusBadge } from '../league/match-status-badge';
import type { ShellProps } from '../../lib/page/page-types';

function TieTeam({ side, t }: { side: TieSide; t: Translate }) {
  const name = side.isPlaceholder || !side.team ? t('tournament.bracket.tbd') : side.team.name;
  return (
    <span className={side.isWinner ? 'tie__team tie__team--winner' : 'tie__team'} data-winner={side.isWinner || undefined}>
      <TeamCrest team={side.isPlaceholder ? undefined : side.team} />
      <span className="tie__name">
        {name}
        {side.isWinner && <span className="visually-hidden" data-spoiler-gone>{` ${t('tournament.bracket.winner')}`}</span>}
      </span>
      <span className="tie__score" data-spoiler>{side.score ?? ''}</span>
    </span>
  );
}

type TieCardProps = { tie: Tie; shell: ShellProps; timeZone: string; href?: string };

/** One tie of the bracket: both teams, their scores, the winner in bold and named for screen readers. */
export function TieCard({ tie, shell, timeZone, href }: TieCardProps) {
  const { lang, t } = shell;
  const { match, home, away } = tie;
  const shootout = home.shootout !== undefined && away.shootout !== undefined
    ? t('match.shootout', { home: home.shootout, away: away.shootout })
    : undefined;
  const body = (
    <>
      <TieTeam side={home} t={t} />
      <TieTeam side={away} t={t} />
      <span className="tie__meta">
        {match.displayStatus === 'scheduled' ? <KickoffTime date={match.date} lang={lang} timeZone={timeZone} t={t} /> : <MatchStatusBadge match={match} t={t} />}
        {shootout && <span className="tie__shootout" data-spoiler>{shootout}</span>}
      </span>
    </>
  );
  const played = home.score !== undefined || away.score !== undefined || home.isWinner || away.isWinner;
  return (
    <li className="tie" data-spoiler-scope={played || undefined}>
      <MatchCardBody block="tie" href={href} favourite={matchFavouriteKeys(match)}>
        {body}
      </MatchCardBody>
      {played && <ShowScoreButton t={t} home={home.team?.name} away={away.team?.name} />}
    </li>
  );
}
