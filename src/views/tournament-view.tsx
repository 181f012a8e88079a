import { TournamentPage } from '../components/tournament/tournament-page';
import { TournamentBrackets } from '../components/tournament/tournament-brackets';
import type { ViewProps } from '../lib/page/page-types';

/** The world cups' knockout: the playoff rounds as a bracket. */
export function TournamentView(props: ViewProps) {
  return (
    <TournamentPage {...props}>
      <TournamentBrackets shell={props.shell} />
    </TournamentPage>
  );
}
