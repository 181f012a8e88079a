import { SQUAD_RULES } from '../../config/squad-rules';
import type { Translate } from '../../lib/i18n/intl';
import { PLAYER_ROLES } from '../../lib/people/browser';

/** The squad rules the simulator enforces, in words, written from the rules table itself. */
export function SquadRules({ t }: { t: Translate }) {
  const limits = PLAYER_ROLES.map((role) => {
    const { min, max } = SQUAD_RULES.roles[role];
    return `${t(`simulators.role.${role}`)} ${min}–${max}`;
  }).join(', ');
  return (
    <details className="sim-rules">
      <summary>{t('simulators.squad.rules')}</summary>
      <ul>
        <li>{t('simulators.squad.rulesSize', { size: SQUAD_RULES.squadSize, wildcards: SQUAD_RULES.maxWildcards })}</li>
        <li>{t('simulators.squad.rulesRoles', { limits })}</li>
        <li>{t('simulators.squad.rulesPresident')}</li>
      </ul>
    </details>
  );
}
