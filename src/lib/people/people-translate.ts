// People messages agree with who is described: `{gender, select, female {…} other {…}}` in the
// languages that mark it (Portera, Spielerin, joueuse), so one message set serves both editions.
import type { Edition, Gender } from '../../config/editions';
import type { Translate } from '../i18n/intl';

export type PeopleGender = 'female' | 'male';

/** The women's edition speaks of women; a player's own gender wins where it is known. */
export function toPeopleGender(edition: Pick<Edition, 'genders'>, playerGender?: Gender): PeopleGender {
  if (playerGender === 'female' || playerGender === 'male') return playerGender;
  return (edition.genders as readonly Gender[]).includes('female') ? 'female' : 'male';
}

/** A translate function that always passes the gender, so callers cannot forget it. */
export function withPeopleGender(t: Translate, gender: PeopleGender): Translate {
  return (id, values) => t(id, { gender, ...values });
}
