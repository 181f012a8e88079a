// A match's events as the timeline shows them: one line per happening, in the visitor's
// language, grouped by period; an assist joins the goal it made. Rule events say what they do
// under the season's rules (config/match-rules.ts): which secret card and its effect, the dice's
// n v n and until when, a yellow's two minutes off, the president by name, a goal worth two.
import { cardRule, cardsNamedBy, rulesForSeason, type SeasonRules } from '../../config/match-rules';
import type { EventHalf, Match, MatchEvent } from '../competition/types';
import type { MessageId } from '../i18n/messages';
import type { Translate } from '../i18n/intl';
import { isolate } from './isolate';
import { fullName } from '../people';

export type TimelineKind =
  | 'goal' | 'doubleGoal' | 'penaltyGoal' | 'presidentGoal' | 'assist' | 'yellowCard' | 'redCard'
  | 'penaltyAwarded' | 'penaltyMissed' | 'presidentPenalty' | 'shootoutScored' | 'shootoutMissed'
  | 'dice' | 'secretWeapon' | 'var' | 'mvp';

export type TimelineEntry = {
  /** Stable across refreshes: events are only ever added. */
  key: string;
  kind: TimelineKind;
  side?: 'home' | 'away';
  /** `7'`, `20+2'`; for a shootout kick its number ("Kick 3"); "FT" for the MVP. */
  minute: string;
  text: string;
  /** Goals and shootout kicks are read out to screen readers when they arrive. */
  announce: boolean;
};
export type TimelinePeriod = { period: EventHalf; title: string; entries: TimelineEntry[] };

/** Codes in the order they decide what an event is: `GOL,GOL-P` is a penalty goal, not a goal. */
const KINDS: readonly (readonly [string, TimelineKind])[] = [
  ['GOL-PP', 'presidentGoal'], ['GOL-P', 'penaltyGoal'], ['GOL-D', 'doubleGoal'], ['GOL', 'goal'],
  ['SO-G', 'shootoutScored'], ['SO-F', 'shootoutMissed'], ['TR', 'redCard'], ['TA', 'yellowCard'],
  ['PEN-F', 'penaltyMissed'], ['PEN', 'penaltyAwarded'], ['PP', 'presidentPenalty'],
  ['CARD-ACT', 'secretWeapon'], ['VAR', 'var'], ['MVP', 'mvp'], ['ASS-V', 'assist'],
];
const DICE = /^DADO-(\d{1,2})$/;
const GOALS = new Set<TimelineKind>(['goal', 'doubleGoal', 'penaltyGoal', 'presidentGoal']);
const ANNOUNCED = new Set<TimelineKind>([...GOALS, 'shootoutScored', 'shootoutMissed']);

const PERIOD_TITLES: Record<EventHalf, MessageId> = {
  1: 'match.timeline.firstHalf',
  2: 'match.timeline.secondHalf',
  3: 'match.timeline.extraTimeFirstHalf',
  4: 'match.timeline.extraTimeSecondHalf',
  5: 'match.timeline.shootout',
};

/** What an event is; undefined for codes the timeline does not show (corners, fouls, unknown). */
export function classifyEvent(codes: readonly string[]): { kind: TimelineKind; dicePlayers?: number } | undefined {
  for (const [code, kind] of KINDS) if (codes.includes(code)) return { kind };
  const dice = codes.map((code) => DICE.exec(code)).find(Boolean);
  return dice ? { kind: 'dice', dicePlayers: Number(dice[1]) } : undefined;
}

/** `3:10`: a moment of the match clock, to the second. */
export function clockText(matchSecond: number): string {
  const minutes = Math.floor(matchSecond / 60);
  return `${minutes}:${String(matchSecond % 60).padStart(2, '0')}`;
}

export type TimelineOptions = {
  /** Each side's president by name, from the teams' staff. */
  presidents?: { home?: string; away?: string };
  rules?: SeasonRules;
};

const sameMoment = (a: MatchEvent, b: MatchEvent) => a.half === b.half && a.matchSecond === b.matchSecond && a.teamId === b.teamId;

