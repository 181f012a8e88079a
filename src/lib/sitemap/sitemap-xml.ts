// The sitemap protocol's two documents (sitemaps.org 0.9), with each address's language versions
// as `xhtml:link` alternates, the form search engines read in a sitemap.

export type SitemapAlternate = { hreflang: string; href: string };
export type SitemapEntry = { loc: string; lastmod?: string; alternates?: readonly SitemapAlternate[] };

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const PROLOGUE = '<?xml version="1.0" encoding="UTF-8"?>\n';

export const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

function entryXml({ loc, lastmod, alternates = [] }: SitemapEntry): string {
  const links = alternates
    .map((alternate) => `<xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" href="${escapeXml(alternate.href)}"/>`)
    .join('');
  return `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}${links}</url>`;
}

export function urlsetXml(entries: readonly SitemapEntry[]): string {
  return `${PROLOGUE}<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n${entries.map(entryXml).join('\n')}\n</urlset>\n`;
}

export function sitemapIndexXml(locations: readonly string[]): string {
  const children = locations.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`).join('\n');
  return `${PROLOGUE}<sitemapindex xmlns="${SITEMAP_NS}">\n${children}\n</sitemapindex>\n`;
}
