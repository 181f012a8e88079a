import type { LiveMatchView } from '../../lib/match';

/**
 * The match's events period by period. Each line says in words what happened; the icon beside
 * it only repeats that for the eye. Goals and shootout kicks are results: spoiler-free mode hides them.
 */
export function MatchTimeline({ view, heading }: { view: LiveMatchView; heading: string }) {
  return (
    <section className="match-section match-timeline" aria-labelledby="match-timeline-heading">
      <h2 id="match-timeline-heading">{heading}</h2>
      {view.timeline.length === 0 ? (
        <p className="empty-state">{view.timelineNote}</p>
      ) : (
        view.timeline.map((period) => (
          <div key={period.period} className="timeline-period">
            <h3 id={`match-period-${period.period}`}>{period.title}</h3>
            <ol className="timeline" aria-labelledby={`match-period-${period.period}`}>
              {period.entries.map((entry) => (
                <li key={entry.key} className={`timeline__entry timeline__entry--${entry.side ?? 'neutral'}`} data-spoiler-gone={entry.announce || undefined}>
                  <bdi className="timeline__minute">{entry.minute}</bdi>
                  <span className={`event-icon event-icon--${entry.kind}`} aria-hidden="true" />
                  <span className="timeline__text">{entry.text}</span>
                </li>
              ))}
            </ol>
          </div>
        ))
      )}
    </section>
  );
}
