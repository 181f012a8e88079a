import type { LocaleCode } from '../../config/locales';
import type { Match, TeamRef } from '../../lib/competition';
import { formatKickoffClock } from '../../lib/i18n/format-date';
import type { Translate } from '../../lib/i18n/intl';
import { matchFavouriteKeys } from '../../lib/reader/favourite-team';
import { ShowScoreButton } from '../reader/show-score-button';
import { SpoilerMask } from '../reader/spoiler-mask';
import { KickoffTime } from '../time/kickoff-time';
import { MatchStatusBadge } from './match-status-badge';
import { Crest } from '../pictures/crest';
import { Stylesheet } from '../stylesheet';

/** One side as the card shows it; a bracket names a team not drawn yet and marks the winner. */
export type MatchCardSide = { team?: TeamRef; name: string; winner?: boolean };

export type MatchCardProps = {
  match: Match;
  lang: LocaleCode;
  timeZone: string;
  t: Translate;
  /** The match's page: the whole card becomes one link to it. */
  href?: string;
  /** The date, kick-off and stadium line under the teams; off where the list says the day already. */
  meta?: boolean;
  /** Smaller crests and padding, for side columns and brackets. */
  compact?: boolean;
  /** Words that open the line under the teams, such as the matchday on a team's season. */
  label?: string;
  /** Overrides the teams the match names, for a bracket's stand-ins and winners. */
  sides?: { home: MatchCardSide; away: MatchCardSide };
  /** Prefix of the card's ids, for a page that lists the same match twice (a pin and its matchday). */
  idPrefix?: string;
  /** Words for screen readers after the winner's name (a bracket's "winner"). */
  winnerText?: string;
};

const WITH_SCORE = new Set(['live', 'ended']);

function sideOf(team: TeamRef | undefined): MatchCardSide {
  return { team, name: team?.name ?? '—' };
}

function Side({ side, part, id, winnerText }: { side: MatchCardSide; part: 'home' | 'away'; id: string; winnerText?: string }) {
  return (
    <span className={`mc__${part}`} data-winner={side.winner || undefined}>
      <Crest team={side.team} size={36} className="mc__crest" />
      <span className="mc__name" id={id}>
        {side.name}
        {side.winner && winnerText && <span className="visually-hidden" data-spoiler-gone="">{` ${winnerText}`}</span>}
      </span>
    </span>
  );
}

/**
 * Every match of the site in one shape: home | score or kick-off | away, mirrored around the
 * centre, the status over the centre and the date and stadium under it. Carries what the reader's
 * choices need (`data-fav`, the spoiler scope, "show score") and as few bytes as it can, since a
 * page lists many and its payload repeats them.
 */
export function MatchCard({ match, lang, timeZone, t, href, meta = true, compact, label, sides, idPrefix = 'm', winnerText }: MatchCardProps) {
  const { home, away, homeShootout, awayShootout } = match.scores;
  const hasScore = WITH_SCORE.has(match.displayStatus) && home !== undefined && away !== undefined;
  const hasShootout = hasScore && homeShootout !== undefined && awayShootout !== undefined;
  const { home: homeSide, away: awaySide } = sides ?? { home: sideOf(match.homeTeam), away: sideOf(match.awayTeam) };
  const id = `${idPrefix}${match.id}`;
  const row = (
    <>
      <Side side={homeSide} part="home" id={`${id}h`} winnerText={winnerText} />
      <span className="mc__mid">
        {hasScore ? (
          <>
            <b data-spoiler-gone="">
              {t('match.score', { home, away })}
              {hasShootout && <small>{t('match.shootout', { home: homeShootout, away: awayShootout })}</small>}
            </b>
            <SpoilerMask>{t('matches.versus')}</SpoilerMask>
          </>
        ) : (
          formatKickoffClock(match.date, lang, timeZone)
        )}
      </span>
      <Side side={awaySide} part="away" id={`${id}a`} winnerText={winnerText} />
    </>
  );
  return (
    <li
      className={`mc mc--${match.displayStatus}${compact ? ' mc--s' : ''}`}
      data-match-id={match.id}
      data-fav={matchFavouriteKeys(match)}
      data-spoiler-scope={hasScore ? '' : undefined}
    >
      {/* Hoisted into the head, once: only pages with a compact card carry its rules. */}
      {compact && <Stylesheet id="match-card-compact" />}
      <MatchStatusBadge match={match} t={t} />
      {href ? (
        <a className="mc__row" href={href}>
          {row}
        </a>
      ) : (
        <div className="mc__row">{row}</div>
      )}
      {(meta || label) && (
        <p className="mc__meta">
          {label && <span>{label}</span>}
          {meta && <KickoffTime date={match.date} lang={lang} timeZone={timeZone} t={t} />}
          {meta && match.stadium && <span>{match.stadium.name}</span>}
        </p>
      )}
      {hasScore && <ShowScoreButton t={t} describedBy={`${id}h ${id}a`} />}
    </li>
  );
}
