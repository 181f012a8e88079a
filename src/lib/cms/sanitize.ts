import { FilterXSS, parseAttr } from 'xss';
import { NEWS_HTML, type AttributeRule, type NewsHtmlPolicy } from '../../config/news-html';

/*
 * js-xss tokenises the post and this file decides every tag. The output is only escaped text and
 * tags written here, with allowlisted attributes whose values are escaped in full, so what a
 * browser parses is exactly what was checked: a mutation trick (noscript, a quote inside an
 * attribute) can change what is dropped, never what is kept.
 */

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', hellip: '…', ndash: '–',
  mdash: '—', lsquo: '‘', rsquo: '’', sbquo: '‚', ldquo: '“', rdquo: '”', bdquo: '„',
  laquo: '«', raquo: '»', copy: '©', reg: '®', trade: '™', euro: '€', pound: '£', deg: '°',
  middot: '·', bull: '•', times: '×', iexcl: '¡', iquest: '¿', ordm: 'º', ordf: 'ª',
  colon: ':', Tab: '\t', NewLine: '\n', lpar: '(', rpar: ')', sol: '/', bsol: '\\', excl: '!',
  num: '#', period: '.', comma: ',', semi: ';', quest: '?', equals: '=', plus: '+', percnt: '%',
};

function toCodePoint(code: number): string {
  const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
  return String.fromCodePoint(valid ? code : 0xfffd);
}

/** Character references as a browser reads them (numeric with or without `;`, the common named ones). */
export function decodeEntities(text: string): string {
  return text.replace(/&(?:#(\d+);?|#[xX]([0-9a-fA-F]+);?|([A-Za-z][A-Za-z0-9]{1,31});)/g, (match, dec?: string, hex?: string, name?: string) => {
    if (dec) return toCodePoint(Number.parseInt(dec, 10));
    if (hex) return toCodePoint(Number.parseInt(hex, 16));
    return (name && Object.hasOwn(NAMED_ENTITIES, name) ? NAMED_ENTITIES[name] : undefined) ?? match;
  });
}

const escapeText = (text: string) => text.replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeValue = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
// Free text keeps its character references (a title's &#8217;); only what could end the value is escaped.
const escapeTextValue = (value: string) => value.replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// Browsers drop NUL and ignore most control characters; removing them first means the check sees what the browser sees.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/g;

// Relative addresses are resolved against a host no real address can have, to tell "our own page" from "elsewhere".
const SELF = 'https://self.invalid/';

function parseUrl(value: string): { url: URL; relative: boolean } | undefined {
  const decoded = decodeEntities(value).trim();
  if (!decoded) return undefined;
  try {
    return { url: new URL(decoded, SELF), relative: !URL.canParse(decoded) };
  } catch {
    return undefined;
  }
}

function isOwnHost(host: string, policy: NewsHtmlPolicy): boolean {
  return host === new URL(SELF).hostname || policy.ownHosts.some((own) => host === own || host.endsWith(`.${own}`));
}

/** A link's address, or undefined when its scheme is not a plain web or mail one. */
export function toSafeLinkUrl(value: string, policy: NewsHtmlPolicy = NEWS_HTML): { href: string; external: boolean } | undefined {
  const parsed = parseUrl(value);
  if (!parsed || !policy.linkSchemes.includes(parsed.url.protocol)) return undefined;
  if (parsed.url.username || parsed.url.password) return undefined;
  const href = parsed.relative ? decodeEntities(value).trim() : parsed.url.href;
  const web = parsed.url.protocol === 'https:' || parsed.url.protocol === 'http:';
  return { href, external: web && !isOwnHost(parsed.url.hostname, policy) };
}

/** An image address: https anywhere, or a path on the site itself (`/img/...`); nothing else. */
export function toSafeImageUrl(value: string): string | undefined {
  const parsed = parseUrl(value);
  if (!parsed) return undefined;
  if (parsed.relative) {
    const path = decodeEntities(value).trim();
    return /^\/(?![/\\])/.test(path) && parsed.url.origin === new URL(SELF).origin ? path : undefined;
  }
  const { url } = parsed;
  return url.protocol === 'https:' && !url.username && !url.password ? url.href : undefined;
}

/** An embed address on an allowlisted player (https, default port, an embed path), else undefined. */
export function toSafeEmbedUrl(value: string, policy: NewsHtmlPolicy = NEWS_HTML): string | undefined {
  const parsed = parseUrl(value);
  if (!parsed || parsed.relative) return undefined;
  const { url } = parsed;
  if (url.protocol !== 'https:' || url.port || url.username || url.password) return undefined;
  const allowed = policy.embedHosts.some((embed) => embed.host === url.hostname && embed.path.test(url.pathname));
  return allowed ? url.href : undefined;
}

function checkValue(rule: AttributeRule, value: string, policy: NewsHtmlPolicy): string | undefined {
  if (rule === 'text') return escapeTextValue(value);
  if (rule === 'flag') return '';
  if (rule === 'integer') return /^\d{1,5}$/.test(value.trim()) ? value.trim() : undefined;
  if (rule === 'image') return mapDefined(toSafeImageUrl(value), escapeValue);
  if (rule === 'embed') return mapDefined(toSafeEmbedUrl(value, policy), escapeValue);
  if (rule === 'link') return mapDefined(toSafeLinkUrl(value, policy)?.href, escapeValue);
  const word = decodeEntities(value).trim().toLowerCase();
  return rule.includes(word) ? word : undefined;
}

