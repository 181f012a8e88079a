import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('the Worker’s reporting vars', () => {
  it('leave reporting, request logs and test switches off by default', () => {
    expect(parseEnv({}).SENTRY_DSN).toBeUndefined();
    expect(parseEnv({})).toMatchObject({ ENVIRONMENT: 'production', REQUEST_LOGS: false, TEST_RENDER_ERROR: false, TEST_FORCE_REPLAY: false });
  });

  it('take an empty DSN for none and refuse one that is not a DSN', () => {
    expect(parseEnv({ SENTRY_DSN: '' }).SENTRY_DSN).toBeUndefined();
    expect(parseEnv({ SENTRY_DSN: 'https://key@o1.ingest.sentry.io/2' }).SENTRY_DSN).toBe('https://key@o1.ingest.sentry.io/2');
    expect(() => parseEnv({ SENTRY_DSN: 'https://o1.ingest.sentry.io/2' })).toThrow(/SENTRY_DSN/);
  });

  it('are parsed once per set of values, whatever object carries them (each request gets a fresh proxy)', () => {
    const vars = { EDITION: 'queens', SITE_DOMAIN: 'https://queensleague.pro', REQUEST_LOGS: 'on' };
    const first = parseEnv(new Proxy(vars, {}));
    expect(parseEnv(new Proxy({ ...vars }, {}))).toBe(first);
    expect(parseEnv({ ...vars, REQUEST_LOGS: 'off' })).toMatchObject({ EDITION: 'queens', REQUEST_LOGS: false });
    expect(first.REQUEST_LOGS).toBe(true);
  });

  it('turn request logs on by a var', () => {
    expect(parseEnv({ REQUEST_LOGS: 'on' }).REQUEST_LOGS).toBe(true);
    expect(() => parseEnv({ REQUEST_LOGS: 'yes' })).toThrow(/REQUEST_LOGS/);
  });

  it('refuse the test-only switches in production and accept them elsewhere', () => {
    expect(() => parseEnv({ TEST_RENDER_ERROR: 'on' })).toThrow(/refused in production\s+→ at TEST_RENDER_ERROR/);
    expect(() => parseEnv({ ENVIRONMENT: 'production', TEST_FORCE_REPLAY: 'on' })).toThrow(/TEST_FORCE_REPLAY/);
    expect(parseEnv({ ENVIRONMENT: 'development', TEST_RENDER_ERROR: 'on', TEST_FORCE_REPLAY: 'on' })).toMatchObject({ TEST_RENDER_ERROR: true, TEST_FORCE_REPLAY: true });
  });
});
