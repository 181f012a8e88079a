import { TournamentPage } from '../components/tournament/tournament-page';
import { TierList } from '../components/tournament/tier-list';
import { loadTierList } from '../lib/tournament';
import type { ViewProps } from '../lib/page/page-types';

/** The world cups' teams placed in tiers, as the season's data ranks them. */
export function TierListView(props: ViewProps) {
  const { edition, lang, region } = props.shell;
  const tierList = region && loadTierList(props.data.competition, region, { genders: edition.genders, lang });
  return (
    <TournamentPage {...props}>
      <TierList shell={props.shell} tierList={tierList} />
    </TournamentPage>
  );
}
