// The league as the site names it in each language, so the demo's news and pages say what the
// site's own headings say around them. Read from the site's message files (their
// `league.title.{region}` entries, the women's edition's laid over the general ones) imported as
// JSON: the demo's Worker entry is bundled by wrangler, which cannot follow the glob imports of the
// site's own message loader (tests/repository/front-doors.test.ts). league-title.test.ts holds the
// two in agreement.
import type { EditionId } from '../../config/editions';
import type { LocaleCode } from '../../config/locales';
import type { Region } from '../../config/regions';
import { getLeagueTitle } from '../../lib/i18n/league-words';
import type { MessageId } from '../../lib/i18n/messages';
import ar from '../../../messages/ar.json';
import de from '../../../messages/de.json';
import en from '../../../messages/en.json';
import es from '../../../messages/es.json';
import fr from '../../../messages/fr.json';
import it from '../../../messages/it.json';
import pt from '../../../messages/pt.json';
import queensAr from '../../../messages/queens/ar.json';
import queensDe from '../../../messages/queens/de.json';
import queensEn from '../../../messages/queens/en.json';
import queensEs from '../../../messages/queens/es.json';
import queensFr from '../../../messages/queens/fr.json';
import queensIt from '../../../messages/queens/it.json';
import queensPt from '../../../messages/queens/pt.json';

type Titles = Readonly<Record<string, string>>;

const GENERAL: Readonly<Record<LocaleCode, Titles>> = { ar, de, en, es, fr, it, pt };
const QUEENS: Readonly<Record<LocaleCode, Titles>> = { ar: queensAr, de: queensDe, en: queensEn, es: queensEs, fr: queensFr, it: queensIt, pt: queensPt };

/** The region's league title in `lang`, as the edition's messages give it; the configured title where none is written. */
export function leagueTitleIn(edition: EditionId, region: Pick<Region, 'slug' | 'leagueTitle'>, lang: LocaleCode): string {
  // As the site's translator answers: the message, else its id, which getLeagueTitle reads as "none written".
  const t = (id: MessageId) => (edition === 'queens' ? QUEENS[lang][id] : undefined) ?? GENERAL[lang][id] ?? id;
  return getLeagueTitle(t, region);
}
