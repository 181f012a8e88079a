import type { LocaleCode } from '../../config/locales';
import { formatKickoff, utcOffsetMinutes } from '../../lib/i18n/format-date';
import type { Translate } from '../../lib/i18n/intl';

type KickoffTimeProps = { date: string; lang: LocaleCode; timeZone: string; t: Translate; className?: string };

/**
 * A kick-off in the region's zone, named. The browser entry adds the visitor's own time when it
 * differs (show-local-times.ts): plain server markup, so a list of kick-offs is no island. The
 * region's offset from UTC lets a visitor on the region's clock skip the browser's Intl work.
 */
export function KickoffTime({ date, lang, timeZone, t, className = 'kickoff-time' }: KickoffTimeProps) {
  return (
    <span className={className} data-tz={timeZone} data-offset={utcOffsetMinutes(date, timeZone)} data-your-time={t('time.yourTime', { time: '{time}' })}>
      <time dateTime={date}>{formatKickoff(date, lang, timeZone)}</time>
    </span>
  );
}
