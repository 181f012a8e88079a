import type { ReactNode } from 'react';
import type { LocaleCode } from '../../config/locales';
import type { Region } from '../../config/regions';
import type { Player, Team } from '../../lib/competition';
import type { Translate } from '../../lib/i18n/intl';
import { ageOn, formatBirthDate, formatCountry, formatHeight } from '../../lib/people';

type PlayerFactsProps = {
  player: Player;
  team?: Team;
  teamHref?: string;
  region: Region;
  lang: LocaleCode;
  now: Date;
  t: Translate;
};

type Fact = { key: string; label: string; value: ReactNode };

/** The profile as a description list: only the facts the league knows are listed. */
export function PlayerFacts({ player, team, teamHref, region, lang, now, t }: PlayerFactsProps) {
  const facts: Fact[] = [];
  const add = (key: string, label: string, value: ReactNode | undefined) => {
    if (value !== undefined) facts.push({ key, label, value });
  };
  const born = player.birthDate && formatBirthDate(player.birthDate, lang);
  const age = player.birthDate ? ageOn(player.birthDate, now, region.timeZone) : undefined;
  add('role', t('people.facts.role'), t(`people.role.${player.role}`));
  add('jersey', t('people.facts.jersey'), player.jersey);
  add('team', t('people.facts.team'), team && (teamHref ? <a href={teamHref}>{team.name}</a> : team.name));
  add('league', t('people.facts.league'), region.leagueTitle);
  add('category', t('people.facts.category'), player.category && t(`people.category.${player.category}`));
  add('born', t('people.facts.birthDate'), born ? <time dateTime={player.birthDate}>{born}</time> : undefined);
  add('age', t('people.facts.age'), age === undefined ? undefined : t('people.facts.ageValue', { age }));
  add('height', t('people.facts.height'), player.height ? formatHeight(player.height, lang) : undefined);
  add('country', t('people.facts.country'), formatCountry(player.countryId, lang));
  return (
    <dl className="player-facts">
      {facts.map(({ key, label, value }) => (
        <div key={key} className="player-facts__item" data-fact={key}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
