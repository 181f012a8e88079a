import type { LocaleCode } from '../../config/locales';
import { formatKickoff } from '../../lib/i18n/format-date';
import type { Translate } from '../../lib/i18n/intl';

type KickoffTimeProps = { date: string; lang: LocaleCode; timeZone: string; t: Translate; className?: string };

/**
 * A kick-off in the region's zone, named. The browser entry adds the visitor's own time beside
 * it when it differs (`showLocalTimes`), from the zone and the words written here.
 */
export function KickoffTime({ date, lang, timeZone, t, className = 'kickoff-time' }: KickoffTimeProps) {
  return (
    <span className={className}>
      <time dateTime={date} data-tz={timeZone} data-your-time={t('time.yourTime', { time: '{time}' })}>
        {formatKickoff(date, lang, timeZone)}
      </time>
    </span>
  );
}
