import type { Translate } from '../../lib/i18n/intl';
import type { MessageId } from '../../lib/i18n/messages';
import { mailtoHref, type ContactChannel } from '../../lib/league-pages';
import { ExternalLink } from './external-link';

const LINK_LABELS = { faqs: 'pages.contact.fans.link', accreditation: 'pages.contact.press.link', careers: 'pages.contact.careers.link' } as const;

/** One card per purpose: who it is for, the address to write to, and the page to read first. */
export function ContactChannels({ channels, league, t }: { channels: readonly ContactChannel[]; league: string; t: Translate }) {
  return (
    <ul className="channel-grid">
      {channels.map(({ purpose, email, links }) => {
        const title = t(`pages.contact.${purpose}.title` as MessageId);
        return (
          <li key={purpose} className={`channel-card channel-card--${purpose}`}>
            <h3 className="channel-card__title">{title}</h3>
            <p className="channel-card__text">{t(`pages.contact.${purpose}.text` as MessageId)}</p>
            <a className="channel-card__email" href={mailtoHref(email, `${title} – ${league}`)} aria-label={t('pages.contact.emailLabel', { purpose: title, email })}>
              {/* A long address may break after its @, never inside a word. */}
              <bdi>{email.slice(0, email.indexOf('@') + 1)}<wbr />{email.slice(email.indexOf('@') + 1)}</bdi>
            </a>
            {links.map((link) =>
              link.external ? (
                <ExternalLink key={link.kind} className="channel-card__link" href={link.href} label={t(LINK_LABELS[link.kind])} t={t} />
              ) : (
                <a key={link.kind} className="channel-card__link" href={link.href}>{t(LINK_LABELS[link.kind])}</a>
              ),
            )}
          </li>
        );
      })}
    </ul>
  );
}
