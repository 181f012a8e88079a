import { RatingsExplainer } from '../components/simulators/ratings-explainer';
import { SimulatorNotices } from '../components/simulators/simulator-notices';
import { SimulatorPage } from '../components/simulators/simulator-page';
import { buildPoolTexts, buildTeamTexts } from '../components/simulators/simulator-texts';
import { fill, type TeamTexts } from '../components/simulators/texts';
import { toPeopleGender, withPeopleGender } from '../lib/people';
import { buildPath } from '../lib/routing/build-path';
import { rateClubs, readTeamQuery, type PoolPlayer, type TeamChange } from '../lib/simulators';
import type { ViewProps } from '../lib/page/page-types';

/** What the server did with a press sent without script, in the words the page would have said. */
function describeChange(change: TeamChange | undefined, players: ReadonlyMap<number, PoolPlayer>, texts: TeamTexts, formation: string): string {
  if (!change) return '';
  if (change.kind === 'filled') return fill(texts.announceBest, { formation });
  const player = players.get(change.playerId);
  const name = player ? `${player.firstName} ${player.lastName}` : '';
  if (change.kind === 'removed') return fill(texts.announceRemoved, { name });
  if (change.kind === 'team-full') return fill(texts.announceFull, { name });
  return fill(texts.announcePlaced, { name, place: change.place < 7 ? texts.heading : texts.bench });
}

/**
 * Pick your seven: a formation, a starting seven and a bench from the season's players, their
 * ratings explained, and a seeded season against the region's real clubs. A shared link renders
 * in full here, season included; the client leaf only takes the visitor's choices.
 */
export async function TeamSimulatorView({ shell, resolution, title, description, entity }: ViewProps) {
  const { edition, lang, region } = shell;
  const t = withPeopleGender(shell.t, toPeopleGender(edition));
  if (!region) return null;
  const frame = { shell, resolution, title, description, t };
  // The route guard loaded the pool; without it the league could not say who plays this season.
  if (entity?.kind !== 'simulator') return <SimulatorPage {...frame} season={undefined} />;

  // Imported here rather than at the top: a client component's code ships with the server chunk
  // that renders it, so this keeps the simulator's script out of every other page's download.
  const { TeamSimulator } = await import('../components/simulators/team-simulator');
  const { pool } = entity;
  const query = readTeamQuery(shell.query, pool);
  const byId = new Map(pool.players.map((player) => [player.id, player]));
  const texts = buildTeamTexts(t, lang, pool.teams.length + 1);
  return (
    <SimulatorPage {...frame} season={entity.season}>
      <SimulatorNotices notices={query.notices} players={byId} league={region.leagueTitle} t={t} refusal={() => ''} />
      <TeamSimulator
        path={buildPath('teamSimulator', lang, { region: region.slug })}
        pool={pool}
        clubRatings={rateClubs(pool)}
        initial={query.state}
        initialFilters={query.filters}
        initialShown={query.shown}
        initialMessage={describeChange(query.change, byId, texts, query.state.formationId)}
        texts={texts}
        poolTexts={buildPoolTexts(t, pool.players.length)}
        explainer={<RatingsExplainer t={t} />}
        site={region.leagueTitle}
      />
    </SimulatorPage>
  );
}
