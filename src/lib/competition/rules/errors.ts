// Section 8: the data layer's named errors and the region lookup by web context.
import { isEditionId } from '../../../config/editions';
import { findRegion, type Region } from '../../../config/regions';

/** Fallback label for a region slug the edition does not know. */
export const UNKNOWN_REGION_NAME = 'Unknown region name';

/** The team fetch answered 404; pages show the not-found screen with this message. */
export class TeamNotFoundError extends Error {
  readonly status = 404;

  constructor() {
    super('Team not found');
    this.name = 'TeamNotFoundError';
  }
}

/** A web context that is not an edition id is a programming error, not a visitor's mistake. */
export class WrongWebContextError extends Error {
  constructor() {
    super('Wrong webContext param');
    this.name = 'WrongWebContextError';
  }
}

/** The region of a web context (edition id) by slug; undefined when the edition has no such region. */
export function getRegionByWebContext(context: string, slug: string): Region | undefined {
  if (!isEditionId(context)) throw new WrongWebContextError();
  return findRegion(context, slug);
}

export function getRegionNameByWebContext(context: string, slug: string): string {
  return getRegionByWebContext(context, slug)?.name ?? UNKNOWN_REGION_NAME;
}
