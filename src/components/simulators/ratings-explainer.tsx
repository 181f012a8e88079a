import { PITCH_LINES } from '../../config/formations';
import type { Translate } from '../../lib/i18n/intl';
import { PLAYER_ROLES } from '../../lib/people/browser';
import { ROLE_FIT } from '../../lib/simulators/browser';

/**
 * How the team simulator's numbers are made, printed from the tables the simulator itself uses
 * (the fit of each position in each line), so the page can never explain something else.
 */
export function RatingsExplainer({ t }: { t: Translate }) {
  return (
    <details className="sim-explainer">
      <summary>{t('simulators.team.explainHeading')}</summary>
      <p>{t('simulators.team.explainLines')}</p>
      <p>{t('simulators.team.explainWeights')}</p>
      <table className="sim-table sim-fit">
        <caption>{t('simulators.team.fitCaption')}</caption>
        <thead>
          <tr>
            <td />
            {PITCH_LINES.map((line) => (
              <th key={line} scope="col">{t(`simulators.line.${line}`)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {PLAYER_ROLES.map((role) => (
            <tr key={role}>
              <th scope="row">{t(`people.role.${role}`)}</th>
              {PITCH_LINES.map((line) => (
                <td key={line} data-fit={ROLE_FIT[role][line] >= 1 ? 'good' : ROLE_FIT[role][line] >= 0.8 ? 'fair' : 'poor'}>
                  {Math.round(ROLE_FIT[role][line] * 100)}%
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p>{t('simulators.team.explainSeason')}</p>
    </details>
  );
}
