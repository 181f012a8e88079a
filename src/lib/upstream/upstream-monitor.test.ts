import { describe, expect, it } from 'vitest';
import { newRequestUpstreamCalls, requestUpstreamState } from './request-calls';
import { createUpstreamHealth } from './upstream-health';
import { monitorUpstream } from './upstream-monitor';

function monitored() {
  const clock = { now: 0 };
  const health = createUpstreamHealth(() => clock.now, 600_000);
  const calls = newRequestUpstreamCalls();
  const reports: { message: string; level: string; tags?: Record<string, string> }[] = [];
  const monitor = monitorUpstream('cms', {
    health,
    calls: () => calls,
    report: (error, details) => reports.push({ message: error.message, level: details.level, tags: details.tags }),
  });
  return { clock, health, calls, reports, monitor };
}

describe('monitorUpstream', () => {
  it('counts the request’s calls by how each was answered', () => {
    const { calls, monitor } = monitored();
    monitor.onAnswer?.({ url: 'http://cms.test/a', freshness: 'fetched', ageMs: 0 });
    monitor.onAnswer?.({ url: 'http://cms.test/b', freshness: 'fresh', ageMs: 2_000 });
    expect(calls).toEqual({ fetched: 1, cached: 1, stale: 0, failed: 0 });
    expect(requestUpstreamState(calls)).toBe('ok');
    monitor.onFailure?.('http://cms.test/c', { ok: false, reason: 'timeout' }, true);
    monitor.onAnswer?.({ url: 'http://cms.test/c', freshness: 'stale', ageMs: 90_000 });
    expect(requestUpstreamState(calls)).toBe('stale');
    monitor.onFailure?.('http://cms.test/d', { ok: false, reason: 'network' }, false);
    expect(calls).toEqual({ fetched: 1, cached: 1, stale: 1, failed: 1 });
    expect(requestUpstreamState(calls)).toBe('failed');
  });

  it('reports an outage once as a warning, however many visitors meet it', () => {
    const { reports, monitor } = monitored();
    for (let visitor = 0; visitor < 500; visitor++) monitor.onFailure?.(`http://cms.test/${visitor}`, { ok: false, status: 503, reason: 'http' }, false);
    expect(reports).toEqual([{ message: 'Upstream cms failing: http 503', level: 'warning', tags: { upstream_name: 'cms' } }]);
  });

  it('says a request with no calls made none', () => {
    expect(requestUpstreamState(newRequestUpstreamCalls())).toBe('none');
  });
});
