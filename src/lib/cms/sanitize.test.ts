import { describe, expect, it } from 'vitest';
import { OWASP_VECTORS } from '../../../tests/fixtures/xss/owasp-vectors';
import { NEWS_HTML } from '../../config/news-html';
import { decodeEntities, sanitizePostHtml, toPlainText, toSafeEmbedUrl, toSafeImageUrl, toSafeLinkUrl } from './sanitize';

type Tag = { name: string; closing: boolean; attributes: Map<string, string> };

/**
 * Reads the sanitiser's output the strict way it is written: every `<` opens a tag, attributes are
 * bare names or name="value". Anything else in the output fails the test before the checks run.
 */
function readTags(html: string): Tag[] {
  const tags: Tag[] = [];
  const tagPattern = /<(\/?)([a-z][a-z0-9]*)((?:\s[a-z][a-z-]*(?:="[^"<>]*")?)*)>/g;
  for (const match of html.matchAll(tagPattern)) {
    const attributes = new Map<string, string>();
    for (const attribute of (match[3] ?? '').matchAll(/\s([a-z][a-z-]*)(?:="([^"]*)")?/g)) {
      attributes.set(attribute[1] ?? '', attribute[2] ?? '');
    }
    tags.push({ name: match[2] ?? '', closing: match[1] === '/', attributes });
  }
  expect(html.split('<').length - 1, `every < in ${JSON.stringify(html)} starts a tag`).toBe(tags.length);
  return tags;
}

const URL_ATTRIBUTES = ['href', 'src', 'srcset', 'xlink:href', 'formaction', 'action', 'background', 'data', 'poster', 'dynsrc', 'lowsrc'];
const SCRIPT_SCHEME = /^(javascript|vbscript|data):/i;
const FORBIDDEN_ELEMENTS = /<(script|style|form|input|button|base|object|embed|meta|link|svg|math|template|noscript|frame|frameset|body|html)\b/i;

function isAllowlistedEmbed(src: string): boolean {
  const url = new URL(src);
  return url.protocol === 'https:' && NEWS_HTML.embedHosts.some((embed) => embed.host === url.hostname && embed.path.test(url.pathname));
}

/** Checks every tag of the output; answers how many tags and address attributes it checked. */
function expectNothingExecutable(output: string): { tags: number; addresses: number } {
  expect(output).not.toMatch(FORBIDDEN_ELEMENTS);
  const tags = readTags(output);
  let addresses = 0;
  for (const tag of tags) {
    expect(Object.keys(NEWS_HTML.tags)).toContain(tag.name);
    for (const [name, value] of tag.attributes) {
      expect(name).not.toMatch(/^on/);
      expect(name).not.toBe('style');
      expect(value).not.toMatch(/url\s*\(|expression\s*\(/i);
      // What the browser will read: references decoded, control characters and spaces gone.
      const seen = decodeEntities(value).replace(/[\u0000-\u0020]/g, '');
      if (URL_ATTRIBUTES.includes(name)) {
        addresses++;
        expect(seen).not.toMatch(SCRIPT_SCHEME);
      }
    }
    if (tag.name === 'iframe' && !tag.closing) {
      expect(isAllowlistedEmbed(tag.attributes.get('src') ?? 'about:blank')).toBe(true);
      expect(tag.attributes.get('sandbox')).toBe('allow-scripts allow-same-origin allow-popups');
    }
  }
  return { tags: tags.length, addresses };
}

describe('sanitizePostHtml against the OWASP filter-evasion vectors', () => {
  it('has a fixture of at least 40 vectors', () => {
    expect(OWASP_VECTORS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(OWASP_VECTORS)('leaves nothing executable: $name', ({ html }) => {
    expectNothingExecutable(sanitizePostHtml(html));
  });

  it.each(OWASP_VECTORS)('leaves nothing executable inside an article either: $name', ({ html }) => {
    const checked = expectNothingExecutable(sanitizePostHtml(`<p>Before</p>${html}<p>After <a href="https://x.com/kingsleague">X</a></p>`));
    // The paragraph before the vector always survives, so the check read tags.
    expect(checked.tags).toBeGreaterThanOrEqual(2);
  });

  it('checks the addresses of the links that survive around the vectors', () => {
    // A vector that opens a script or a comment may swallow what follows it; most do not.
    const wrapped = OWASP_VECTORS.map(({ html }) => expectNothingExecutable(sanitizePostHtml(`${html}<p><a href="https://x.com/kingsleague">X</a></p>`)));
    expect(wrapped.filter((checked) => checked.addresses > 0).length).toBeGreaterThan(OWASP_VECTORS.length / 2);
  });

  it.each(OWASP_VECTORS)('is stable when run twice: $name', ({ html }) => {
    const once = sanitizePostHtml(html);
    expect(sanitizePostHtml(once)).toBe(once);
  });
});

describe('sanitizePostHtml keeps an article', () => {
  it('keeps paragraphs, headings, lists, quotes and tables', () => {
    const html =
      '<h2>Crónica</h2><p>El <strong>partido</strong> acabó <em>5-3</em>.</p><ul><li>Uno</li></ul><ol start="3"><li>Tres</li></ol>' +
      '<blockquote><p>«Gran día»</p></blockquote><table><thead><tr><th scope="col">Equipo</th></tr></thead><tbody><tr><td colspan="2">1K</td></tr></tbody></table><hr>';
    expect(sanitizePostHtml(html)).toBe(html.replace('<hr>', '<hr>'));
  });

  it('drops a script’s body and a nested SVG with it, but no more', () => {
    expect(sanitizePostHtml('<script>if (a < b) {}</script><p>one</p>')).toBe('<p>one</p>');
    expect(sanitizePostHtml('<svg><g><svg><script>x</script></svg></g></svg><p>two</p>')).toBe('<p>two</p>');
    expect(sanitizePostHtml('<svg/><p>three</p><script/>gone<p>also gone</p></script><p>four</p>')).toBe('<p>three</p><p>four</p>');
  });

  it('keeps character references in text', () => {
    expect(sanitizePostHtml('<p>L&#8217;équipe &amp; co &lt;3</p>')).toBe('<p>L&#8217;équipe &amp; co &lt;3</p>');
  });

  it('marks external links and leaves the league’s own alone', () => {
    expect(sanitizePostHtml('<a href="https://example.com/a?x=1&amp;y=2" target="_blank">a</a>')).toBe(
      '<a href="https://example.com/a?x=1&amp;y=2" target="_blank" rel="noopener noreferrer nofollow">a</a>',
    );
    expect(sanitizePostHtml('<a href="https://kingsleague.pro/es/espana">b</a>')).toBe('<a href="https://kingsleague.pro/es/espana">b</a>');
    expect(sanitizePostHtml('<a href="https://cms.queensleague.pro/x" rel="opener">c</a>')).toBe('<a href="https://cms.queensleague.pro/x">c</a>');
    expect(sanitizePostHtml('<a href="/es/espana/noticias">d</a>')).toBe('<a href="/es/espana/noticias">d</a>');
    expect(sanitizePostHtml('<a href="mailto:prensa@kingsleague.pro">e</a>')).toBe('<a href="mailto:prensa@kingsleague.pro">e</a>');
  });

  it('keeps a link’s text when its address is refused', () => {
    expect(sanitizePostHtml('<a href="javascript:alert(1)" target="_self">text</a>')).toBe('<a>text</a>');
  });

  it('keeps images with https or site paths, lazily loaded, and drops the rest', () => {
    expect(sanitizePostHtml('<img src="https://cdn.example/a.jpg" alt="Gol" width="800" height="450" class="wp-image-1" srcset="x 2x">')).toBe(
      '<img src="https://cdn.example/a.jpg" alt="Gol" width="800" height="450" loading="lazy">',
    );
    expect(sanitizePostHtml('<img src="/img/og/kings-espana.jpg" alt="">')).toBe('<img src="/img/og/kings-espana.jpg" alt="" loading="lazy">');
    expect(sanitizePostHtml('<img src="http://cdn.example/a.jpg"><img src="//cdn.example/a.jpg"><img src="a.jpg">')).toBe('');
  });

  it('keeps an allowlisted embed, sandboxed and lazy, and nothing inside it', () => {
    const youtube =
      '<figure><iframe width="560" height="315" src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?si=x" title="Resumen" frameborder="0" allow="autoplay; clipboard-write" allowfullscreen>fallback <b>text</b></iframe></figure>';
    expect(sanitizePostHtml(youtube)).toBe(
      '<figure><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?si=x" title="Resumen" width="560" height="315" allowfullscreen sandbox="allow-scripts allow-same-origin allow-popups" loading="lazy"></iframe></figure>',
    );
  });

  it.each([
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://platform.twitter.com/embed/Tweet.html?id=1',
    'https://www.instagram.com/p/C1a2b3/embed/',
    'https://www.tiktok.com/embed/v2/7234567890123456789',
  ])('accepts the embed %s', (src) => {
    expect(toSafeEmbedUrl(src)).toBe(src);
  });

  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com/embed/x',
    'https://www.youtube.com:8443/embed/x',
    'https://www.instagram.com/kingsleague/',
    'https://evil.example/embed/x',
    '/embed/x',
  ])('refuses the embed %s', (src) => {
    expect(toSafeEmbedUrl(src)).toBeUndefined();
  });
});

describe('address checks', () => {
  it('refuses script schemes however they are written', () => {
    for (const href of ['javascript:x', ' JAVASCRIPT:x', 'java&#x09;script:x', '&#106;avascript:x', 'vbscript:x', 'data:text/html,x', 'javascript&colon;x']) {
      expect(toSafeLinkUrl(href), href).toBeUndefined();
    }
  });

  it('refuses images that are not https or a site path', () => {
    for (const src of ['data:image/png;base64,AAAA', 'http://a.example/x.png', '//a.example/x.png', '/\\a.example/x.png', 'x.png']) {
      expect(toSafeImageUrl(src), src).toBeUndefined();
    }
  });
});

describe('toPlainText', () => {
  it('strips tags, decodes references and collapses whitespace', () => {
    expect(toPlainText('<p>L&#8217;équipe &amp; <em>co</em> [&hellip;]</p>\n<p>Suite</p>')).toBe('L’équipe & co […] Suite');
  });

  it('drops scripts and styles with their content', () => {
    expect(toPlainText('Hola<script>alert(1)</script><style>p{}</style> mundo')).toBe('Hola mundo');
  });

  it('keeps what looks like markup once decoded as text, for the page to escape', () => {
    expect(toPlainText('1 &lt;script&gt; 2')).toBe('1 <script> 2');
  });
});