export function buildTimeline(match: Match, t: Translate, options: TimelineOptions = {}): TimelinePeriod[] {
  const rules = options.rules ?? rulesForSeason(match.seasonId);
  const players = new Map(
    [...(match.homeTeam?.players ?? []), ...(match.awayTeam?.players ?? [])].map((player) => [player.id, isolate(fullName(player))]),
  );
  const sideOf = (teamId?: number) => (teamId === undefined ? undefined : teamId === match.homeTeamId ? 'home' : teamId === match.awayTeamId ? 'away' : undefined);
  const teamName = (teamId?: number) => {
    const side = sideOf(teamId);
    const name = side === 'home' ? match.homeTeam?.name : side === 'away' ? match.awayTeam?.name : undefined;
    return name ? isolate(name) : '—';
  };
  /** "Home played its secret card: rival out, …": undefined when the data does not say which card. */
  const secretCardText = (event: MatchEvent, team: string, star: string | undefined): string | undefined => {
    const { card, asCard } = cardsNamedBy(rules, event.codes);
    if (!card) return undefined;
    const acting = asCard ?? card;
    const duration = cardRule(rules, acting)?.durationSeconds ?? 0;
    const side = sideOf(event.teamId);
    const rival = side === 'home' ? teamName(match.awayTeamId) : side === 'away' ? teamName(match.homeTeamId) : '—';
    return t('match.event.secretCard', {
      team, rival, card: acting, joker: card === 'joker' && asCard ? 'yes' : 'no',
      until: clockText(event.matchSecond + duration), star: star ?? 'none',
    });
  };
  const events = [...match.events].sort((a, b) => a.half - b.half || a.matchSecond - b.matchSecond);
  const classified = events.map((event) => ({ event, found: classifyEvent(event.codes) }));
  const keys = new Map<string, number>();
  const periods = new Map<EventHalf, TimelineEntry[]>();
  let kick = 0;

  for (const { event, found } of classified) {
    if (!found) continue;
    const team = teamName(event.teamId);
    // An event without a known player is told by its team alone, not as "team (team)".
    const named = event.playerId !== undefined ? players.get(event.playerId) : undefined;
    if (found.kind === 'assist') {
      // An assist is told with its goal; one without a goal beside it stands on its own line.
      if (classified.some((other) => other.found && GOALS.has(other.found.kind) && sameMoment(other.event, event))) continue;
    }
    const side = sideOf(event.teamId);
    const president = side ? options.presidents?.[side] : undefined;
    const values = {
      player: named ?? team, team, named: named ? 'yes' : 'no', count: found.dicePlayers ?? 0,
      until: clockText(rules.halfSeconds + rules.diceSeconds), president: president ? isolate(president) : 'none',
    };
    let text = t(`match.event.${found.kind}` as MessageId, values);
    if (found.kind === 'secretWeapon') text = secretCardText(event, team, named) ?? text;
    if (found.kind === 'yellowCard' && event.half <= 2 && event.matchSecond < rules.matchballFromSecond) {
      text = `${text} · ${t('match.event.timeOff', { back: clockText(event.matchSecond + rules.suspensionSeconds) })}`;
    }
    // A goal the rules made worth two (a star's penalty, say) is marked so whatever its kind.
    if (GOALS.has(found.kind) && found.kind !== 'doubleGoal' && event.codes.includes('GOL-D')) text = `${text} ×2`;
    if (GOALS.has(found.kind)) {
      const assist = classified.find((other) => other.found?.kind === 'assist' && sameMoment(other.event, event));
      const assistName = assist?.event.playerId !== undefined ? players.get(assist.event.playerId) : undefined;
      if (assistName) text = `${text} · ${t('match.event.assistBy', { player: assistName })}`;
    }
    if (event.half === 5) kick += 1;
    const base = `${event.half}-${event.matchSecond}-${event.teamId ?? 0}-${event.playerId ?? 0}-${found.kind}`;
    const seen = keys.get(base) ?? 0;
    keys.set(base, seen + 1);
    const entry: TimelineEntry = {
      key: seen === 0 ? base : `${base}-${seen}`,
      kind: found.kind,
      side: sideOf(event.teamId),
      // The MVP is named at the final whistle, not at a minute of play.
      minute: found.kind === 'mvp' ? t('match.timeline.fullTime') : (event.minute ?? t('match.timeline.kick', { number: kick })),
      text,
      announce: ANNOUNCED.has(found.kind),
    };
    periods.set(event.half, [...(periods.get(event.half) ?? []), entry]);
  }
  return [...periods.entries()].map(([period, entries]) => ({ period, title: t(PERIOD_TITLES[period]), entries }));
}