function mapDefined<T, U>(value: T | undefined, map: (value: T) => U): U | undefined {
  return value === undefined ? undefined : map(value);
}

/** The attributes of one tag as the tokeniser reads them; the first of a repeated name wins, as in browsers. */
function readAttributes(tagHtml: string): Map<string, string> {
  const attributes = new Map<string, string>();
  // A trailing slash closes the tag unless it ends an unquoted value (`href=/news/`), as in browsers.
  const inner = tagHtml.slice(1, -1).replace(/(^|[\s"'])\/\s*$/, '$1');
  const space = inner.search(/\s/);
  if (space === -1) return attributes;
  parseAttr(inner.slice(space + 1), (name, value) => {
    if (!attributes.has(name)) attributes.set(name, value);
    return '';
  });
  return attributes;
}

function writeTag(tag: string, attributes: Map<string, string>, policy: NewsHtmlPolicy): string | undefined {
  const rules: Readonly<Record<string, AttributeRule>> = policy.tags[tag] ?? {};
  const kept: string[] = [];
  for (const [name, rule] of Object.entries(rules)) {
    const raw = attributes.get(name);
    const value = raw === undefined ? undefined : checkValue(rule, raw, policy);
    // An image or an embed without a safe address is nothing at all.
    if (value === undefined && (rule === 'image' || rule === 'embed')) return undefined;
    if (value !== undefined) kept.push(rule === 'flag' ? name : `${name}="${value}"`);
  }
  const href = tag === 'a' ? attributes.get('href') : undefined;
  if (href !== undefined && toSafeLinkUrl(href, policy)?.external) kept.push(`rel="${escapeValue(policy.externalRel)}"`);
  const added: Readonly<Record<string, string>> = policy.addedAttributes[tag] ?? {};
  for (const [name, value] of Object.entries(added)) kept.push(`${name}="${escapeValue(value)}"`);
  return `<${[tag, ...kept].join(' ')}>`;
}

const RAW_TEXT = new Set(['script', 'style', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript', 'textarea', 'title', 'plaintext']);
// Browsers honour `/>` only on SVG and MathML elements: `<svg/>` is empty, `<script/>` still has a body.
const hasContent = (tag: string, tagHtml: string) => !((tag === 'svg' || tag === 'math') && /\/\s*>$/.test(tagHtml));

type Walk = {
  /** What a tag becomes; the content of dropped-with-content elements never reaches here. */
  onTag(tag: string, tagHtml: string, isClosing: boolean): string;
  onText(text: string): string;
};

/**
 * Runs js-xss's tokeniser with every decision handed to `walk`. Elements dropped with their content
 * (and iframes, whose inside is never shown) swallow everything up to their closing tag, or to the end.
 */
function walkHtml(html: string, walk: Walk, policy: NewsHtmlPolicy): string {
  let dropping: { tag: string; depth: number } | undefined;
  const filter = new FilterXSS({
    whiteList: {},
    css: false,
    allowCommentTag: false,
    escapeHtml: (text) => (dropping ? '' : walk.onText(text)),
    onTag: (tag, tagHtml, { isClosing = false }) => {
      if (dropping) {
        // Raw text (a script's body) ends at its first closing tag; other elements nest.
        if (tag === dropping.tag && isClosing) dropping.depth -= 1;
        else if (tag === dropping.tag && !RAW_TEXT.has(tag) && hasContent(tag, tagHtml)) dropping.depth += 1;
        if (dropping.depth === 0) dropping = undefined;
        return '';
      }
      // A tag cut off by the end of the post is no tag to a browser either.
      if (!tagHtml.endsWith('>')) return '';
      const result = walk.onTag(tag, tagHtml, isClosing);
      if (!isClosing && (policy.droppedWithContent.includes(tag) || tag === 'iframe') && hasContent(tag, tagHtml)) dropping = { tag, depth: 1 };
      return result;
    },
  });
  return filter.process(html.replace(CONTROL_CHARACTERS, ''));
}

/**
 * A post's HTML made safe to put in a page: only the policy's elements and attributes, links and
 * images with checked addresses, external links marked, embeds sandboxed, and no script, style,
 * form or event handler of any spelling.
 */
export function sanitizePostHtml(html: string, policy: NewsHtmlPolicy = NEWS_HTML): string {
  return walkHtml(
    html,
    {
      onText: escapeText,
      onTag(tag, tagHtml, isClosing) {
        if (!Object.hasOwn(policy.tags, tag) || policy.droppedWithContent.includes(tag)) return '';
        if (isClosing) return policy.voidTags.includes(tag) || tag === 'iframe' ? '' : `</${tag}>`;
        const opened = writeTag(tag, readAttributes(tagHtml), policy);
        if (opened === undefined) return '';
        return tag === 'iframe' ? `${opened}</iframe>` : opened;
      },
    },
    policy,
  );
}

/** HTML (a title, an excerpt) as plain text: no tags, references decoded, whitespace collapsed. */
export function toPlainText(html: string, policy: NewsHtmlPolicy = NEWS_HTML): string {
  const text = walkHtml(
    html,
    { onText: (text) => text, onTag: (tag) => (policy.blockTags.includes(tag) ? ' ' : '') },
    policy,
  );
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}
