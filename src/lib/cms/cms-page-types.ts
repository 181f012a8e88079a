// The league's editorial pages and circulars as the site shows them, whatever the CMS behind them sends.

export type CmsPage = {
  id: number;
  slug: string;
  /** Plain text. */
  title: string;
  /** Plain text; empty when the CMS sent none. */
  excerpt: string;
  /** Sanitised HTML (src/config/cms-page-html.ts), with every tag closed: safe to insert as it is. */
  html: string;
  /** ISO 8601 in UTC: when the page was last changed, else when it was published. */
  updated: string;
};

/** A page by its slug: found, not in the CMS (or broken beyond use), or the CMS could not say. */
export type CmsPageLookup = { kind: 'found'; page: CmsPage } | { kind: 'missing' } | { kind: 'unreachable' };

export type CircularDocument = {
  /** The PDF's address: a path on this site or an https address on the league's own hosts. */
  url: string;
  /** Size in bytes, where the CMS says. */
  bytes?: number;
  /** Plain text: the document's name. */
  title: string;
};

export type Circular = {
  id: number;
  slug: string;
  /** As the league numbers them: "07/2026"; absent where neither ACF nor the title gives one. */
  number?: string;
  /** Plain text. */
  title: string;
  /** Plain text. */
  summary: string;
  /** ISO 8601 in UTC. */
  date: string;
  document?: CircularDocument;
};

export type CircularList = {
  /** Newest first. */
  circulars: readonly Circular[];
  page: number;
  totalPages?: number;
  /** The CMS could not be read and no earlier answer stands in. */
  unreachable?: boolean;
};
