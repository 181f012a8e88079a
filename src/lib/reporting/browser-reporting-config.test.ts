import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../env';
import { readBrowserReportingConfig } from '../browser-reporting/config';
import { browserReportingConfig } from './browser-reporting-config';

const TAGS = { edition: 'queens', lang: 'es', route: 'tables', region: 'espana' };
const DSN = 'https://public@o9.ingest.sentry.io/12';

describe('browserReportingConfig', () => {
  it('gives the page nothing when no DSN is configured', () => {
    expect(browserReportingConfig(parseEnv({}), TAGS, '1.0.0')).toBeUndefined();
  });

  it('hands the browser the DSN, environment, release, section 9’s replay rates and the page’s tags', () => {
    expect(browserReportingConfig(parseEnv({ SENTRY_DSN: DSN }), TAGS, '1.0.0+abc')).toEqual({
      dsn: DSN, environment: 'production', release: '1.0.0+abc', replaySessions: 0.05, replayOnError: 0.05, tags: TAGS,
    });
    expect(browserReportingConfig(parseEnv({ SENTRY_DSN: DSN, ENVIRONMENT: 'development' }), TAGS, 'x')).toMatchObject({ environment: 'development', replaySessions: 0, replayOnError: 0 });
    expect(browserReportingConfig(parseEnv({ SENTRY_DSN: DSN, ENVIRONMENT: 'development', TEST_FORCE_REPLAY: 'on' }), TAGS, 'x')).toMatchObject({ replaySessions: 1 });
  });

  it('round-trips through the page, and the browser refuses a malformed one', () => {
    const config = browserReportingConfig(parseEnv({ SENTRY_DSN: DSN, SENTRY_ENVIRONMENT: 'staging' }), TAGS, '1.0.0');
    expect(readBrowserReportingConfig(JSON.stringify(config))).toEqual(config);
    expect(readBrowserReportingConfig(JSON.stringify({ ...config, replaySessions: 2 }))).toBeUndefined();
    expect(readBrowserReportingConfig(JSON.stringify({ ...config, dsn: 5 }))).toBeUndefined();
    expect(readBrowserReportingConfig('{')).toBeUndefined();
    expect(readBrowserReportingConfig(undefined)).toBeUndefined();
  });
});
