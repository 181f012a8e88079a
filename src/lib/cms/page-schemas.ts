import { z } from 'zod';

/*
 * The parts of WordPress's answers for the league's editorial pages (wp-json/wp/v2/pages), its
 * circulars (posts, with ACF fields for the number and the PDF or without) and their PDFs
 * (wp-json/wp/v2/media) the site reads. As with the news, a broken item is left out rather than
 * failing the list, and a broken optional part is dropped.
 */

const RenderedSchema = z.object({ rendered: z.string() });
const optionalText = z.string().nullish().catch(undefined);

export const WpPageSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  date: z.string(),
  date_gmt: optionalText,
  modified: optionalText,
  modified_gmt: optionalText,
  title: RenderedSchema,
  excerpt: RenderedSchema.catch({ rendered: '' }),
  content: RenderedSchema,
});

/**
 * An ACF File field as the REST API gives it: the attachment's id by default, its address with
 * the "url" return format, or the whole file with `acf_format=standard` (the "array" format).
 */
const AcfFileSchema = z.union([
  z.object({
    url: z.string(),
    bytes: z.number().int().nonnegative().optional().catch(undefined),
    filesize: z.number().int().nonnegative().optional().catch(undefined),
    title: z.string().catch(''),
  }),
  z.string().min(1),
  z.number().int().positive(),
]);

/** The circular's own fields where the CMS has ACF: its number and the PDF it is issued as. */
const WpCircularFieldsSchema = z.object({
  number: z.string().min(1).max(24).optional().catch(undefined),
  pdf: AcfFileSchema.optional().catch(undefined),
});

/** A circular: a post of the circulars category, with ACF fields or without (a stock WordPress). */
export const WpCircularSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  date: z.string(),
  date_gmt: optionalText,
  title: RenderedSchema,
  excerpt: RenderedSchema.catch({ rendered: '' }),
  content: z.object({ rendered: z.string(), protected: z.boolean().optional().catch(undefined) }).catch({ rendered: '' }),
  acf: WpCircularFieldsSchema.optional().catch(undefined),
});

/** A file in the CMS's media library (wp-json/wp/v2/media): a circular's PDF, by id or by the post it is attached to. */
export const WpMediaFileSchema = z.object({
  id: z.number().int(),
  post: z.number().int().nullish().catch(undefined),
  source_url: z.string(),
  mime_type: z.string().catch(''),
  title: RenderedSchema.catch({ rendered: '' }),
  media_details: z.object({ filesize: z.number().int().nonnegative().optional().catch(undefined) }).optional().catch(undefined),
});

const keepReadable = <T extends z.ZodType>(item: T) =>
  z.array(z.unknown()).transform((items) =>
    items.flatMap((entry) => {
      const parsed = item.safeParse(entry);
      return parsed.success ? [parsed.data as z.infer<T>] : [];
    }),
  );

export const WpPageListSchema = keepReadable(WpPageSchema);
export const WpCircularListSchema = keepReadable(WpCircularSchema);
export const WpMediaFileListSchema = keepReadable(WpMediaFileSchema);

export type WpPage = z.infer<typeof WpPageSchema>;
export type WpCircular = z.infer<typeof WpCircularSchema>;
export type WpMediaFile = z.infer<typeof WpMediaFileSchema>;
