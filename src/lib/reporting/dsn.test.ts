import { describe, expect, it } from 'vitest';
import { dsnOrigin } from './dsn';

describe('dsnOrigin', () => {
  it('gives the origin reports are sent to', () => {
    expect(dsnOrigin('https://abc123@o42.ingest.sentry.io/4501')).toBe('https://o42.ingest.sentry.io');
    expect(dsnOrigin('http://key@127.0.0.1:9000/1')).toBe('http://127.0.0.1:9000');
  });

  it('refuses what is not a DSN', () => {
    for (const text of ['', 'sentry', 'https://o42.ingest.sentry.io/4501', 'https://key@host/', 'javascript://key@x/1', 'https://key@host/1?x=1']) {
      expect(dsnOrigin(text), text).toBeUndefined();
    }
  });
});
