import { z } from 'zod';

/*
 * The parts of WordPress's REST answers (wp-json/wp/v2/posts?_embed) the site reads. Unknown
 * fields are stripped; a broken optional part (an author the CMS hides, a deleted image) is
 * dropped rather than failing the post, and a broken post is dropped rather than failing the list.
 */

const RenderedSchema = z.object({ rendered: z.string() });

export const WpAuthorSchema = z.object({
  name: z.string(),
  avatar_urls: z.record(z.string(), z.string()).optional().catch(undefined),
});

export const WpMediaSchema = z.object({
  source_url: z.string(),
  alt_text: z.string().catch(''),
  media_details: z
    .object({ width: z.number().int().positive().optional().catch(undefined), height: z.number().int().positive().optional().catch(undefined) })
    .optional()
    .catch(undefined),
});

// WordPress embeds an error object ({ code, message }) where a linked author or image is not public.
const embeddedList = <T extends z.ZodType>(item: T) => z.array(item).optional().catch(undefined);

export const WpPostSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  date_gmt: z.string().nullish().catch(undefined),
  modified: z.string().optional().catch(undefined),
  slug: z.string(),
  link: z.string().optional().catch(undefined),
  title: RenderedSchema,
  excerpt: RenderedSchema.catch({ rendered: '' }),
  content: RenderedSchema.catch({ rendered: '' }),
  author: z.number().int().optional().catch(undefined),
  featured_media: z.number().int().optional().catch(undefined),
  categories: z.array(z.number().int()).catch([]),
  _embedded: z
    .object({ author: embeddedList(WpAuthorSchema), 'wp:featuredmedia': embeddedList(WpMediaSchema) })
    .optional()
    .catch(undefined),
});

/** A page of posts; posts that do not have the required fields are left out. */
export const WpPostListSchema = z.array(z.unknown()).transform((items) =>
  items.flatMap((item) => {
    const parsed = WpPostSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  }),
);

export type WpPost = z.infer<typeof WpPostSchema>;
export type WpMedia = z.infer<typeof WpMediaSchema>;
