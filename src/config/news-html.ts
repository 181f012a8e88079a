// What a news post's HTML may keep once sanitised (src/lib/cms/sanitize.ts applies it); anything not listed is dropped.

/**
 * How an attribute's value is checked: free text, a whole number, a link, an image, an embed
 * address, a bare flag, or one of a fixed set of words.
 */
export type AttributeRule = 'text' | 'integer' | 'link' | 'image' | 'embed' | 'flag' | readonly string[];

/** An outside player that may be framed: the https host and the paths of its embed pages. */
export type EmbedHost = { host: string; path: RegExp };

export type NewsHtmlPolicy = {
  /** Elements kept, each with the only attributes it may carry. */
  tags: Readonly<Record<string, Readonly<Record<string, AttributeRule>>>>;
  /** Elements that have no closing tag. */
  voidTags: readonly string[];
  /** Elements dropped together with everything inside them (code, styles, forms' fields, foreign markup). */
  droppedWithContent: readonly string[];
  /** Elements that separate words when HTML is turned into plain text. */
  blockTags: readonly string[];
  embedHosts: readonly EmbedHost[];
  /** Set on every kept element of these kinds, whatever the post said. */
  addedAttributes: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Schemes a link may use; relative links are the site's own. */
  linkSchemes: readonly string[];
  /** Hosts (and their subdomains) whose links are not external. */
  ownHosts: readonly string[];
  /** The rel of a link that leaves the league's sites. */
  externalRel: string;
};

const CELL = { colspan: 'integer', rowspan: 'integer' } as const;

export const NEWS_HTML = {
  tags: {
    p: {}, br: {}, h2: {}, h3: {}, h4: {}, hr: {}, span: {}, div: {},
    ul: {}, ol: { start: 'integer' }, li: {},
    blockquote: {}, cite: {}, figure: {}, figcaption: {},
    strong: {}, em: {}, b: {}, i: {},
    a: { href: 'link', title: 'text', target: ['_blank'] },
    img: { src: 'image', alt: 'text', width: 'integer', height: 'integer' },
    table: {}, caption: {}, thead: {}, tbody: {}, tfoot: {}, tr: {},
    th: { ...CELL, scope: ['row', 'col', 'rowgroup', 'colgroup'] }, td: CELL,
    iframe: { src: 'embed', title: 'text', width: 'integer', height: 'integer', allowfullscreen: 'flag' },
  },
  voidTags: ['br', 'hr', 'img'],
  droppedWithContent: [
    'script', 'style', 'template', 'noscript', 'noembed', 'noframes', 'xmp', 'plaintext',
    'textarea', 'select', 'option', 'button', 'title', 'head', 'svg', 'math', 'object',
    'applet', 'frameset', 'frame',
  ],
  blockTags: [
    'p', 'br', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'div', 'ul', 'ol', 'li', 'blockquote',
    'figure', 'figcaption', 'table', 'tr', 'td', 'th', 'caption', 'section', 'article',
  ],
  embedHosts: [
    { host: 'www.youtube.com', path: /^\/embed\/[\w-]+$/ },
    { host: 'www.youtube-nocookie.com', path: /^\/embed\/[\w-]+$/ },
    { host: 'platform.twitter.com', path: /^\/embed\/[\w.-]+$/ },
    { host: 'www.instagram.com', path: /^\/p\/[\w-]+\/embed\/?(captioned\/?)?$/ },
    { host: 'www.tiktok.com', path: /^\/embed\/(v2\/)?\d+$/ },
  ],
  addedAttributes: {
    img: { loading: 'lazy' },
    iframe: { sandbox: 'allow-scripts allow-same-origin allow-popups', loading: 'lazy' },
  },
  linkSchemes: ['https:', 'http:', 'mailto:'],
  ownHosts: ['kingsleague.pro', 'queensleague.pro'],
  externalRel: 'noopener noreferrer nofollow',
} as const satisfies NewsHtmlPolicy;
