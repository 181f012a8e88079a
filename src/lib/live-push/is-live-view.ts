import type { LiveMatchView } from '../match';

/** Whether what arrived (polled or pushed) is a live view of this match: a page swaps in nothing else. */
export function isLiveView(value: unknown, id: number): value is LiveMatchView {
  const view = value as Partial<LiveMatchView> | null;
  return typeof view === 'object' && view !== null && view.id === id && typeof view.badge?.text === 'string' && Array.isArray(view.timeline);
}
