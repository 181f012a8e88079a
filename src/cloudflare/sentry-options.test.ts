import { describe, expect, it } from 'vitest';
import { sentryOptions, sentryOptionsOnce } from './sentry-options';

describe('sentryOptions', () => {
  it('turns reporting off without a DSN', () => {
    expect(sentryOptions({}, '1.0.0+abc')).toMatchObject({ dsn: undefined, enabled: false });
    expect(sentryOptions({ SENTRY_DSN: ' ' }, '1.0.0+abc')).toMatchObject({ enabled: false });
  });

  it('samples 5% of traces in production and none in development, filed under the build version', () => {
    const dsn = 'https://key@o1.ingest.sentry.io/2';
    expect(sentryOptions({ SENTRY_DSN: dsn }, '1.0.0+abc')).toMatchObject({ dsn, enabled: true, environment: 'production', release: '1.0.0+abc', tracesSampleRate: 0.05 });
    expect(sentryOptions({ SENTRY_DSN: dsn, ENVIRONMENT: 'development' }, 'x')).toMatchObject({ environment: 'development', tracesSampleRate: 0 });
    expect(sentryOptions({ SENTRY_DSN: dsn, SENTRY_ENVIRONMENT: 'staging' }, 'x')).toMatchObject({ environment: 'staging', tracesSampleRate: 0.05 });
  });

  it('reports what the framework logs as an error', () => {
    const names = (sentryOptions({}, 'x').integrations as { name: string }[]).map((integration) => integration.name);
    expect(names).toContain('CaptureConsole');
  });

  it('builds the options once for the same vars, and again for other vars', () => {
    const dsn = 'https://key@o1.ingest.sentry.io/2';
    const vars = { SENTRY_DSN: dsn };
    const optionsOf = sentryOptionsOnce('x');
    const first = optionsOf(vars);
    expect(optionsOf(vars)).toBe(first);
    expect(optionsOf({ SENTRY_DSN: dsn })).toBe(first);
    expect(optionsOf({ SENTRY_DSN: dsn, ENVIRONMENT: 'development' })).toMatchObject({ tracesSampleRate: 0 });
    expect(sentryOptionsOnce('y')({ SENTRY_DSN: dsn })).toMatchObject({ release: 'y' });
  });
});
