import { z } from 'zod';
import { EDITION_IDS, type EditionId } from './config/editions';

/** The Worker's vars, parsed once per isolate: a misconfigured deployment fails loudly at its first request. */
export const EnvSchema = z.object({
  EDITION: z.enum(EDITION_IDS as [EditionId, ...EditionId[]]).default('kings'),
  SITE_DOMAIN: z.url().optional(),
  COOKIE_SECURE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  COMPETITION_API_URL: z.url().optional().or(z.literal('').transform(() => undefined)),
  /** `remote` reads each region's own CMS (its cmsKey); anything else the built-in demo CMS. */
  NEWS_CMS: z.enum(['demo', 'remote']).default('demo'),
  /** When set, every region's CMS is read from `{NEWS_CMS_URL}/{edition}/{region}` (a staging CMS, a test double). */
  NEWS_CMS_URL: z.url().optional().or(z.literal('').transform(() => undefined)),
  SENTRY_DSN: z.string().optional(),
  ENVIRONMENT: z.enum(['production', 'development']).default('production'),
});

export type AppEnv = z.infer<typeof EnvSchema>;

const parsed = new WeakMap<object, AppEnv>();

export function parseEnv(raw: unknown): AppEnv {
  const source = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const cached = parsed.get(source);
  if (cached) return cached;
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    throw new Error(`Invalid environment: ${z.prettifyError(result.error)}`);
  }
  parsed.set(source, result.data);
  return result.data;
}
