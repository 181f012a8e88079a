import type { MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { API_PATHS } from '../config/api-paths';
import { alertsDatabase, deleteSubscriptions, modeRequestSchema, saveSubscription, setSpoilerFree, subscribeRequestSchema, unsubscribeRequestSchema, vapidKeysOf } from '../lib/team-alerts';
import type { PipelineEnv } from './types';

const MAX_BODY_BYTES = 2_048;

/** The JSON body, checked by `schema`; undefined for anything else (too long, not JSON, not ours). */
async function readBody<T extends z.ZodType>(request: Request, schema: T): Promise<z.infer<T> | undefined> {
  if (!request.headers.get('content-type')?.toLowerCase().startsWith('application/json')) return undefined;
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) return undefined;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * "Alert me": `POST /api/alerts` with `{ endpoint, keys: { p256dh, auth }, team, lang,
 * spoilerFree }` stores the browser's push subscription for the team (204); `PATCH` with
 * `{ endpoint, spoilerFree }` changes only its mode (204, or 404 for a subscription not stored);
 * `DELETE` with `{ endpoint }` deletes it (204). A bad body is a 400; where the edition has no VAPID keys or no
 * alerts database, the API does not exist (404). Only JSON is accepted, so another site's page
 * cannot post here without the browser asking us first (and we never say yes).
 */
export function teamAlertsApi(): MiddlewareHandler<PipelineEnv> {
  return async (c, next) => {
    if (c.get('request').pathname !== API_PATHS.teamAlerts) return next();
    c.header('Cache-Control', 'no-store');
    const { env: appEnv, domain } = c.get('request');
    const db = alertsDatabase(c.env);
    if (!db || !vapidKeysOf(appEnv, domain)) return c.json({ error: 'Not found' }, 404);
    const allowLocal = appEnv.LOCAL_PUSH_SERVICE;
    if (c.req.method === 'POST') {
      const body = await readBody(c.req.raw, subscribeRequestSchema(allowLocal));
      if (!body) return c.json({ error: 'Bad subscription' }, 400);
      await saveSubscription(db, appEnv.EDITION, { endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth, teamId: body.team, lang: body.lang, spoilerFree: body.spoilerFree });
      return c.body(null, 204);
    }
    if (c.req.method === 'PATCH') {
      const body = await readBody(c.req.raw, modeRequestSchema(allowLocal));
      if (!body) return c.json({ error: 'Bad subscription' }, 400);
      const changed = await setSpoilerFree(db, appEnv.EDITION, body.endpoint, body.spoilerFree);
      return changed ? c.body(null, 204) : c.json({ error: 'No such subscription' }, 404);
    }
    if (c.req.method === 'DELETE') {
      const body = await readBody(c.req.raw, unsubscribeRequestSchema(allowLocal));
      if (!body) return c.json({ error: 'Bad subscription' }, 400);
      await deleteSubscriptions(db, appEnv.EDITION, [body.endpoint]);
      return c.body(null, 204);
    }
    return c.json({ error: 'Method not allowed' }, 405, { Allow: 'POST, PATCH, DELETE' });
  };
}
