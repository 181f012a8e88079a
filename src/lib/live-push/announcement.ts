// What a live page says aloud when its match changes: the same words pushed or polled, on the
// match page and on the region home's live cards.
import type { LiveMatchView } from '../match';

/** What is new since the last view and worth saying aloud: goals and shootout kicks, then the score. */
export function announcementOf(previous: LiveMatchView, next: LiveMatchView): string | undefined {
  const known = new Set(previous.timeline.flatMap((period) => period.entries.map((entry) => entry.key)));
  const news = next.timeline.flatMap((period) => period.entries).filter((entry) => entry.announce && !known.has(entry.key));
  if (news.length === 0) return undefined;
  return [...news.map((entry) => entry.text), next.score?.label].filter(Boolean).join('. ');
}
