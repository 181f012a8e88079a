import type { LocaleCode } from '../../config/locales';
import type { Translate } from '../../lib/i18n/intl';
import { formatKickoff } from '../../lib/i18n/format-date';
import type { AccreditationDeadline } from '../../lib/league-pages';
import { KickoffTime } from '../time/kickoff-time';

type DeadlinesProps = {
  deadlines: readonly AccreditationDeadline[] | undefined;
  hours: number;
  headingId: string;
  lang: LocaleCode;
  timeZone: string;
  t: Translate;
};

/** When applications for each coming matchday close, worked out from its first kick-off. */
export function AccreditationDeadlines({ deadlines, hours, headingId, lang, timeZone, t }: DeadlinesProps) {
  return (
    <section className="deadlines" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('pages.accreditation.deadlines.heading')}</h2>
      <p className="deadlines__note">{t('pages.accreditation.deadlines.note', { hours })}</p>
      {!deadlines ? (
        <p className="empty-state">{t('pages.accreditation.deadlines.unavailable')}</p>
      ) : deadlines.length === 0 ? (
        <p className="empty-state">{t('pages.accreditation.deadlines.empty')}</p>
      ) : (
        <ol className="deadlines__list">
          {deadlines.map(({ matchday, closes, open }) => (
            <li key={matchday.id} className={`deadline deadline--${open ? 'open' : 'closed'}`}>
              <p className="deadline__head">
                <span className="deadline__matchday">{matchday.name}</span>
                <span className="deadline__status">{t(open ? 'pages.accreditation.open' : 'pages.accreditation.closed')}</span>
              </p>
              <dl className="deadline__facts">
                <div>
                  <dt>{t('pages.accreditation.deadlines.closes')}</dt>
                  <dd><KickoffTime date={closes} lang={lang} timeZone={timeZone} t={t} /></dd>
                </div>
                <div>
                  <dt>{t('pages.matchday.firstMatch')}</dt>
                  <dd>
                    <time dateTime={matchday.firstKickoff}>{formatKickoff(matchday.firstKickoff, lang, timeZone)}</time>
                    {matchday.venues.length > 0 && <span className="deadline__venue">{matchday.venues.join(' · ')}</span>}
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
