// The sitemap feature's front door: which files an edition has, what each lists, how they are kept.
export { createKeptSitemaps, type KeptSitemap, type KeptSitemaps } from './kept-sitemaps';
export { listSitemapEntries, type SitemapFile, type SitemapScope } from './sitemap-entries';
export { findSitemapFile, listSitemapFiles, sitemapFilePath } from './sitemap-files';
export { sitemapIndexXml, urlsetXml, type SitemapEntry } from './sitemap-xml';
