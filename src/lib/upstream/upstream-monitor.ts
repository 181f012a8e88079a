// Watches one upstream's calls for the health answer, the request's count and the error reporter.
import type { UpstreamName } from '../../config/upstream';
import { reportToSentry, type ErrorReporter } from '../reporting/report-error';
import type { UpstreamClientOptions } from './json-client';
import { upstreamCallsOfThisRequest, type RequestUpstreamCalls } from './request-calls';
import { describeFailure, upstreamHealth, type UpstreamHealth } from './upstream-health';

export type UpstreamMonitorOptions = {
  health?: UpstreamHealth;
  report?: ErrorReporter;
  calls?: () => RequestUpstreamCalls;
};

/** The callbacks a data client of this upstream is built with. */
export function monitorUpstream(name: UpstreamName, options: UpstreamMonitorOptions = {}): Pick<UpstreamClientOptions, 'onAnswer' | 'onFailure'> {
  const { health = upstreamHealth, report = reportToSentry, calls = upstreamCallsOfThisRequest } = options;
  return {
    onAnswer(answer) {
      health.answered(name, answer);
      calls()[answer.freshness === 'fetched' ? 'fetched' : answer.freshness === 'fresh' ? 'cached' : 'stale'] += 1;
    },
    onFailure(url, failure, servedStale) {
      // A stale answer is counted as answered; only a call left without any answer is a failure.
      if (!servedStale) calls().failed += 1;
      if (!health.failed(name, failure)) return;
      // A warning: visitors still get a page (a stale answer, or the calm notice that data is missing).
      report(new Error(`Upstream ${name} failing: ${describeFailure(failure)}`), {
        level: 'warning',
        extra: { url, servedStale },
        tags: { upstream_name: name },
      });
    },
  };
}
