import type { Region } from '../../config/regions';
import type { Translate } from '../../lib/i18n/intl';
import type { MessageId } from '../../lib/i18n/messages';
import { toSafeExternalUrl } from '../../lib/navigation/safe-url';

/** The region's accounts on each network it uses, with the handle a visitor searches for. */
export function SocialAccounts({ region, headingId, t }: { region: Region; headingId: string; t: Translate }) {
  const accounts = region.social.flatMap((account) => {
    const href = toSafeExternalUrl(account.url);
    if (!href) return [];
    const handle = new URL(href).pathname.split('/').filter(Boolean).at(-1) ?? '';
    return [{ ...account, href, handle: handle.startsWith('@') ? handle : `@${handle}` }];
  });
  if (accounts.length === 0) return null;
  return (
    <section className="social-accounts" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('pages.contact.social', { league: region.leagueTitle })}</h2>
      <ul className="social-accounts__list">
        {accounts.map((account) => {
          const network = t(`social.${account.name}` as MessageId);
          return (
            <li key={account.name}>
              <a
                className="social-accounts__link"
                href={account.href}
                target="_blank"
                rel="noopener noreferrer external me"
                aria-label={t('pages.external', { label: `${network} ${account.handle}` })}
              >
                <span className="social-accounts__network">{network}</span>{' '}
                <bdi className="social-accounts__handle" dir="ltr">{account.handle}</bdi>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
