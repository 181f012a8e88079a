import { routeHasLinkTags } from '../../config/routes';
import { getLocale } from '../../config/locales';
import { canonicalUrl, defaultAlternate, getLanguageAlternates } from '../../lib/seo/page-links';
import { composeTitle } from '../../lib/seo/page-title';
import type { PageResolution } from '../../lib/routing/resolve-page';
import type { ShellProps } from '../../lib/page/page-types';
import type { ShareCard } from '../../lib/seo/entity-share';
import { getLeagueTitle } from '../../lib/i18n/league-words';

type PageHeadProps = ShellProps & { resolution: PageResolution; title: string; description: string; share?: ShareCard };

/** Title, description, share tags, canonical and language alternates; React hoists them into <head>. */
export function PageHead(props: PageHeadProps) {
  const { resolution, edition, region, lang, domain, pathname, query, title, t, share = { type: 'website' } } = props;
  const description = share.description ?? props.description;
  const fullTitle = composeTitle(title, region ? getLeagueTitle(t, region) : edition.siteTitle);
  const ownImage = share.image;
  const image = new URL(ownImage?.url ?? region?.ogImage ?? edition.shareImage, domain).toString();
  // The region's share image is drawn at 1200×630; a story's picture says its own size, if any.
  const imageSize = ownImage ? { width: ownImage.width, height: ownImage.height } : { width: 1200, height: 630 };
  const canonical = canonicalUrl(domain, pathname, query);
  const withLinks = routeHasLinkTags(resolution.routeId);
  const alternates = withLinks ? getLanguageAlternates(resolution, edition.id) : [];
  const fallback = defaultAlternate(alternates);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta property="og:type" content={share.type} />
      <meta property="og:site_name" content={edition.siteTitle} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:image" content={image} />
      {imageSize.width && <meta property="og:image:width" content={String(imageSize.width)} />}
      {imageSize.height && <meta property="og:image:height" content={String(imageSize.height)} />}
      {ownImage?.alt && <meta property="og:image:alt" content={ownImage.alt} />}
      {share.publishedTime && <meta property="article:published_time" content={share.publishedTime} />}
      {share.modifiedTime && <meta property="article:modified_time" content={share.modifiedTime} />}
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={getLocale(lang).tag.replace('-', '_')} />
      <meta name="twitter:card" content="summary_large_image" />
      {withLinks && <link rel="canonical" href={canonical} />}
      {alternates.map((alternate) =>
        alternate.href ? (
          <link key={alternate.lang} rel="alternate" hrefLang={alternate.lang} href={new URL(alternate.href, domain).toString()} />
        ) : null,
      )}
      {fallback && <link rel="alternate" hrefLang="x-default" href={new URL(fallback, domain).toString()} />}
    </>
  );
}
