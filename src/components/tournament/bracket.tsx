import { hasMatchPage, matchPath } from '../../lib/match';
import type { BracketRound } from '../../lib/tournament';
import type { ShellProps } from '../../lib/page/page-types';
import { TieCard } from './tie-card';

type BracketProps = { rounds: readonly BracketRound[]; shell: ShellProps; competitionId: number; idPrefix: string };

/** The rounds side by side on wide screens, one under the other on a phone. */
export function Bracket({ rounds, shell, competitionId, idPrefix }: BracketProps) {
  const { lang, region } = shell;
  const timeZone = region?.timeZone ?? 'UTC';
  return (
    <div className="bracket">
      {rounds.map((round) => {
        const headingId = `${idPrefix}-round-${round.turnId}`;
        return (
          // A round is a heading and its ties, not a landmark: two brackets on a page share round names.
          <div key={round.turnId} className="bracket__round" role="group" aria-labelledby={headingId}>
            <h3 id={headingId} className="bracket__round-name">{round.name}</h3>
            <ol className="mc-list bracket__ties">
              {round.ties.map((tie) => (
                <TieCard
                  key={tie.match.id}
                  tie={tie}
                  shell={shell}
                  timeZone={timeZone}
                  href={region && hasMatchPage(tie.match, competitionId) ? matchPath(tie.match, region.slug, lang) : undefined}
                  idPrefix={`${idPrefix}-`}
                />
              ))}
            </ol>
          </div>
        );
      })}
    </div>
  );
}
