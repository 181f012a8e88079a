import type { Match, Season } from '../../lib/competition';
import { toSafeExternalUrl } from '../../lib/navigation/safe-url';
import type { ShellProps } from '../../lib/page/page-types';
import { KickoffTime } from '../time/kickoff-time';
import { formatSeasonName } from '../../lib/i18n/league-words';

type MatchFactsProps = { match: Match; season: Season; shell: ShellProps; timeZone: string };

/** When (in the region's zone, and the visitor's), where, which round, and the video. */
export function MatchFacts({ match, season, shell, timeZone }: MatchFactsProps) {
  const { t, lang } = shell;
  const round = [formatSeasonName(t, season), match.turnName, match.groupName].filter(Boolean).join(' · ');
  const video = match.youtubeUrl ? toSafeExternalUrl(match.youtubeUrl) : undefined;
  return (
    <section className="match-facts" aria-label={t('match.facts.heading')}>
      <dl>
        <div>
          <dt>{t('match.facts.kickoff')}</dt>
          <dd>
            <KickoffTime date={match.date} lang={lang} timeZone={timeZone} t={t} />
          </dd>
        </div>
        {round && (
          <div>
            <dt>{t('match.facts.round')}</dt>
            <dd>{round}</dd>
          </div>
        )}
        {match.stadium && (
          <div>
            <dt>{t('match.facts.stadium')}</dt>
            <dd>{match.stadium.country ? `${match.stadium.name}, ${match.stadium.country}` : match.stadium.name}</dd>
          </div>
        )}
        {video && (
          <div>
            <dt>{t('match.facts.video')}</dt>
            <dd>
              <a href={video} target="_blank" rel="noopener noreferrer external" aria-label={t('shell.externalLink', { label: t('match.facts.watch') })}>
                {t('match.facts.watch')}
              </a>
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}
