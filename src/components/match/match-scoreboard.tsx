import type { LiveMatchView } from '../../lib/match';

/**
 * Status with the running minute, the kick-off before there is a score, the score (read out in full), the halves and any shootout; in
 * spoiler-free mode a "show score" button stands where the score would be.
 */
export function MatchScoreboard({ view, showScore }: { view: LiveMatchView; showScore: string }) {
  return (
    <div className="scoreboard">
      <span className={`badge badge--${view.badge.tone}`}>{view.badge.text}</span>
      {view.score && (
        <p className="scoreboard__score" data-spoiler-gone>
          <span aria-hidden="true">
            {view.score.home}
            <span className="scoreboard__dash">–</span>
            {view.score.away}
          </span>
          <span className="visually-hidden">{view.score.label}</span>
        </p>
      )}
      {view.score && (
        <button type="button" className="spoiler-reveal scoreboard__reveal" data-reveal>
          {showScore}
        </button>
      )}
      {view.kickoff && (
        <p className="scoreboard__kickoff">
          <time dateTime={view.date}>{view.kickoff.clock}</time>
          <span>{view.kickoff.day}</span>
        </p>
      )}
      {view.shootout && <p className="scoreboard__shootout" data-spoiler-gone>{view.shootout}</p>}
      {view.halves && (
        <p className="scoreboard__halves" data-spoiler-gone>
          {view.halves.map((half) => (
            <span key={half}>{half}</span>
          ))}
        </p>
      )}
    </div>
  );
}
