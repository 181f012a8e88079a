import { SimulatorNotices } from '../components/simulators/simulator-notices';
import { SimulatorPage } from '../components/simulators/simulator-page';
import { buildPoolTexts, buildSquadTexts } from '../components/simulators/simulator-texts';
import { SquadRules } from '../components/simulators/squad-rules';
import { fill, type SquadTexts } from '../components/simulators/texts';
import { toPeopleGender, withPeopleGender } from '../lib/people';
import { buildPath } from '../lib/routing/build-path';
import { averageRatings, rateClubs, readSquadQuery, type PoolPlayer, type SquadChange } from '../lib/simulators';
import type { ViewProps } from '../lib/page/page-types';

/** What the server did with a press sent without script, in the words the page would have said. */
function describeChange(change: SquadChange | undefined, players: ReadonlyMap<number, PoolPlayer>, texts: SquadTexts, count: number): string {
  const player = change && players.get(change.playerId);
  if (!change || !player) return '';
  const name = `${player.firstName} ${player.lastName}`;
  if (change.kind === 'refused') {
    return fill(texts.announceRefused, { name, reason: fill(texts.refusals[change.reason], { roles: texts.rolePlurals[player.role] }) });
  }
  return fill(change.kind === 'signed' ? texts.announceSigned : texts.announceReleased, { name, count });
}

/**
 * Draft day: the visitor presides one of the season's clubs (or founds one) and signs a squad
 * within the league's rules from every player of the season. A shared link renders in full here,
 * for crawlers and visitors without script; the client leaf only takes the visitor's choices.
 */
export async function SquadSimulatorView({ shell, resolution, title, description, entity }: ViewProps) {
  const { edition, lang, region } = shell;
  const t = withPeopleGender(shell.t, toPeopleGender(edition));
  if (!region) return null;
  const frame = { shell, resolution, title, description, t };
  // The route guard loaded the pool; without it the league could not say who plays this season.
  if (entity?.kind !== 'simulator') return <SimulatorPage {...frame} season={undefined} />;

  // Imported here rather than at the top: a client component's code ships with the server chunk
  // that renders it, so this keeps the simulator's script out of every other page's download.
  const { SquadSimulator } = await import('../components/simulators/squad-simulator');
  const { pool } = entity;
  const query = readSquadQuery(shell.query, pool);
  const byId = new Map(pool.players.map((player) => [player.id, player]));
  const texts = buildSquadTexts(t);
  const clubRatings = rateClubs(pool);
  return (
    <SimulatorPage {...frame} season={entity.season}>
      <SimulatorNotices
        notices={query.notices} players={byId} league={region.leagueTitle} t={t}
        refusal={(notice) => fill(texts.refusals[notice.reason], { roles: texts.rolePlurals[byId.get(notice.playerId)?.role ?? 'forward'] })}
      />
      <SquadSimulator
        path={buildPath('squadSimulator', lang, { region: region.slug })}
        pool={pool}
        clubRatings={clubRatings}
        average={averageRatings(clubRatings)}
        initial={query.state}
        initialFilters={query.filters}
        initialShown={query.shown}
        initialMessage={describeChange(query.change, byId, texts, query.state.picks.length)}
        texts={texts}
        poolTexts={buildPoolTexts(t, pool.players.length)}
        rules={<SquadRules t={t} />}
      />
    </SimulatorPage>
  );
}
