import { TournamentPage } from '../components/tournament/tournament-page';
import { FinalissimaFixture } from '../components/tournament/finalissima-fixture';
import { loadFinalissima } from '../lib/tournament';
import type { ViewProps } from '../lib/page/page-types';

/** The women's Finalissima: the champions of Spain and the Americas meet in one final. */
export function FinalissimaView(props: ViewProps) {
  const { edition, lang } = props.shell;
  return (
    <TournamentPage {...props}>
      <FinalissimaFixture shell={props.shell} finalissima={loadFinalissima(props.data.competition, edition, lang)} />
    </TournamentPage>
  );
}
