import type { Translate } from '../../lib/i18n/intl';
import { mailtoHref } from '../../lib/league-pages';
import { ExternalLink } from './external-link';

type ApplyCardProps = { form?: string; email?: string; league: string; headingId: string; t: Translate };

/** Where to apply: the league's accreditation form, and the press office's address beside it or instead of it. */
export function ApplyCard({ form, email, league, headingId, t }: ApplyCardProps) {
  if (!form && !email) return null;
  const mail = email && mailtoHref(email, t('pages.accreditation.apply.subject', { league }));
  return (
    <section className="apply-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="apply-card__heading">{t('pages.accreditation.apply.heading')}</h2>
      <p className="apply-card__text">{t('pages.accreditation.apply.text')}</p>
      {form ? (
        <ExternalLink className="button button--accent" href={form} label={t('pages.accreditation.apply.form')} t={t} />
      ) : (
        mail && <a className="button button--accent" href={mail}>{t('pages.accreditation.apply.emailOnly')}</a>
      )}
      {form && mail && email && (
        <p className="apply-card__email">
          {t('pages.accreditation.apply.email', { email: '' })}
          <a href={mail}><bdi>{email}</bdi></a>
        </p>
      )}
    </section>
  );
}
