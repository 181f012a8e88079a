import type { Region } from '../../config/regions';
import type { MatchOfTheMoment } from '../../lib/home';
import { matchFavouriteKeys } from '../../lib/reader/favourite-team';
import { ShowScoreButton } from '../reader/show-score-button';
import { SpoilerMask } from '../reader/spoiler-mask';
import { MatchStatusBadge } from '../match-card/match-status-badge';
import type { ShellProps } from '../../lib/page/page-types';
import { KickoffTime } from '../time/kickoff-time';

type RegionCardMatchProps = { shell: ShellProps; region: Region; moment: Promise<MatchOfTheMoment> };

/**
 * A league's match of the moment on the edition's home: the one being played, else the next one.
 * One line under the league's name, not a match card: a card beside the region's name and its
 * season would double the region cards' height, and the card is one tap away.
 */
export async function RegionCardMatch({ shell, region, moment }: RegionCardMatchProps) {
  const { lang, t } = shell;
  const { live, next } = await moment;
  if (live) {
    const home = live.homeTeam?.name ?? '—';
    const away = live.awayTeam?.name ?? '—';
    return (
      <p className="region-card__match" data-fav={matchFavouriteKeys(live)} data-spoiler-scope>
        <MatchStatusBadge match={live} t={t} />
        <span className="region-card__teams">
          <span id={`r${live.id}h`}>{home}</span>{' '}
          <span data-spoiler-gone="">{t('match.score', { home: live.scores.home ?? 0, away: live.scores.away ?? 0 })}</span>
          <SpoilerMask>{t('matches.versus')}</SpoilerMask>{' '}
          <span id={`r${live.id}a`}>{away}</span>
        </span>
        <ShowScoreButton t={t} describedBy={`r${live.id}h r${live.id}a`} />
      </p>
    );
  }
  if (!next) return <p className="region-card__match muted">{t('home.next.none')}</p>;
  return (
    <p className="region-card__match" data-fav={matchFavouriteKeys(next)}>
      <span className="region-card__label">{t('home.card.next')}</span>
      <span className="region-card__teams">{t('match.versus', { home: next.homeTeam?.name ?? '—', away: next.awayTeam?.name ?? '—' })}</span>
      <KickoffTime date={next.date} lang={lang} timeZone={region.timeZone} t={t} />
    </p>
  );
}
