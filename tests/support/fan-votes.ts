// The fans' votes from outside, as a browser's form would post them (ADR 062): for the tests and
// the bench. A vote names its match by the query, its option by the form; `Origin` is the site's.
import { readSeasonTurns, type RawMatch } from './live-match';

export type VoteResult = { status: number; location: string | null; cookie?: string; body: string };
export type VoteJson = { counted: boolean; choice: string; yourVote: string; total: number; shares: { option: string; percent: number }[]; error?: string };

export const votePath = (matchId: number, lang = 'en') => `/api/votes?lang=${lang}&region=espana&id=${matchId}`;

/** Scheduled matches of Spain's current season kicking off at least `hoursAhead` from the league's now, soonest first. */
export async function matchesToVoteOn(base: string, hoursAhead = 3, now = Date.now()): Promise<RawMatch[]> {
  const turns = await readSeasonTurns(base);
  return turns
    .flatMap((turn) => turn.matches)
    .filter((match) => match.status === 'notStarted' && Date.parse(match.date) - now >= hoursAhead * 3600_000)
    .sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
}

type VoteOptions = { choice: string; question?: string; cookie?: string; origin?: string | null; address?: string; json?: boolean; lang?: string };

/** Posts one vote; the cookie it set comes back as `name=value`. */
export async function postVote(base: string, matchId: number, { choice, question = 'winner', cookie, origin = base, address = '198.51.100.1', json = false, lang }: VoteOptions): Promise<VoteResult> {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': address };
  if (origin) headers.origin = origin;
  if (cookie) headers.cookie = cookie;
  if (json) headers.accept = 'application/json';
  const response = await fetch(`${base}${votePath(matchId, lang)}`, { method: 'POST', headers, body: new URLSearchParams({ question, choice }), redirect: 'manual' });
  const setCookie = response.headers.get('set-cookie');
  return { status: response.status, location: response.headers.get('location'), cookie: setCookie?.split(';')[0], body: await response.text() };
}

export type VoteCounts = { open: boolean; total: number; shares: { option: string; percent: number; percentText: string }[] };

/** The match's counts of one question ("who wins?" unless named) as the votes object has them now. */
export async function readVotes(base: string, matchId: number, lang = 'en', question = 'winner'): Promise<VoteCounts> {
  const response = await fetch(`${base}${votePath(matchId, lang)}&question=${question}`);
  if (!response.ok) throw new Error(`votes of ${matchId}: ${response.status}`);
  return (await response.json()) as VoteCounts;
}
