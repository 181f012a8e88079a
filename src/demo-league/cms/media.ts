// A story's picture as WordPress describes an attachment: one drawing, offered at the sizes
// WordPress makes of every upload, each an SVG the demo CMS serves itself.
import type { LocaleCode } from '../../config/locales';
import { toRenderedText } from './write-html';

/** WordPress's size names and the widths the demo draws them at, all at 1200×630 proportions. */
export const IMAGE_SIZES = { medium: 400, medium_large: 768, large: 1024, full: 1200 } as const;
export const IMAGE_WIDTHS: readonly number[] = Object.values(IMAGE_SIZES);
export const FULL_WIDTH = IMAGE_SIZES.full;
export const FULL_HEIGHT = 630;

export const UPLOADS_PATH = '/wp-content/uploads';

export type ImageArt = {
  /** Two colours for the split background: the two teams', or one team's pair. */
  colours: readonly [string, string];
  /** Short names drawn at the top, left then right: a match's two teams, or one club. */
  sides?: readonly [string] | readonly [string, string];
};

export type DemoImage = ImageArt & {
  id: number;
  lang: LocaleCode;
  alt: string;
  /** The caption, credit included. */
  caption: string;
  label: string;
  /** The small words in the corner: what kind of story it is. */
  kicker: string;
  league: string;
};

export const heightFor = (width: number) => Math.round((width * FULL_HEIGHT) / FULL_WIDTH);

export const uploadFile = (imageId: number, width: number) => `${imageId}-${width}.svg`;

/** The file name of an upload, or undefined when it is not one the demo draws. */
export function readUploadFile(file: string): { imageId: number; width: number } | undefined {
  const match = /^(\d{1,9})-(\d{3,4})\.svg$/.exec(file);
  if (!match) return undefined;
  const width = Number(match[2]);
  return IMAGE_WIDTHS.includes(width) ? { imageId: Number(match[1]), width } : undefined;
}

type MediaContext = { cmsBase: string; date: string; dateGmt: string; authorId: number; postId: number };

/** The `_embedded['wp:featuredmedia'][0]` of a post. */
export function toMediaJson(image: DemoImage, context: MediaContext) {
  const url = (width: number) => `${context.cmsBase}${UPLOADS_PATH}/${uploadFile(image.id, width)}`;
  const size = (width: number) => ({ file: uploadFile(image.id, width), width, height: heightFor(width), mime_type: 'image/svg+xml', source_url: url(width) });
  return {
    id: image.id,
    date: context.date,
    date_gmt: context.dateGmt,
    slug: `image-${image.id}`,
    type: 'attachment',
    link: `${context.cmsBase}/?attachment_id=${image.id}`,
    title: { rendered: toRenderedText(image.label) },
    author: context.authorId,
    post: context.postId,
    caption: { rendered: `<p>${toRenderedText(image.caption)}</p>\n` },
    alt_text: image.alt,
    media_type: 'image',
    mime_type: 'image/svg+xml',
    media_details: {
      width: FULL_WIDTH,
      height: FULL_HEIGHT,
      file: uploadFile(image.id, FULL_WIDTH),
      sizes: Object.fromEntries(Object.entries(IMAGE_SIZES).map(([name, width]) => [name, size(width)])),
    },
    source_url: url(FULL_WIDTH),
  };
}
