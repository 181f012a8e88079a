import type { LocaleCode } from '../../config/locales';
import type { Translate } from '../../lib/i18n/intl';
import type { Title } from '../../lib/tournament';
import type { TeamRef } from '../../lib/competition';
import { TeamCrest } from '../home/team-crest';
import { MatchCard } from '../match-card/match-card';

/** `teamHref`: the champion's page. */
type TitleCardProps = { title: Title; team?: TeamRef; teamHref?: string; caption: string; t: Translate; lang: LocaleCode; timeZone: string };

/** A champion: who, which title, and the final that decided it. */
export function TitleCard({ title, team = title.team, teamHref, caption, t, lang, timeZone }: TitleCardProps) {
  return (
    <li className="title-card">
      <p className="title-card__team">
        <TeamCrest team={team} size={40} />
        <span>
          <strong>{team && teamHref ? <a href={teamHref}>{team.name}</a> : (team?.name ?? t('tournament.bracket.tbd'))}</strong>
          <span className="title-card__caption">{caption}</span>
        </span>
      </p>
      {title.final && (
        <ul className="mc-list title-card__final">
          <MatchCard match={title.final} compact t={t} lang={lang} timeZone={timeZone} />
        </ul>
      )}
    </li>
  );
}
