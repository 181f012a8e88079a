import { TournamentPage } from '../components/tournament/tournament-page';
import { TournamentBrackets } from '../components/tournament/tournament-brackets';
import { loadTournamentBrackets } from '../lib/tournament';
import type { ViewProps } from '../lib/page/page-types';

/** The world cups' knockout: the playoff rounds as a bracket. */
export function TournamentView(props: ViewProps) {
  const { edition, lang, region } = props.shell;
  const brackets = region && loadTournamentBrackets(props.data.competition, region, { genders: edition.genders, lang });
  return (
    <TournamentPage {...props}>
      <TournamentBrackets shell={props.shell} brackets={brackets} />
    </TournamentPage>
  );
}
