import { SAMPLING } from '../../config/error-reporting';
import type { AppEnv } from '../../env';
import type { BrowserReportingConfig } from '../browser-reporting/config';
import type { ReportingTags } from './reporting-tags';

/** The environment reports are filed under. */
export function reportingEnvironment(env: AppEnv): string {
  return env.SENTRY_ENVIRONMENT ?? env.ENVIRONMENT;
}

/** What a page tells the browser about reporting; nothing at all when no DSN is configured. */
export function browserReportingConfig(env: AppEnv, tags: ReportingTags, release: string): BrowserReportingConfig | undefined {
  if (!env.SENTRY_DSN) return undefined;
  const rates = SAMPLING[env.ENVIRONMENT];
  return {
    dsn: env.SENTRY_DSN,
    environment: reportingEnvironment(env),
    release,
    replaySessions: env.TEST_FORCE_REPLAY ? 1 : rates.replaySessions,
    replayOnError: rates.replayOnError,
    tags: { ...tags },
  };
}
