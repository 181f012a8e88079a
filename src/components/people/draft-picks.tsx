import type { DraftPick, Team } from '../../lib/competition';
import type { Translate } from '../../lib/i18n/intl';
import type { MessageId } from '../../lib/i18n/messages';
import { playerPagePath, teamPagePath, fullName, type DraftRound, type PeopleLinkContext } from '../../lib/people';
import { TeamCrest } from '../home/team-crest';

type DraftPicksProps = {
  rounds: readonly DraftRound[];
  teams: ReadonlyMap<number, Team>;
  /** Players the league still lists this season: only they have a page to link to. */
  knownPlayers: ReadonlySet<number>;
  caption: string;
  links: PeopleLinkContext;
  t: Translate;
};

const ROUND_LABELS: Readonly<Record<string, MessageId>> = { reserve: 'people.draft.reserveRound' };

function PlayerCell({ pick, known, links }: { pick: DraftPick; known: boolean; links: PeopleLinkContext }) {
  const name = fullName(pick.player);
  return <th scope="row">{known ? <a href={playerPagePath(links, pick.player)}>{name}</a> : name}</th>;
}

/** Every pick, round by round, in one table: each round is a row group with its own heading. */
export function DraftPicks({ rounds, teams, knownPlayers, caption, links, t }: DraftPicksProps) {
  return (
    <div className="people-scroll" role="region" aria-labelledby="draft-picks-caption" tabIndex={0}>
      <table className="people-table draft-picks">
        <caption id="draft-picks-caption">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="people-table__num">{t('people.draft.pick')}</th>
            <th scope="col">{t('people.table.player')}</th>
            <th scope="col">{t('people.table.role')}</th>
            <th scope="col">{t('people.table.team')}</th>
          </tr>
        </thead>
        {rounds.map(({ round, category, picks }) => (
          <tbody key={round} data-round={round}>
            <tr className="draft-picks__round">
              <th scope="rowgroup" colSpan={4} id={`draft-round-${round}`}>
                {t(ROUND_LABELS[category] ?? 'people.draft.round', { round })}
              </th>
            </tr>
            {picks.map((pick) => {
              const team = teams.get(pick.teamId);
              return (
                <tr key={pick.order} data-pick={pick.order} data-player-id={pick.player.id} data-team-id={pick.teamId}>
                  <td className="people-table__num">{pick.order}</td>
                  <PlayerCell pick={pick} known={knownPlayers.has(pick.player.id)} links={links} />
                  <td>{t(`people.role.${pick.player.role}`)}</td>
                  <td>
                    {team ? (
                      <a className="people-table__team" href={teamPagePath(links, team)}>
                        <TeamCrest team={{ ...team, players: [] }} />
                        <span>{team.name}</span>
                      </a>
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        ))}
      </table>
    </div>
  );
}
