import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { FAN_VOTE_PATH, FAN_VOTES, MVP_VOTE_ANCHOR } from '../../config/fan-votes';
import {
  addressMayVote, forgetVotersAt, matchTallies, hashVoter, matchVotesKey, newVoterCookie, optionLabels, readVoterCookie, showTally, voteOf, voterCookieHeader, voterCookieOf, votesClientFor, VotesUnavailable,
} from '../../lib/fan-votes';
import type { Match } from '../../lib/competition';
import { getIntl } from '../../lib/i18n/intl';
import { loadMatchDetail, matchPath } from '../../lib/match';
import { watcherName } from '../../lib/live-push/socket-query';
import { PLACE_QUERY } from '../../lib/request/place-query';
import type { PipelineEnv } from '../../middleware/types';
import { notFound, refuse, validQuery } from '../errors';
import { isOwnOrigin } from '../own-origin';

const QuerySchema = z.object({
  ...PLACE_QUERY,
  id: z.string().regex(/^\d{1,9}$/).transform(Number).pipe(z.number().int().positive()),
});

const QUESTION = z.enum(['winner', 'mvp']);

/** Reading the counts: the question defaults to "who wins?". */
const CountsQuerySchema = QuerySchema.extend({ question: QUESTION.default('winner') });

/** The form's fields: which question, and the option (a side, the shootout, a player's id). */
const VoteSchema = z.object({
  question: QUESTION,
  choice: z.string().regex(/^[a-z0-9]{1,16}$/),
});

/** Each question's block on the match page, where the form is sent back to. */
const ANCHORS = { winner: 'vote', mvp: MVP_VOTE_ANCHOR } as const satisfies Record<z.infer<typeof QUESTION>, string>;
/** Each question's refusal once closed, in the page's language. */
const CLOSED_ERRORS = { winner: 'fanVotes.closedError', mvp: 'fanVotes.mvp.closedError' } as const satisfies Record<z.infer<typeof QUESTION>, string>;

const CLIENT_HEADER = 'cf-connecting-ip';

/** The page's script asks for JSON; the form without script is answered with a redirect or a page. */
const wantsJson = (c: Context) => c.req.header('accept')?.includes('application/json') ?? false;

/**
 * Whether the post comes from one of our own pages. A browser sends Origin with every POST, so one
 * without it is refused (unlike a socket's open, which a client outside a browser may make).
 */
function fromOurOrigin(c: Context<PipelineEnv>): boolean {
  const origin = c.req.header('origin');
  return origin !== undefined && isOwnOrigin(origin, c.get('request'), c.req.header('host'));
}

/** The form's body, when it is a small urlencoded form (the only kind the page posts). */
async function readForm(request: Request): Promise<Record<string, string> | undefined> {
  if (!request.headers.get('content-type')?.toLowerCase().startsWith('application/x-www-form-urlencoded')) return undefined;
  const text = await request.text();
  if (text.length > FAN_VOTES.maxBodyBytes) return undefined;
  return Object.fromEntries(new URLSearchParams(text));
}

/** A refusal a person reads: JSON for the page's script, a short page in the page's language for the form. */
function refuseInWords(c: Context<PipelineEnv>, status: 409 | 429 | 503, message: string, back: string): Response {
  if (wantsJson(c)) return refuse(c, status, message);
  const { lang } = c.get('request');
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const escape = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
  const { t } = getIntl(lang, c.get('request').edition.id);
  return c.html(
    `<!doctype html><html lang="${lang}" dir="${dir}"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escape(message)}</title><p role="alert">${escape(message)}</p><p><a href="${escape(back)}">${escape(t('fanVotes.back'))}</a></p></html>`,
    status,
  );
}

/**
 * The match's object too busy to answer (ADR 062): a 503 that asks to come back in a moment, never
 * a 500. The vote may have been counted all the same; a retry carries the same voter cookie, so it
 * counts nothing twice.
 */
function busy(c: Context<PipelineEnv>, back: string): Response {
  const { lang, edition } = c.get('request');
  c.header('Retry-After', String(FAN_VOTES.retryAfterSeconds));
  return refuseInWords(c, 503, getIntl(lang, edition.id).t('fanVotes.busy'), back);
}

/** Undefined when the votes object could not answer (VotesUnavailable); any other failure is a fault. */
function unlessBusy(error: unknown): undefined {
  if (error instanceof VotesUnavailable) return undefined;
  throw error;
}

