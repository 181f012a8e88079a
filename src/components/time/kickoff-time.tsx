import { getLocale, type LocaleCode } from '../../config/locales';
import { formatKickoff } from '../../lib/i18n/format-date';
import type { Translate } from '../../lib/i18n/intl';
import { LocalTime } from './local-time';

type KickoffTimeProps = { date: string; lang: LocaleCode; timeZone: string; t: Translate; className?: string };

/** A kick-off in the region's zone, named, with the visitor's own time beside it when it differs. */
export function KickoffTime({ date, lang, timeZone, t, className = 'kickoff-time' }: KickoffTimeProps) {
  return (
    <span className={className}>
      <time dateTime={date}>{formatKickoff(date, lang, timeZone)}</time>
      <LocalTime dateTime={date} locale={getLocale(lang).tag} shownTimeZone={timeZone} template={t('time.yourTime', { time: '{time}' })} />
    </span>
  );
}
