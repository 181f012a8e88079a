import type { Finalissima } from '../../lib/tournament';
import { TeamCrest } from '../home/team-crest';
import { MatchCard } from '../match-card/match-card';
import type { ShellProps } from '../../lib/page/page-types';
import { teamPagePath } from '../../lib/people';
import { TitleCard } from './title-card';

/** The Finalissima is played on neutral ground: its kick-off is given in UTC, the visitor's time beside it. */
const FINALISSIMA_TIME_ZONE = 'UTC';

/**
 * The two reigning champions as the fixture: the match itself once the league lists one between
 * them, else the pairing with its date to be confirmed. Below, the finals that took them there.
 */
export async function FinalissimaFixture({ shell, finalissima }: { shell: ShellProps; finalissima: Promise<Finalissima> }) {
  const { lang, t, edition } = shell;
  const { finalists, match } = await finalissima;
  const hrefOf = (finalist: (typeof finalists)[number]) => finalist.team && teamPagePath({ lang, edition: edition.id, region: finalist.region }, finalist.team);
  const [home, away] = finalists;
  if (!home || !away) return <p className="empty-state">{t('tournament.finalissima.pending')}</p>;
  return (
    <>
      <section className="finalissima" aria-labelledby="fixture-heading">
        <h2 id="fixture-heading">{t('tournament.finalissima.fixture')}</h2>
        <div className="finalissima__pairing">
          {[home, away].map((finalist) => (
            <p key={finalist.region.slug} className="finalissima__team">
              <TeamCrest team={finalist.team} size={64} />
              <strong>{finalist.team ? <a href={hrefOf(finalist)}>{finalist.team.name}</a> : t('tournament.bracket.tbd')}</strong>
              <span className="muted">{t('tournament.finalissima.championOf', { league: finalist.region.leagueTitle })}</span>
            </p>
          ))}
        </div>
        {match ? (
          <ul className="mc-list">
            <MatchCard match={match} t={t} lang={lang} timeZone={FINALISSIMA_TIME_ZONE} />
          </ul>
        ) : (
          <p className="finalissima__date">{t('tournament.finalissima.dateTbd')}</p>
        )}
      </section>
      <section aria-labelledby="path-heading">
        <h2 id="path-heading">{t('tournament.finalissima.pathHeading')}</h2>
        <ul className="title-cards">
          {finalists.map((finalist) => (
            <TitleCard
              key={finalist.region.slug}
              title={finalist.title}
              team={finalist.team}
              teamHref={hrefOf(finalist)}
              caption={t('tournament.qualifiers.titleOf', { season: finalist.title.season.name })}
              t={t}
              lang={lang}
              timeZone={finalist.region.timeZone}
            />
          ))}
        </ul>
      </section>
    </>
  );
}
