import { z } from 'zod';

/*
 * The parts of WordPress's answers for the league's editorial pages (wp-json/wp/v2/pages) and its
 * circulars (posts with ACF fields for the number and the PDF) the site reads. As with the news,
 * a broken item is left out rather than failing the list, and a broken optional part is dropped.
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

/** The circular's own fields: its number and the PDF it is issued as. */
const WpCircularFieldsSchema = z.object({
  number: z.string().min(1).max(24),
  pdf: z
    .object({ url: z.string(), bytes: z.number().int().nonnegative().optional().catch(undefined), title: z.string().catch('') })
    .optional()
    .catch(undefined),
});

export const WpCircularSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  date: z.string(),
  date_gmt: optionalText,
  title: RenderedSchema,
  excerpt: RenderedSchema.catch({ rendered: '' }),
  content: RenderedSchema.catch({ rendered: '' }),
  acf: WpCircularFieldsSchema,
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

export type WpPage = z.infer<typeof WpPageSchema>;
export type WpCircular = z.infer<typeof WpCircularSchema>;
