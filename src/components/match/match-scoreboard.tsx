import type { LiveMatchView } from '../../lib/match';

/** Status with the running minute, the score (read out in full), the halves and any shootout. */
export function MatchScoreboard({ view }: { view: LiveMatchView }) {
  return (
    <div className="scoreboard">
      <span className={`badge badge--${view.badge.tone}`}>{view.badge.text}</span>
      {view.score && (
        <p className="scoreboard__score">
          <span aria-hidden="true">
            {view.score.home}
            <span className="scoreboard__dash">–</span>
            {view.score.away}
          </span>
          <span className="visually-hidden">{view.score.label}</span>
        </p>
      )}
      {view.shootout && <p className="scoreboard__shootout">{view.shootout}</p>}
      {view.halves && (
        <p className="scoreboard__halves">
          {view.halves.map((half) => (
            <span key={half}>{half}</span>
          ))}
        </p>
      )}
    </div>
  );
}
