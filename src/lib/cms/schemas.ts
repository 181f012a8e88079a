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

const dimension = z.number().int().positive().optional().catch(undefined);

const WpMediaSizeSchema = z.object({ source_url: z.string(), width: z.number().int().positive(), height: z.number().int().positive() });

export const WpMediaSchema = z.object({
  source_url: z.string(),
  alt_text: z.string().catch(''),
  caption: RenderedSchema.optional().catch(undefined),
  media_details: z
    .object({
      width: dimension,
      height: dimension,
      // A broken size is left out; the others still make a srcset.
      sizes: z
        .record(z.string(), z.unknown())
        .transform((sizes) =>
          Object.values(sizes).flatMap((size) => {
            const parsed = WpMediaSizeSchema.safeParse(size);
            return parsed.success ? [parsed.data] : [];
          }),
        )
        .optional()
        .catch(undefined),
    })
    .optional()
    .catch(undefined),
});

const idList = z.array(z.number().int().positive()).catch([]);

/** The custom fields the league's CMS adds to a story (ACF): who it names and where it points. */
const WpStoryFieldsSchema = z.object({
  team_ids: idList.optional(),
  player_ids: idList.optional(),
  external_url: z.string().optional().catch(undefined),
});

// WordPress embeds an error object ({ code, message }) where a linked author or image is not public.
const embeddedList = <T extends z.ZodType>(item: T) => z.array(item).optional().catch(undefined);

export const WpPostSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  date_gmt: z.string().nullish().catch(undefined),
  modified: z.string().optional().catch(undefined),
  modified_gmt: z.string().nullish().catch(undefined),
  lang: z.string().optional().catch(undefined),
  acf: WpStoryFieldsSchema.optional().catch(undefined),
  slug: z.string(),
  link: z.string().optional().catch(undefined),
  title: RenderedSchema,
  excerpt: RenderedSchema.catch({ rendered: '' }),
  // `protected`: the post is behind a password; WordPress then sends an empty `rendered`.
  content: z.object({ rendered: z.string(), protected: z.boolean().optional().catch(undefined) }).catch({ rendered: '' }),
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
