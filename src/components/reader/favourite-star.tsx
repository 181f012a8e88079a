'use client';

import { StarIcon } from './star-icon';
import type { FavouriteTeam } from '../../lib/reader/favourite-team';
import { announce, setFavourite, useFavouriteId } from './reader-prefs';

type FavouriteStarProps = {
  team: FavouriteTeam;
  /** The button's constant name ("My team", with the team's name where the page lists several). */
  label: string;
  /** What is said once the team is chosen, and once it is let go. */
  chosen: string;
  released: string;
  className?: string;
};

/**
 * A toggle that makes the team the visitor's own. Before the page hydrates, the head script's
 * rules already fill the star of the stored team, so it is right from the first paint.
 */
export function FavouriteStar({ team, label, chosen, released, className }: FavouriteStarProps) {
  const pressed = useFavouriteId() === team.id;
  const toggle = () => {
    setFavourite(pressed ? null : team);
    announce(pressed ? released : chosen);
  };
  return (
    <button type="button" className={`favourite-star reader-control ${className ?? ''}`} data-star={team.id} aria-pressed={pressed} onClick={toggle}>
      <StarIcon className="favourite-star__icon" size={20} />
      <span className="favourite-star__label">{label}</span>
    </button>
  );
}
