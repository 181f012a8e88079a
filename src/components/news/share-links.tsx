import type { Translate } from '../../lib/i18n/intl';
import { ShareButtons } from './share-buttons';

type ShareLinksProps = { url: string; title: string; t: Translate };

// Each network's own "share this address" page: plain links, no script of theirs on ours.
const NETWORKS = [
  { id: 'x', href: (url: string, text: string) => `https://x.com/intent/post?url=${url}&text=${text}` },
  { id: 'whatsapp', href: (url: string, text: string) => `https://wa.me/?text=${text}%20${url}` },
  { id: 'facebook', href: (url: string) => `https://www.facebook.com/sharer/sharer.php?u=${url}` },
  { id: 'telegram', href: (url: string, text: string) => `https://t.me/share/url?url=${url}&text=${text}` },
] as const;

/** Share the story: the device's share sheet and copy (with script), and four networks' share pages. */
export function ShareLinks({ url, title, t }: ShareLinksProps) {
  const encodedUrl = encodeURIComponent(url);
  const encodedTitle = encodeURIComponent(title);
  return (
    <section className="share" aria-labelledby="share-heading">
      <h2 id="share-heading" className="share__heading">{t('article.share.heading')}</h2>
      <div className="share__actions">
        <ShareButtons
          url={url}
          title={title}
          texts={{
            native: t('article.share.native'),
            copy: t('article.share.copy'),
            copied: t('article.share.copied'),
            failed: t('article.share.failed'),
          }}
        />
        <ul className="share__networks">
          {NETWORKS.map((network) => (
            <li key={network.id}>
              <a
                className={`share__link share__link--${network.id}`}
                href={network.href(encodedUrl, encodedTitle)}
                rel="noopener noreferrer external"
                target="_blank"
              >
                {t(`article.share.${network.id}`)}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
