// The words the live parts of a match carry to the browser, the same for the match page and the
// partners' live widget.
import { getLocale, type LocaleCode } from '../../config/locales';
import type { Translate } from '../../lib/i18n/intl';
import { buildPath } from '../../lib/routing/build-path';
import type { LiveMatchTexts } from './live-match-centre';

/** `newTab`: the widget's links open the site in a new tab. */
export function liveMatchTexts(t: Translate, place: { lang: LocaleCode; region: string; home: string; away: string; newTab?: boolean }): LiveMatchTexts {
  const { lang, region, home, away, newTab } = place;
  return {
    timeline: t('match.timeline.heading'),
    stats: t('match.stats.heading'),
    statistic: t('match.stats.statistic'),
    reconnecting: t('match.centre.reconnecting'),
    home,
    away,
    showScore: t('reader.spoilers.showScore'),
    strip: {
      heading: t('rules.strip.heading'),
      page: buildPath('howItWorks', lang, { region }),
      locale: getLocale(lang).tag,
      ...(newTab ? { newTab } : {}),
    },
  };
}
