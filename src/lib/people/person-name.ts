import type { PlayerRef } from '../competition/types';

/** How a player or a staff member is named on every page: first name, then last name. */
export const fullName = (person: Pick<PlayerRef, 'firstName' | 'lastName'>) => `${person.firstName} ${person.lastName}`;
