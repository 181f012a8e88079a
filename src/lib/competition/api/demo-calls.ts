// The demo league's extensions of the contract: draft, transfers, tier list and legends. An
// upstream of section 7 alone answers them 404, so each gives undefined when it failed, and the
// page says the data is not available rather than that there is none.
import { reshapeDraftPick, reshapeTierListEntry, reshapeTransfer } from '../reshape/demo-extras';
import { reshapePlayer } from '../reshape/people';
import { DraftResponseSchema, PlayersResponseSchema, TierListResponseSchema, TransfersResponseSchema } from '../schemas';
import { toApiPath, toRequest, type Fetcher } from './fetcher';

export function createDemoCalls(fetcher: Fetcher) {
  return {
    getDraft: (seasonId: number) =>
      fetcher.optionalList(toRequest(toApiPath('seasons', seasonId, 'draft'), DraftResponseSchema, 'season'), reshapeDraftPick),

    getTransfers: (seasonId: number) =>
      fetcher.optionalList(toRequest(toApiPath('seasons', seasonId, 'transfers'), TransfersResponseSchema, 'season'), reshapeTransfer),

    getTierList: (seasonId: number) =>
      fetcher.optionalList(
        toRequest(toApiPath('seasons', seasonId, 'tier-list'), TierListResponseSchema, 'season'),
        reshapeTierListEntry,
      ),

    getLegends: ({ competitions }: { competitions: readonly number[] }) =>
      fetcher.optionalList(toRequest(toApiPath('legends'), PlayersResponseSchema, 'people', { competitions }), reshapePlayer),
  };
}
