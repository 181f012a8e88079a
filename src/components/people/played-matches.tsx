import type { EditionId } from '../../config/editions';
import { isExcluded } from '../../config/exclusions';
import type { LocaleCode } from '../../config/locales';
import type { Region } from '../../config/regions';
import { hasMatchPages, type Season } from '../../lib/competition';
import type { Translate } from '../../lib/i18n/intl';
import { matchPath } from '../../lib/match';
import type { PlayedMatches as PlayedMatchesData, PlayerAppearance } from '../../lib/people';
import { MatchCard } from '../match-card/match-card';

type PlayedMatchesProps = {
  /** The matches the player played, newest first. */
  played: Promise<PlayedMatchesData>;
  season: Season;
  region: Region;
  edition: EditionId;
  lang: LocaleCode;
  /** Gendered for the player (withPeopleGender). */
  t: Translate;
};

/** "32 minutes · 1 goal · 1 yellow card": what the data knows of his match, nothing for what it does not. */
function figuresOf({ minutes, goals, yellowCards, redCards }: PlayerAppearance, t: Translate): string {
  return [
    minutes !== undefined && t('people.matches.minutes', { count: minutes }),
    goals > 0 && t('people.matches.goals', { count: goals }),
    yellowCards > 0 && t('people.matches.yellowCards', { count: yellowCards }),
    redCards > 0 && t('people.matches.redCards', { count: redCards }),
  ].filter(Boolean).join(' · ');
}

/** The season's matches the player played, each with his minutes, goals and cards, newest first. */
export async function PlayedMatches({ played, season, region, edition, lang, t }: PlayedMatchesProps) {
  const { appearances, incomplete } = await played;
  const note = incomplete && <p className="muted">{t('people.matches.incomplete')}</p>;
  if (appearances.length === 0) {
    return (
      <>
        <p className="empty-state">{t('people.matches.empty')}</p>
        {note}
      </>
    );
  }
  // Match pages exist for competitions that have them (section 5), in regions with a matches section.
  const linked = hasMatchPages(season.competitionId) && !isExcluded('matches', edition, region.slug);
  return (
    <>
      <ol className="mc-list">
        {appearances.map((appearance) => (
          <MatchCard
            key={appearance.match.id}
            match={appearance.match}
            href={linked ? matchPath(appearance.match, region.slug, lang) : undefined}
            label={figuresOf(appearance, t) || undefined}
            lang={lang}
            timeZone={region.timeZone}
            t={t}
          />
        ))}
      </ol>
      {note}
    </>
  );
}
