import type { CloudflareOptions } from '@sentry/cloudflare';

/** Section 9: 5% of traces in production, none in development; nothing at all without a DSN. */
export function sentryOptions(env: Record<string, unknown>): CloudflareOptions {
  const dsn = typeof env.SENTRY_DSN === 'string' && env.SENTRY_DSN !== '' ? env.SENTRY_DSN : undefined;
  const development = env.ENVIRONMENT === 'development';
  return {
    dsn,
    enabled: dsn !== undefined,
    environment: development ? 'development' : 'production',
    tracesSampleRate: development ? 0 : 0.05,
  };
}
