import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import { API_PATHS } from '../../config/api-paths';
import { alertsDatabase, deleteSubscriptions, modeRequestSchema, saveSubscription, setSubscriptionModes, subscribeRequestSchema, unsubscribeRequestSchema, vapidKeysOf } from '../../lib/team-alerts';
import type { PipelineEnv } from '../../middleware/types';
import { notFound, refuse } from '../errors';

const MAX_BODY_BYTES = 2_048;

type Read<T> = { body: T; problem?: undefined } | { body?: undefined; problem?: string };

/**
 * The JSON body, checked by `schema`; for anything else (too long, not JSON, not ours) no body,
 * and where the schema says what is wrong with it, that.
 */
async function readBody<T extends z.ZodType>(request: Request, schema: T): Promise<Read<z.infer<T>>> {
  if (!request.headers.get('content-type')?.toLowerCase().startsWith('application/json')) return {};
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) return {};
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    if (parsed.success) return { body: parsed.data };
    const issue = parsed.error.issues[0];
    return issue ? { problem: `${issue.path.join('.')} ${issue.message}` } : {};
  } catch {
    return {};
  }
}

/**
 * "Alert me": `POST /api/alerts` with `{ endpoint, keys: { p256dh, auth }, team, lang,
 * spoilerFree, rulesMoments }` stores the browser's push subscription for the team (204); `PATCH`
 * with `{ endpoint, spoilerFree?, rulesMoments? }` changes only those modes (204, or 404 for a
 * subscription not stored);
 * `DELETE` with `{ endpoint }` deletes it (204). A bad body is a 400; where the edition has no VAPID keys or no
 * alerts database, the API does not exist (404). Only JSON is accepted, so another site's page
 * cannot post here without the browser asking us first (and we never say yes).
 */
/** The alerts database, there whenever a handler runs (the route's first step refuses the rest). */
const dbOf = (c: Context<PipelineEnv>) => alertsDatabase(c.env)!;

/** 400, saying what is wrong where the schema could tell (a key that is no P-256 point, an unknown language). */
const badSubscription = (c: Context, problem?: string) => refuse(c, 400, problem ? `Bad subscription: ${problem}` : 'Bad subscription');

export function teamAlertsApi() {
  const path = API_PATHS.teamAlerts;
  return (
    new Hono<PipelineEnv>()
      // Whatever the method: never kept, and absent where the edition cannot send alerts.
      .use(path, async (c, next) => {
        c.header('Cache-Control', 'no-store');
        const { env: appEnv, domain } = c.get('request');
        const db = alertsDatabase(c.env);
        if (!db || !vapidKeysOf(appEnv, domain)) return notFound(c, 'Not found');
        await next();
      })
      .post(path, async (c) => {
        const appEnv = c.get('request').env;
        const { body, problem } = await readBody(c.req.raw, subscribeRequestSchema(appEnv.LOCAL_PUSH_SERVICE));
        if (!body) return badSubscription(c, problem);
        await saveSubscription(dbOf(c), appEnv.EDITION, {
          endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth, teamId: body.team, lang: body.lang, spoilerFree: body.spoilerFree, rulesMoments: body.rulesMoments,
        });
        return c.body(null, 204);
      })
      .patch(path, async (c) => {
        const appEnv = c.get('request').env;
        const { body, problem } = await readBody(c.req.raw, modeRequestSchema(appEnv.LOCAL_PUSH_SERVICE));
        if (!body) return badSubscription(c, problem);
        const changed = await setSubscriptionModes(dbOf(c), appEnv.EDITION, body.endpoint, { spoilerFree: body.spoilerFree, rulesMoments: body.rulesMoments });
        return changed ? c.body(null, 204) : refuse(c, 404, 'No such subscription');
      })
      .delete(path, async (c) => {
        const appEnv = c.get('request').env;
        const { body, problem } = await readBody(c.req.raw, unsubscribeRequestSchema(appEnv.LOCAL_PUSH_SERVICE));
        if (!body) return badSubscription(c, problem);
        await deleteSubscriptions(dbOf(c), appEnv.EDITION, [body.endpoint]);
        return c.body(null, 204);
      })
  );
}
