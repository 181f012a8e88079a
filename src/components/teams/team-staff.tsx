import { PRESIDENT_ROLE, type Staff } from '../../lib/competition';
import type { Translate } from '../../lib/i18n/intl';
import type { MessageId } from '../../lib/i18n/messages';
import { fullName } from '../../lib/people';

const ROLE_LABELS: Readonly<Record<string, MessageId>> = {
  president: 'teams.staff.role.president',
  coach: 'teams.staff.role.coach',
  assistant: 'teams.staff.role.assistant',
};

// The president first (section 6), then the bench as the league lists it.
const byPresidentFirst = (a: Staff, b: Staff) => Number(b.role === PRESIDENT_ROLE) - Number(a.role === PRESIDENT_ROLE);

/** The president and the coaching staff, each with the role in the page's language. */
export function TeamStaff({ staffs, t }: { staffs: readonly Staff[]; t: Translate }) {
  return (
    <section className="team-section" aria-labelledby="team-staff-heading">
      <h2 id="team-staff-heading">{t('teams.staff.heading')}</h2>
      {staffs.length === 0 ? (
        <p className="empty-state">{t('teams.staff.empty')}</p>
      ) : (
        <dl className="team-staff">
          {[...staffs].sort(byPresidentFirst).map((staff) => (
            <div key={staff.id} className="team-staff__member" data-staff-id={staff.id}>
              <dt>{t(ROLE_LABELS[staff.role] ?? 'teams.staff.role.other')}</dt>
              <dd>{fullName(staff)}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
