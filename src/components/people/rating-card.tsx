import type { Player, PlayerRatings } from '../../lib/competition';
import type { Translate } from '../../lib/i18n/intl';

/** The card's attributes, in the order the league prints them. */
export const RATING_SETS = {
  outfield: ['shooting', 'passing', 'defence', 'physical', 'duels', 'skills'],
  goalkeeper: ['diving', 'handling', 'reflexes', 'anticipation', 'goalkeeperPassing'],
} as const satisfies Record<string, readonly (keyof PlayerRatings)[]>;

const MAX_RATING = 99;

type RatingCardProps = { player: Pick<Player, 'role' | 'ratings'>; colour: string; ink: string; t: Translate };

/** The player's card: the overall rating large, then each attribute with a bar out of 99. */
export function RatingCard({ player, colour, ink, t }: RatingCardProps) {
  const set = player.role === 'goalkeeper' ? RATING_SETS.goalkeeper : RATING_SETS.outfield;
  const attributes = set.flatMap((name) => {
    const value = player.ratings[name];
    return value === undefined ? [] : [{ name, value }];
  });
  const overall = player.ratings.average;
  if (attributes.length === 0 && overall === undefined) return <p className="empty-state">{t('people.ratings.empty')}</p>;
  return (
    <div className="rating-card">
      {overall !== undefined && (
        <p className="rating-card__overall" style={{ backgroundColor: colour, color: ink }}>
          <span className="rating-card__overall-value">{overall}</span>
          <span className="rating-card__overall-label">{t('people.ratings.average')}</span>
        </p>
      )}
      <dl className="rating-card__list">
        {attributes.map(({ name, value }) => (
          <div key={name} className="rating-card__item" data-rating={name}>
            <dt>{t(`people.ratings.${name}`)}</dt>
            <dd>
              <span className="rating-card__value">{value}</span>
              <span className="rating-card__bar" aria-hidden="true">
                <span style={{ inlineSize: `${Math.max(0, Math.min(100, (value / MAX_RATING) * 100))}%` }} />
              </span>
            </dd>
          </div>
        ))}
      </dl>
      <p className="rating-card__scale muted">{t('people.ratings.scale', { max: MAX_RATING })}</p>
    </div>
  );
}
