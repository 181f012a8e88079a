import { captureConsoleIntegration, type CloudflareOptions } from '@sentry/cloudflare';
import { ENVIRONMENTS, SAMPLING, type Environment } from '../config/error-reporting';
import { oncePerVars } from '../lib/once-per-vars';

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/**
 * The Worker's reporting options from its vars. Section 9: 5% of traces in production, none in
 * development; nothing at all without a DSN. This runs before the pipeline parses the vars, so it
 * reads the few it needs itself; the pipeline's schema is what refuses a malformed one.
 */
export function sentryOptions(env: Record<string, unknown>, release: string): CloudflareOptions {
  const dsn = text(env.SENTRY_DSN);
  const environment: Environment = ENVIRONMENTS.find((name) => name === env.ENVIRONMENT) ?? 'production';
  return {
    dsn,
    enabled: dsn !== undefined,
    environment: text(env.SENTRY_ENVIRONMENT) ?? environment,
    release,
    tracesSampleRate: SAMPLING[environment].traces,
    // The framework catches what a page's render throws and logs it with console.error, as Hono
    // does for a middleware that throws: reported from there, with the request's tags.
    integrations: [captureConsoleIntegration({ levels: ['error'] })],
  };
}

/**
 * The options of a release, built once for the same vars: the client is set up once per isolate,
 * and a request should not build a console integration only to throw it away.
 */
export function sentryOptionsOnce(release: string): (env: Record<string, unknown>) => CloudflareOptions {
  return oncePerVars(
    (env) => [env.SENTRY_DSN, env.ENVIRONMENT, env.SENTRY_ENVIRONMENT].map((value) => (typeof value === 'string' ? value : '')).join('\n'),
    (env) => sentryOptions(env, release),
  );
}
