import { buildPath } from '../../lib/routing/build-path';
import type { Translate } from '../../lib/i18n/intl';
import type { LocaleCode } from '../../config/locales';

/** Section 2: the big status, a title, the offside text and a way back to the kick-off. */
export function NotFoundScreen({ t, lang, message }: { t: Translate; lang: LocaleCode; message: string }) {
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <p className="not-found__code" aria-hidden="true">404</p>
      <h1 id="not-found-title">{t('error.notFound.title')}</h1>
      <p>{t('error.notFound.text')}</p>
      <p className="not-found__detail">{message}</p>
      <a className="button" href={buildPath('home', lang)}>
        {t('error.notFound.button')}
      </a>
    </section>
  );
}
