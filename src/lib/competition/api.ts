// The competition API the pages call: one function per call of section 7 (and the demo
// extensions), each answering domain types. Failures give undefined or [] and never throw,
// except getTeam's TeamNotFoundError (section 8).
import { createDemoCalls } from './api/demo-calls';
import { createFetcher } from './api/fetcher';
import { createSeasonCalls } from './api/season-calls';
import { createStatsCalls } from './api/stats-calls';
import { createTeamCalls } from './api/team-calls';
import type { CompetitionClient } from './client-types';

export function createCompetitionApi(client: CompetitionClient) {
  const fetcher = createFetcher(client);
  const seasonCalls = createSeasonCalls(fetcher);
  return {
    ...seasonCalls,
    ...createTeamCalls(fetcher, seasonCalls.getSeason),
    ...createStatsCalls(fetcher),
    ...createDemoCalls(fetcher),
  };
}

export type CompetitionApi = ReturnType<typeof createCompetitionApi>;
