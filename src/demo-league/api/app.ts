// The demo league's HTTP API: every path of docs/data-contract.md answered from D1, with the
// current turn replayed live. Malformed ids answer 400, unknown ones 404, a failing database 503.
import { Hono, type MiddlewareHandler } from 'hono';
import { DatabaseUnavailableError, type DemoEnv } from './database';
import { failure } from './http';
import { timeDatabase, toServerTiming, type QueryTiming } from './timed-database';
import { registerCardStatsRoutes } from './routes/card-stats';
import { registerDemoClockRoutes } from './routes/demo-clock';
import { registerDemoLiveFaultRoutes } from './routes/demo-live-fault';
import { registerDemoForgetVotersRoutes } from './routes/demo-forget-voters';
import { registerDemoRescheduleRoutes } from './routes/demo-reschedule';
import { registerGroupRoutes } from './routes/groups';
import { registerMatchCenterRoutes } from './routes/match-center';
import { registerSeasonClusterRoutes } from './routes/season-clusters';
import { registerSeasonExtraRoutes } from './routes/season-extras';
import { registerSeasonPlayerRoutes } from './routes/season-players';
import { registerSeasonStatsRoutes } from './routes/season-stats';
import { registerSeasonRoutes } from './routes/seasons';
import { registerTeamSeasonDataRoutes } from './routes/team-season-data';
import { registerTeamRoutes } from './routes/teams';
import { registerTurnRoutes } from './routes/turns';

export function createDemoLeagueApp(): Hono<DemoEnv> {
  const app = new Hono<DemoEnv>();

  const needsDatabase: MiddlewareHandler<DemoEnv> = async (c, next) => {
    const db = c.env?.DB;
    if (!db || typeof db.prepare !== 'function') throw new DatabaseUnavailableError('the D1 binding DB is missing');
    const timing: QueryTiming = { milliseconds: 0, queries: 0 };
    c.set('db', timeDatabase(db, timing));
    await next();
    c.res.headers.set('Server-Timing', toServerTiming(timing));
  };
  app.use('/api/v1/competition/*', needsDatabase);
  app.use('/api/stats', needsDatabase);

  registerSeasonClusterRoutes(app);
  registerSeasonRoutes(app);
  registerSeasonPlayerRoutes(app);
  registerSeasonStatsRoutes(app);
  registerSeasonExtraRoutes(app);
  registerMatchCenterRoutes(app);
  registerTurnRoutes(app);
  registerGroupRoutes(app);
  registerTeamRoutes(app);
  registerTeamSeasonDataRoutes(app);
  registerCardStatsRoutes(app);
  registerDemoClockRoutes(app);
  registerDemoRescheduleRoutes(app);
  registerDemoLiveFaultRoutes(app);
  registerDemoForgetVotersRoutes(app);

  app.notFound((c) => failure(c, 404, 'Not found'));
  // Whatever fails inside (D1 unreachable, a table missing before the seed), the visitor gets a
  // retryable 503, never a 500: the site's client retries once and then shows what it has.
  app.onError((error, c) => {
    console.warn(`demo league: ${error instanceof DatabaseUnavailableError ? '' : 'query failed: '}${error.message}`);
    return failure(c, 503, 'Demo league data unavailable');
  });
  return app;
}
