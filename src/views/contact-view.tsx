import { ContactChannels } from '../components/league-pages/contact-channels';
import { EditorialHtml, EditorialNotice } from '../components/league-pages/editorial';
import { LeaguePage } from '../components/league-pages/league-page';
import { SocialAccounts } from '../components/league-pages/social-accounts';
import { listContactChannels } from '../lib/league-pages';
import type { ViewProps } from '../lib/page/page-types';

/**
 * How to reach the league: the web team's words from the CMS, then an address per purpose and
 * the region's social accounts. Nothing on the page sends anything: the site makes no writes.
 */
export async function ContactView(props: ViewProps) {
  const { shell, data } = props;
  const { edition, lang, region, t } = shell;
  if (!region) return null;
  const lookup = await data.cms.getCmsPage(region, 'contact', lang);
  const channels = listContactChannels({ edition: edition.id, lang, region });
  return (
    <LeaguePage {...props} kind="contact">
      {lookup.kind === 'found' ? <EditorialHtml html={lookup.page.html} className="editorial--intro" /> : <EditorialNotice lookup={lookup} t={t} />}
      <section aria-labelledby="page-channels">
        <h2 id="page-channels">{t('pages.contact.channels')}</h2>
        <ContactChannels channels={channels} league={region.leagueTitle} t={t} />
        <p className="muted contact-note">{t('pages.contact.noForm')}</p>
      </section>
      <SocialAccounts region={region} headingId="page-social" t={t} />
    </LeaguePage>
  );
}
