// Invented people: a name from the culture's pools, a birth date, a height and a country.
import { CULTURE_COUNTRY, NAME_POOLS, type Culture } from './name-pools';
import type { Rng } from '../seeded-random';

export type Person = { firstName: string; lastName: string; countryId: number; birthDate: string };

/** Remembers the names already given in a league so no two people share one. */
export type NameBook = Set<string>;

export function inventPerson(rng: Rng, culture: Culture, gender: 'male' | 'female', names: NameBook, bornFrom: number, bornTo: number): Person {
  const pool = NAME_POOLS[culture];
  const given = gender === 'female' ? pool.female : pool.male;
  let firstName: string = rng.pick(given);
  let lastName: string = rng.pick(pool.family);
  for (let attempt = 0; names.has(`${firstName} ${lastName}`) && attempt < 50; attempt++) {
    firstName = rng.pick(given);
    lastName = rng.pick(pool.family);
  }
  // A rare clash left after fifty draws gets a second family name, as Iberian names often have.
  if (names.has(`${firstName} ${lastName}`)) lastName = `${lastName} ${rng.pick(pool.family)}`;
  names.add(`${firstName} ${lastName}`);
  return { firstName, lastName, countryId: rng.pick(CULTURE_COUNTRY[culture]), birthDate: inventBirthDate(rng, bornFrom, bornTo) };
}

export function inventBirthDate(rng: Rng, fromYear: number, toYear: number): string {
  const year = rng.int(fromYear, toYear);
  const month = rng.int(1, 12);
  const day = rng.int(1, 28);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** "Iker Navarro" → "I. Navarro". */
export function toShortPlayerName(firstName: string, lastName: string): string {
  return `${firstName[0] ?? ''}. ${lastName}`;
}