/** The match a vote names, in the request's region; a refusal when the region or match is unknown. */
async function loadVotedMatch(c: Context<PipelineEnv>, id: number): Promise<Match | Response> {
  const { region, lang, edition, data } = c.get('request');
  if (!region) return refuse(c, 400, 'Unknown region');
  const detail = await loadMatchDetail(data.competition, { genders: edition.genders, competitions: region.competitionId, lang }, id);
  return detail?.match ?? refuse(c, 400, 'Unknown match');
}

/**
 * The fans' votes (issue 42, ADR 062): `POST /api/votes?lang=&region=&id=` with the form
 * `question=winner&choice=home` (or `question=mvp&choice={player id}`). Checked at the door, in this order: our own origin (403), the
 * query and form (400), a known match and option (400), the vote open (409, in the page's
 * language), the address's bound (429, Cloudflare's Rate Limiting binding); then the match's own
 * object counts it before the answer (a 503 with Retry-After when it is too busy to), once per browser (the signed voter cookie, set here when
 * the browser has none). The form without script is sent back to the match page's vote with a
 * 303; the page's script gets the shares as JSON. Nothing is counted in any refusal.
 */
export function fanVoteApi() {
  return new Hono<PipelineEnv>()
    .use(FAN_VOTE_PATH, async (c, next) => {
      c.header('Cache-Control', 'no-store');
      if (!c.get('request').env.VOTE_COOKIE_SECRET || !votesClientFor(c.env ?? {})) return notFound(c, 'Not found');
      if (c.req.method === 'POST' && !fromOurOrigin(c)) return refuse(c, 403, 'Forbidden origin');
      await next();
    })
    // The counts as they are now: what the page's script and the tests read.
    .get(FAN_VOTE_PATH, validQuery(CountsQuerySchema), async (c) => {
      const { id, question } = c.req.valid('query');
      const { lang, edition } = c.get('request');
      const match = await loadVotedMatch(c, id);
      if (match instanceof Response) return match;
      const vote = voteOf(match, question, new Date());
      if (!vote) return refuse(c, 400, 'Unknown match');
      const { t } = getIntl(lang, edition.id);
      const tallies = await matchTallies(votesClientFor(c.env)!, match).catch(unlessBusy);
      if (!tallies) return busy(c, `${matchPath(match, c.get('request').region!.slug, lang)}#${ANCHORS[question]}`);
      return c.json({ open: vote.open, ...showTally(vote, tallies[vote.question] ?? {}, optionLabels(match, t, question), t, lang) });
    })
    .post(FAN_VOTE_PATH, validQuery(QuerySchema), async (c) => {
      const { id } = c.req.valid('query');
      const { region, lang, edition, env } = c.get('request');
      if (!region) return refuse(c, 400, 'Unknown region');
      const form = VoteSchema.safeParse(await readForm(c.req.raw));
      if (!form.success) return refuse(c, 400, 'Bad vote');
      const { question, choice } = form.data;

      const match = await loadVotedMatch(c, id);
      if (match instanceof Response) return match;
      const vote = voteOf(match, question, new Date());
      if (!vote || !vote.options.includes(choice)) return refuse(c, 400, 'Unknown option');
      const { t } = getIntl(lang, edition.id);
      const page = matchPath(match, region.slug, lang);
      const anchor = ANCHORS[question];
      if (!vote.open) return refuseInWords(c, 409, t(CLOSED_ERRORS[question]), `${page}#${anchor}`);
      if (!(await addressMayVote(c.env ?? {}, c.req.header(CLIENT_HEADER) ?? 'unknown'))) return refuseInWords(c, 429, t('fanVotes.tooMany'), `${page}#${anchor}`);

      const secret = env.VOTE_COOKIE_SECRET!;
      const known = await readVoterCookie(secret, voterCookieOf(c.req.header('cookie')));
      const made = known ? undefined : await newVoterCookie(secret);
      const voter = await hashVoter(matchVotesKey(id), known ?? made!.voter);
      // Set before the object is asked, so that a busy answer carries it too: the retry is then the
      // same voter, and a vote counted before the object failed to answer is not counted again.
      if (made) c.header('Set-Cookie', voterCookieHeader(made.value));
      const request = { question, option: choice, voter, forgetAt: forgetVotersAt(match), watcher: watcherName(region.slug, id) };
      const answer = await votesClientFor(c.env)!.vote(id, request).catch(unlessBusy);
      if (!answer) return busy(c, `${page}#${anchor}`);

      if (!wantsJson(c)) return c.redirect(`${page}?vote=${answer.choice}#${anchor}`, 303);
      const labels = optionLabels(match, t, question);
      return c.json({
        counted: answer.counted,
        choice: answer.choice,
        yourVote: t('fanVotes.yourVote', { choice: labels[answer.choice] ?? answer.choice }),
        ...showTally(vote, answer.tally, labels, t, lang),
      });
    });
}
