import type { Match } from '../../lib/competition';
import type { ShellProps } from '../../lib/page/page-types';
import { MatchLine } from './match-line';
import { WidgetFrame } from './widget-frame';

type MatchesWidgetProps = { shell: ShellProps; heading: string; matches: readonly Match[]; competitionId: number; highlight?: number };

/** A matchday's matches, or a team's last and next one. */
export function MatchesWidget({ shell, heading, matches, competitionId, highlight }: MatchesWidgetProps) {
  return (
    <WidgetFrame shell={shell} heading={heading} headingId="widget-heading">
      {matches.length === 0 ? <p className="widget__empty">{shell.t('embed.matches.none')}</p> : (
        <ul className="match-lines">
          {matches.map((match) => <MatchLine key={match.id} shell={shell} match={match} competitionId={competitionId} highlight={highlight} />)}
        </ul>
      )}
    </WidgetFrame>
  );
}
