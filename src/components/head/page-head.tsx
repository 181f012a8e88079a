import { routeHasLinkTags } from '../../config/routes';
import { getLocale } from '../../config/locales';
import { canonicalUrl, defaultAlternate, getLanguageAlternates } from '../../lib/seo/page-links';
import { composeTitle } from '../../lib/seo/page-title';
import type { PageResolution } from '../../lib/routing/resolve-page';
import type { ShellProps } from '../../lib/page/page-types';

type PageHeadProps = ShellProps & { resolution: PageResolution; title: string; description: string };

/** Title, description, share tags, canonical and language alternates; React hoists them into <head>. */
export function PageHead({ resolution, edition, region, lang, domain, pathname, search, title, description }: PageHeadProps) {
  const fullTitle = composeTitle(title, region?.leagueTitle ?? edition.siteTitle);
  const image = new URL(region?.ogImage ?? edition.shareImage, domain).toString();
  const canonical = canonicalUrl(domain, pathname, search);
  const withLinks = routeHasLinkTags(resolution.routeId);
  const alternates = withLinks ? getLanguageAlternates(resolution, edition.id) : [];
  const fallback = defaultAlternate(alternates);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={edition.siteTitle} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
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
