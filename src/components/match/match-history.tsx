import { getLocale, type LocaleCode } from '../../config/locales';
import type { Region } from '../../config/regions';
import { hasMatchPages, type Match } from '../../lib/competition';
import type { Translate } from '../../lib/i18n/intl';
import {
  isolate, matchPath, pickForm, pickHeadToHead, resultFor, tallyHeadToHead, type TeamHistories, type TeamMatches,
} from '../../lib/match';
import type { ShellProps } from '../../lib/page/page-types';

type Linker = (match: Match) => string | undefined;

/** A past match links to its page only where this region has one (section 5). */
function linkerFor(region: Region, lang: LocaleCode, history: TeamMatches): Linker {
  return (match) => {
    const competition = history.competitionOfSeason.get(match.seasonId);
    const linkable = competition !== undefined && region.competitionId.includes(competition) && hasMatchPages(competition);
    return linkable ? matchPath(match, region.slug, lang) : undefined;
  };
}

function formatDay(iso: string, lang: LocaleCode, timeZone: string): string {
  return new Intl.DateTimeFormat(getLocale(lang).tag, { day: 'numeric', month: 'short', year: 'numeric', timeZone }).format(new Date(iso));
}

function scoreLine(match: Match, t: Translate, perspective?: 'home' | 'away'): string {
  const { home = 0, away = 0, homeShootout, awayShootout } = match.scores;
  const [a, b] = perspective === 'away' ? [away, home] : [home, away];
  const shootout = homeShootout !== undefined && awayShootout !== undefined
    ? ` ${t('match.shootout', perspective === 'away' ? { home: awayShootout, away: homeShootout } : { home: homeShootout, away: awayShootout })}`
    : '';
  return `${t('match.score', { home: a, away: b })}${shootout}`;
}

type MatchHistoryProps = { match: Match; shell: ShellProps; region: Region; histories: Promise<TeamHistories | undefined> };

/** Earlier meetings of the two teams and each team's last results, below the live part. */
export async function MatchHistory({ match, shell, region, histories }: MatchHistoryProps) {
  const { t, lang } = shell;
  const { homeTeamId, awayTeamId } = match;
  if (homeTeamId === undefined || awayTeamId === undefined) return null;
  const loaded = await histories;
  if (!loaded) return null;
  const { home: homeHistory, away: awayHistory } = loaded;
  const meetings = pickHeadToHead(homeHistory.matches, match);
  const tally = tallyHeadToHead(meetings, homeTeamId);
  const homeName = isolate(match.homeTeam?.name ?? '—');
  const awayName = isolate(match.awayTeam?.name ?? '—');
  const homeLink = linkerFor(region, lang, homeHistory);
  const sides = [
    { side: 'home', name: homeName, teamId: homeTeamId, history: homeHistory },
    { side: 'away', name: awayName, teamId: awayTeamId, history: awayHistory },
  ] as const;
  return (
    <>
      <section className="match-section" aria-labelledby="match-h2h-heading">
        <h2 id="match-h2h-heading">{t('match.h2h.heading')}</h2>
        {meetings.length === 0 ? (
          <p className="empty-state">{t('match.h2h.empty')}</p>
        ) : (
          <>
            <p>{t('match.h2h.summary', { home: homeName, away: awayName, ...tally })}</p>
            <ul className="meetings">
              {meetings.map((meeting) => {
                const href = homeLink(meeting);
                const text = `${t('match.versus', { home: isolate(meeting.homeTeam?.name ?? '—'), away: isolate(meeting.awayTeam?.name ?? '—') })} ${scoreLine(meeting, t)}`;
                return (
                  <li key={meeting.id} className="meetings__row">
                    <time dateTime={meeting.date} className="muted">{formatDay(meeting.date, lang, region.timeZone)}</time>
                    {href ? <a href={href}>{text}</a> : <span>{text}</span>}
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </section>
      <section className="match-section" aria-labelledby="match-form-heading">
        <h2 id="match-form-heading">{t('match.form.heading')}</h2>
        <p className="muted">{t('match.form.caption')}</p>
        <div className="form-teams">
          {sides.map(({ side, name, teamId, history }) => {
            const results = pickForm(history.matches, teamId, match);
            const link = linkerFor(region, lang, history);
            return (
              <div key={side} className="form-team">
                <h3 id={`match-form-${side}`}>{name}</h3>
                {results.length === 0 ? (
                  <p className="muted">{t('match.form.empty')}</p>
                ) : (
                  <ol className="form-list" aria-labelledby={`match-form-${side}`}>
                    {results.map((past) => {
                      const result = resultFor(past, teamId) ?? 'draw';
                      const atHome = past.homeTeamId === teamId;
                      const opponent = isolate((atHome ? past.awayTeam?.name : past.homeTeam?.name) ?? '—');
                      const label = t(`match.form.${result}`, { score: scoreLine(past, t, atHome ? 'home' : 'away'), opponent });
                      const short = t(`match.form.${result}Short`);
                      const href = link(past);
                      const content = (
                        <>
                          <span aria-hidden="true">{short}</span>
                          <span className="visually-hidden">{label}</span>
                        </>
                      );
                      return (
                        <li key={past.id} className={`form-result form-result--${result}`} title={label}>
                          {href ? <a href={href}>{content}</a> : content}
                        </li>
                      );
                    })}
                  </ol>
                )}
              </div>
            );
          })}
        </div>
      </section>
    </>
  );
}
