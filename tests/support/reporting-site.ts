/// <reference types="node" />
// A site with error reporting pointed at the local ingest double, for the error-reporting suites:
// development sampling (none) with the test-only switches on, request logs on, and a news CMS that
// answers 503 so an upstream failure can be watched being reported.
import { startServer, type StartedServer } from '../../scripts/lib/server.mjs';
import { startHostileUpstream, type HostileUpstream } from './hostile-upstream';
import { startIngestDouble, type IngestDouble } from './ingest-double';

export type ReportingSite = { site: StartedServer; ingest: IngestDouble; cms: HostileUpstream; stop(): Promise<void> };

export async function startReportingSite(options: { forceReplay?: boolean } = {}): Promise<ReportingSite> {
  const ingest = await startIngestDouble();
  const cms = await startHostileUpstream();
  cms.set('503');
  const site = await startServer({
    edition: 'kings',
    build: false,
    env: {
      SENTRY_DSN: ingest.dsn,
      ENVIRONMENT: 'development',
      TEST_RENDER_ERROR: 'on',
      TEST_FORCE_REPLAY: options.forceReplay ? 'on' : 'off',
      REQUEST_LOGS: 'on',
      NEWS_CMS_URL: cms.url,
    },
  });
  return {
    site,
    ingest,
    cms,
    async stop() {
      await site.stop();
      await Promise.all([ingest.close(), cms.close()]);
    },
  };
}
