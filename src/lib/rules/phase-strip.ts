// The phase strip at the top of the match centre (and of the live widget), as plain translated
// data: the server draws it, the live endpoint and the socket send it again with every change,
// and the page's clock runs its countdowns from `at` between pushes.
import { rulesForSeason, type SecretCardId } from '../../config/match-rules';
import type { Match } from '../competition/types';
import type { Translate } from '../i18n/intl';
import type { MessageId } from '../i18n/messages';
import {
  matchState, nextChange, PHASE_MESSAGES, type ActiveEffect, type MatchPhase, type MatchState, type MatchStateOptions, type PresidentPenaltyState, type SecretCardState, type Side,
} from '../match-state';
import { formatCountdown } from './countdown';
import { PHASE_SECTIONS } from './phase-sections';
import { stripChange } from './strip-change';
import type { PhaseStripView, StripLine, StripSide } from './strip-view';

export type { PhaseStripView, StripChange, StripLine, StripSide } from './strip-view';

/** Each secret card's name, as the strip and the team alerts say it. */
export const CARD_NAMES = {
  penalty: 'rules.card.penalty',
  shootout: 'rules.card.shootout',
  rivalOut: 'rules.card.rivalOut',
  doubleGoals: 'rules.card.doubleGoals',
  starPlayer: 'rules.card.starPlayer',
  joker: 'rules.card.joker',
} as const satisfies Record<SecretCardId, MessageId>;

type Names = { home: string; away: string };

const minuteOf = (second: number) => Math.floor(second / 60) + 1;

function cardLine(card: SecretCardState, t: Translate): string {
  if (card.status === 'inHand') return t('rules.strip.cardInHand');
  if (card.status === 'unplayed') return t('rules.strip.cardUnplayed');
  const minute = minuteOf(card.atSecond);
  if (!card.card) return t('rules.strip.cardPlayedUnknown', { minute });
  // A joker is told by what it was played as, when the data says.
  if (card.card === 'joker' && card.asCard) return t('rules.strip.cardPlayedJoker', { card: t(CARD_NAMES[card.asCard]), minute });
  return t('rules.strip.cardPlayed', { card: t(CARD_NAMES[card.card]), minute });
}

/** No one is on the pitch before kick-off, at half-time or after the match: the strip shows no "n v n" then. */
const PHASES_WITHOUT_PLAY: ReadonlySet<MatchPhase> = new Set(['notStarted', 'halfTime', 'ended']);

/** The dice phase says the number rolled and what it means (players a side plus the goalkeepers). */
function diceLine(state: MatchState, t: Translate): StripLine[] {
  return state.phase === 'dice' && state.dice !== undefined ? [{ text: t('rules.effect.dice', { face: state.dice }) }] : [];
}

function penaltySide(penalty: PresidentPenaltyState, t: Translate): Pick<StripSide, 'penalty' | 'masked'> {
  if (penalty.status === 'available') return { penalty: t('rules.strip.penaltyAvailable') };
  if (penalty.status === 'unused') return { penalty: t('rules.strip.penaltyUnused') };
  const minute = minuteOf(penalty.atSecond);
  const outcome = 'pending' in penalty && penalty.pending ? 'pending' : penalty.scored ? 'scored' : 'missed';
  // Scored or missed is a goal or not: only the call is shown to a visitor who hides results.
  return outcome === 'pending'
    ? { penalty: t('rules.strip.penaltyUsed', { outcome, minute }) }
    : { penalty: t('rules.strip.penaltyUsed', { outcome, minute }), masked: t('rules.strip.penaltyUsed', { outcome: 'called', minute }) };
}

function effectLine(effect: ActiveEffect, t: Translate, names: Names): StripLine {
  const left = effect.secondsLeft;
  if (effect.kind === 'doubleGoalWindow') return { text: t('rules.effect.doubleGoalWindow'), left };
  const team = names[effect.side];
  if (effect.kind === 'suspension') {
    const sentOff = 'sentOff' in effect && effect.sentOff === true;
    return { text: t(sentOff ? 'rules.effect.sentOff' : 'rules.effect.suspension', { team }), left };
  }
  // The star player's card ends with his first goal: its going says he scored.
  const telling = effect.card === 'starPlayer' ? { telling: true as const } : {};
  return { text: t('rules.effect.card', { team, card: t(CARD_NAMES[effect.card]) }), left, ...telling };
}

function tellingOf(state: MatchState, t: Translate, names: Names): string | undefined {
  if (state.phase === 'shootout' && state.shootout) {
    const { score, suddenDeath } = state.shootout;
    return t('rules.strip.shootout', { home: score.home, away: score.away, suddenDeath: String(suddenDeath) });
  }
  if (state.phase === 'matchball' && state.matchball) {
    const { leader } = state.matchball;
    return leader ? t('rules.strip.matchballLeader', { team: names[leader] }) : t('rules.strip.matchballNextGoal');
  }
  return undefined;
}

/** `{ [key]: value }`, or nothing when there is no value: the view sent over the socket stays short. */
const optional = <K extends string, V>(key: K, value: V | undefined) => (value === undefined ? {} : { [key]: value }) as Partial<Record<K, V>>;

type StripWords = { t: Translate; locale: string; names: Names; at: number };

/** The strip for `state`, worked out at `at`, in the words of `t`. */
export function buildPhaseStrip(state: MatchState, words: StripWords): PhaseStripView {
  const { t, locale, names, at } = words;
  const number = new Intl.NumberFormat(locale);
  const { home, away } = state.onPitch;
  const side = (which: Side): StripSide => ({ card: cardLine(state.cards[which], t), ...penaltySide(state.presidentPenalty[which], t) });
  return {
    phase: state.phase,
    name: t(PHASE_MESSAGES[state.phase]),
    section: PHASE_SECTIONS[state.phase],
    ...optional('left', state.phaseSecondsLeft),
    at,
    onPitch: `${home}-${away}`,
    ...(PHASES_WITHOUT_PLAY.has(state.phase) ? {} : {
      pitch: t('rules.strip.pitch', { home: number.format(home), away: number.format(away) }),
      pitchLabel: t('rules.strip.pitchLabel', { home: names.home, away: names.away, homeCount: home, awayCount: away }),
    }),
    effects: [...diceLine(state, t), ...state.effects.map((effect) => effectLine(effect, t, names))],
    home: side('home'),
    away: side('away'),
    ...optional('telling', tellingOf(state, t, names)),
    leftLabel: t('rules.strip.left'),
  };
}

/** The strip of `match` at `words.at` under its season's rules, with its next change by the clock. */
export function phaseStripOf(match: Match, words: StripWords, options: MatchStateOptions = {}): PhaseStripView {
  const rules = rulesForSeason(match.seasonId);
  const state = matchState(match, rules, words.at, options);
  const strip = buildPhaseStrip(state, words);
  const ahead = nextChange(match, rules, words.at, options, state);
  if (!ahead) return strip;
  const later = buildPhaseStrip(ahead.state, { ...words, at: words.at + ahead.inSeconds * 1000 });
  return { ...strip, next: stripChange(strip, later, ahead.inSeconds) };
}

export { formatCountdown };
