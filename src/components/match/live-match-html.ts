// The live parts of a match page as HTML text, for the browser to swap in when the match changes:
// the same markup as the server's MatchScoreboard, MatchTimeline and MatchStatsTable (a test
// holds them equal), without shipping a framework to a page that would otherwise hydrate nothing.
import type { LiveMatchView, StatRow } from '../../lib/match';
import { formatCountdown, type PhaseStripView, type StripSide } from '../../lib/rules/browser';
import type { StripTexts } from './phase-strip';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);

type Attributes = Record<string, string | boolean | undefined>;

function element(tag: string, attributes: Attributes, ...children: (string | false | undefined)[]): string {
  const written = Object.entries(attributes)
    .filter((entry): entry is [string, string | true] => entry[1] !== undefined && entry[1] !== false)
    .map(([name, value]) => ` ${name}="${escapeHtml(String(value))}"`)
    .join('');
  return `<${tag}${written}>${children.filter((child) => typeof child === 'string').join('')}</${tag}>`;
}

/** Text that goes between tags: escaped here, so `element`'s children are always markup. */
const text = (value: string) => escapeHtml(value);

export function scoreboardHtml(view: LiveMatchView, showScore: string): string {
  const { score, kickoff, shootout, halves } = view;
  return element('div', { class: 'scoreboard' },
    element('span', { class: `badge badge--${view.badge.tone}` }, text(view.badge.text)),
    score && element('p', { class: 'scoreboard__score', 'data-spoiler-gone': true },
      element('span', { 'aria-hidden': 'true' }, text(score.home), element('span', { class: 'scoreboard__dash' }, '–'), text(score.away)),
      element('span', { class: 'visually-hidden' }, text(score.label))),
    score && element('button', { type: 'button', class: 'spoiler-reveal scoreboard__reveal', 'data-reveal': true }, text(showScore)),
    kickoff && element('p', { class: 'scoreboard__kickoff' }, element('time', { dateTime: view.date }, text(kickoff.clock)), element('span', {}, text(kickoff.day))),
    shootout && element('p', { class: 'scoreboard__shootout', 'data-spoiler-gone': true }, text(shootout)),
    halves && element('p', { class: 'scoreboard__halves', 'data-spoiler-gone': true }, ...halves.map((half) => element('span', {}, text(half)))));
}

export function timelineHtml(view: LiveMatchView, heading: string): string {
  const periods = view.timeline.map((period) => element('div', { class: 'timeline-period' },
    element('h3', { id: `match-period-${period.period}` }, text(period.title)),
    element('ol', { class: 'timeline', 'aria-labelledby': `match-period-${period.period}` },
      ...period.entries.map((entry) => element('li', { class: `timeline__entry timeline__entry--${entry.side ?? 'neutral'}`, 'data-spoiler-gone': entry.announce || undefined },
        element('bdi', { class: 'timeline__minute' }, text(entry.minute)),
        element('span', { class: `event-icon event-icon--${entry.kind}`, 'aria-hidden': 'true' }),
        element('span', { class: 'timeline__text' }, text(entry.text)))))));
  return element('section', { class: 'match-section match-timeline', 'aria-labelledby': 'match-timeline-heading' },
    element('h2', { id: 'match-timeline-heading' }, text(heading)),
    ...(view.timeline.length === 0 ? [element('p', { class: 'empty-state' }, text(view.timelineNote))] : periods));
}

export function statsTableHtml(rows: readonly StatRow[], words: { heading: string; statistic: string; home: string; away: string }): string {
  return element('section', { class: 'match-section', 'aria-labelledby': 'match-stats-heading' },
    element('h2', { id: 'match-stats-heading' }, text(words.heading)),
    element('table', { class: 'match-stats' },
      element('caption', { class: 'visually-hidden' }, text(words.heading)),
      element('thead', {}, element('tr', {},
        element('th', { scope: 'col' }, text(words.home)),
        element('th', { scope: 'col' }, text(words.statistic)),
        element('th', { scope: 'col' }, text(words.away)))),
      element('tbody', {}, ...rows.map((row) => element('tr', {},
        element('td', {}, text(row.home)),
        element('th', { scope: 'row' }, text(row.label),
          element('span', { class: 'match-stats__bar', 'aria-hidden': 'true' },
            row.homeShare !== undefined && element('span', { class: 'match-stats__home', style: `inline-size:${row.homeShare}%` }) + element('span', { class: 'match-stats__away' }))),
        element('td', {}, text(row.away)))))));
}

const leftHtml = (seconds: number, label: string, locale: string) => element('span', { class: 'phase-strip__left' },
  element('span', { class: 'visually-hidden' }, text(label)),
  element('span', { 'data-countdown': String(seconds) }, text(formatCountdown(seconds, locale))));

const sideHtml = (name: string, side: StripSide) => element('div', { class: 'phase-strip__side' },
  element('dt', {}, element('bdi', {}, text(name))),
  element('dd', {}, text(side.card)),
  side.masked
    ? element('dd', {}, element('span', { 'data-spoiler-gone': true }, text(side.penalty)), element('span', { class: 'spoiler-mask' }, text(side.masked)))
    : element('dd', {}, text(side.penalty)));

export function phaseStripHtml(strip: PhaseStripView, texts: StripTexts, home: string, away: string): string {
  const { locale } = texts;
  return element('section', { class: 'phase-strip', 'data-phase': strip.phase, 'data-on-pitch': strip.onPitch, 'aria-label': texts.heading },
    element('p', { class: 'phase-strip__now' },
      element('a', { class: 'phase-strip__phase', href: `${texts.page}#${strip.section}`, target: texts.newTab ? '_blank' : undefined, rel: texts.newTab ? 'noopener' : undefined }, text(strip.name)),
      strip.left !== undefined && leftHtml(strip.left, strip.leftLabel, locale),
      strip.pitch !== undefined && element('span', { class: 'phase-strip__pitch' },
        element('span', { 'aria-hidden': 'true' }, text(strip.pitch)),
        element('span', { class: 'visually-hidden' }, text(strip.pitchLabel ?? '')))),
    strip.effects.length > 0 && element('ul', { class: 'phase-strip__effects' },
      ...strip.effects.map((effect) => element('li', { 'data-spoiler-gone': effect.telling },
        text(effect.text), effect.left !== undefined && leftHtml(effect.left, strip.leftLabel, locale)))),
    strip.telling && element('p', { class: 'phase-strip__telling', 'data-spoiler-gone': true }, text(strip.telling)),
    element('dl', { class: 'phase-strip__sides' }, sideHtml(home, strip.home), sideHtml(away, strip.away)));
}
