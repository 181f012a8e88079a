import { z } from 'zod';
import { EDITION_IDS, type EditionId } from './config/editions';
import { ENVIRONMENTS } from './config/error-reporting';
import { dsnOrigin } from './lib/reporting/dsn';
import { oncePerVars } from './lib/once-per-vars';

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const onOff = z.enum(['on', 'off']).default('off').transform((value) => value === 'on');

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
  /** Turns error reporting on, in the Worker and in visitors' browsers; a secret per edition. */
  SENTRY_DSN: optionalText.refine((dsn) => dsn === undefined || dsnOrigin(dsn) !== undefined, {
    message: 'must be a DSN like https://key@o0.ingest.sentry.io/123',
  }),
  /** The environment reports are filed under; ENVIRONMENT's name when unset. */
  SENTRY_ENVIRONMENT: optionalText,
  /** Decides the sampling (section 9: nothing sampled in development). */
  ENVIRONMENT: z.enum(ENVIRONMENTS).default('production'),
  /** One JSON line per request for Workers Logs. */
  REQUEST_LOGS: onOff,
  // Web Push alerts (ADR 035): secrets per edition, made by `npm run vapid:keys`. Without both
  // keys no "Alert me" button is drawn and the alert APIs answer 404.
  /** The VAPID public key, base64url of the uncompressed P-256 point (65 bytes). */
  VAPID_PUBLIC_KEY: optionalText.refine((key) => key === undefined || /^[A-Za-z0-9_-]{87}$/.test(key), { message: 'must be a base64url P-256 public key (87 characters)' }),
  /** The VAPID private key, base64url of the 32-byte scalar. */
  VAPID_PRIVATE_KEY: optionalText.refine((key) => key === undefined || /^[A-Za-z0-9_-]{43}$/.test(key), { message: 'must be a base64url P-256 private key (43 characters)' }),
  /** Who push services may contact about our pushes (`mailto:` or https); the site's address when unset. */
  VAPID_SUBJECT: optionalText.refine((subject) => subject === undefined || /^(mailto:|https:\/\/)/.test(subject), { message: 'must start with mailto: or https://' }),
  /** Signs the fans' voter cookie (HMAC-SHA256, ADR 062); a secret per edition. Without it no vote is drawn or taken. */
  VOTE_COOKIE_SECRET: optionalText.refine((secret) => secret === undefined || secret.length >= 32, { message: 'must be at least 32 characters' }),
  /** `on` (the demo Workers only): subscriptions may name a push service on 127.0.0.1, the tests' double. */
  LOCAL_PUSH_SERVICE: onOff,
  /** `on` (the demo Workers only): the demo's clock, its fixtures and its live objects' faults may be driven over HTTP (ADR 052). */
  DEMO_CLOCK_CONTROL: onOff,
  /** `queue` (default): alerts go through the alerts' Queue where the Worker has it (ADR 053); `inline`: the dispatch sends them itself. */
  ALERT_DELIVERY: z.enum(['queue', 'inline']).default('queue'),
  // Test-only switches, refused in production: the error-reporting tests need a render that
  // throws and a visitor sampled into replay without waiting for a 5% draw.
  /** `on`: a page asked for with `?test-render-error` throws while rendering. */
  TEST_RENDER_ERROR: onOff,
  /** `on`: every session is recorded. */
  TEST_FORCE_REPLAY: onOff,
  /** `on`: the alerts' Queue consumer throws after the first slice of each message's first attempt (ADR 053's fault test). */
  TEST_ALERT_CONSUMER_FAULT: onOff,
}).superRefine((env, context) => {
  if (env.ENVIRONMENT !== 'production') return;
  for (const name of ['TEST_RENDER_ERROR', 'TEST_FORCE_REPLAY', 'TEST_ALERT_CONSUMER_FAULT'] as const) {
    if (env[name]) context.addIssue({ code: 'custom', path: [name], message: 'is for tests only and refused in production' });
  }
});

export type AppEnv = z.infer<typeof EnvSchema>;

const ENV_NAMES = Object.keys(EnvSchema.shape);

// Each set of vars is parsed once (the runtime hands every request of an isolate the same object).
const parseOnce = oncePerVars(
  (vars) => JSON.stringify(ENV_NAMES.map((name) => vars[name] ?? null)),
  (vars) => {
    const result = EnvSchema.safeParse(vars);
    if (!result.success) throw new Error(`Invalid environment: ${z.prettifyError(result.error)}`);
    return result.data;
  },
);

export function parseEnv(raw: unknown): AppEnv {
  return parseOnce((raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>);
}
