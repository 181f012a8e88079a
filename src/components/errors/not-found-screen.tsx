import { buildPath } from '../../lib/routing/build-path';
import { TeamNotFoundError } from '../../lib/competition';
import type { Translate } from '../../lib/i18n/intl';
import type { MessageId } from '../../lib/i18n/messages';
import type { LocaleCode } from '../../config/locales';
import type { Region } from '../../config/regions';
import { getLeagueTitle } from '../../lib/i18n/league-words';
import { Stylesheet } from '../stylesheet';

/** Section 8's not-found messages that the screen names in the visitor's language, as its title. */
const KNOWN_MESSAGES: Readonly<Record<string, MessageId>> = {
  [new TeamNotFoundError().message]: 'teams.notFound',
};

type NotFoundScreenProps = { t: Translate; lang: LocaleCode; message: string; region?: Region };

/**
 * Section 2: the big status, a title, the offside text and a way back to the kick-off: the
 * region's home when the address was under a region the edition has.
 */
export function NotFoundScreen({ t, lang, message, region }: NotFoundScreenProps) {
  const known = KNOWN_MESSAGES[message];
  const back = region
    ? { href: buildPath('regionHome', lang, { region: region.slug }), label: t('error.notFound.regionButton', { league: getLeagueTitle(t, region) }) }
    : { href: buildPath('home', lang), label: t('error.notFound.button') };
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <Stylesheet id="errors" />
      <p className="not-found__code" aria-hidden="true">404</p>
      <h1 id="not-found-title">{known ? t(known) : t('error.notFound.title')}</h1>
      <p>{t('error.notFound.text')}</p>
      {!known && <p className="not-found__detail">{message}</p>}
      <a className="button" href={back.href}>
        {back.label}
      </a>
    </section>
  );
}
