import { TournamentPage } from '../components/tournament/tournament-page';
import { TierList } from '../components/tournament/tier-list';
import type { ViewProps } from '../lib/page/page-types';

/** The world cups' teams placed in tiers, as the season's data ranks them. */
export function TierListView(props: ViewProps) {
  return (
    <TournamentPage {...props}>
      <TierList shell={props.shell} />
    </TournamentPage>
  );
}
