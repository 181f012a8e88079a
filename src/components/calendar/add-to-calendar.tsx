import { subscribeLinks } from '../../lib/calendar';
import type { Translate } from '../../lib/i18n/intl';

type Props = {
  /** The feed's absolute https address. */
  feedUrl: string;
  t: Translate;
};

/**
 * Subscribing to a feed, without script: webcal for Apple Calendar and Outlook, Google
 * Calendar's subscribe page, and the https address as text to copy into any other app.
 */
export function AddToCalendar({ feedUrl, t }: Props) {
  const links = subscribeLinks(feedUrl);
  return (
    <section className="add-to-calendar" aria-labelledby="add-to-calendar">
      <h2 id="add-to-calendar">{t('calendar.links.heading')}</h2>
      <ul>
        <li><a href={links.webcal} data-calendar="webcal">{t('calendar.links.webcal')}</a></li>
        <li><a href={links.google} data-calendar="google" rel="noopener noreferrer external">{t('calendar.links.google')}</a></li>
      </ul>
      <p>
        {t('calendar.links.copy')} <code className="add-to-calendar__address" data-calendar="https" dir="ltr" translate="no">{links.https}</code>
      </p>
    </section>
  );
}

/** One match as a one-event .ics file. */
export function AddMatchToCalendar({ feedUrl, t }: Props) {
  return (
    <p className="add-to-calendar add-to-calendar--match">
      <a href={feedUrl} data-calendar="match" type="text/calendar" download>{t('calendar.links.match')}</a>
    </p>
  );
}
