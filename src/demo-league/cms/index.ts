// The built-in demo CMS: answers WordPress's routes for every region of both editions, in process,
// about the demo league's own teams, players and results.
import { Hono } from 'hono';
import { registerDemoPageRoutes } from './pages/routes';
import { registerPostsRoute } from './posts-route';
import { registerUploadsRoute } from './uploads-route';
import { NO_ROUTE, wpError } from './wp-error';

/** A fixed moment tests and demos can date the posts at. */
export const DEMO_CMS_EPOCH = Date.UTC(2026, 10, 1, 12, 0, 0);

export type DemoCmsOptions = {
  /** The clock the posts are dated by at request time (the league's calendar, and the newest story a few hours old). */
  now?: () => number;
};

export function createDemoCmsApp(options: DemoCmsOptions = {}) {
  const { now = () => Date.now() } = options;
  const app = new Hono();

  // News: the posts and the pictures they show.
  registerPostsRoute(app, now);
  registerUploadsRoute(app);

  // The league's own pages (regulation, FAQs, contact, media accreditation) and the PDFs they link.
  registerDemoPageRoutes(app, { now });

  app.notFound((c) => c.json(NO_ROUTE, 404));
  // The demo must never answer 500; an unforeseen fault reads as a passing outage to the site.
  app.onError((_error, c) => c.json(wpError('demo_cms_unavailable', 'The demo CMS could not answer.', 503), 503));
  return app;
}

export type DemoCmsApp = ReturnType<typeof createDemoCmsApp>;
