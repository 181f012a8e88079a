import type { Translate } from '../../lib/i18n/intl';
import type { FormatPhase, SeasonFormat } from '../../lib/league-pages';

type SeasonFormatProps = { format: SeasonFormat | undefined; headingId: string; t: Translate };

function PhaseFacts({ phase, format, first, t }: { phase: FormatPhase; format: SeasonFormat; first: boolean; t: Translate }) {
  const facts = [
    ...(first && format.teams ? [t('pages.regulation.format.teams', { count: format.teams })] : []),
    ...(phase.kind === 'league' ? [t('pages.regulation.format.groups', { count: phase.groups })] : []),
    t('pages.regulation.format.turns', { count: phase.turns }),
  ];
  return <p className="format-phase__facts">{facts.join(' · ')}</p>;
}

/** The current season's phases in order, as the data sets them out, with the places that lead on. */
export function SeasonFormatSection({ format, headingId, t }: SeasonFormatProps) {
  const firstLeague = format?.phases.find((phase) => phase.kind === 'league');
  return (
    <section className="season-format" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('pages.regulation.format.heading')}</h2>
      {!format ? (
        <p className="empty-state">{t('pages.regulation.format.unavailable')}</p>
      ) : (
        <>
          <p className="muted">{t('pages.regulation.format.lead', { season: format.seasonName })}</p>
          <ol className="format-phases">
            {format.phases.map((phase, index) => (
              <li key={phase.id} className={`format-phase format-phase--${phase.kind}`}>
                <p className="format-phase__kind">
                  {t(phase.kind === 'playoff' ? 'pages.regulation.format.knockout' : 'pages.regulation.format.league')}
                </p>
                <h3 className="format-phase__name">{phase.name}</h3>
                <PhaseFacts phase={phase} format={format} first={index === 0} t={t} />
                {phase === firstLeague && format.promotions.length > 0 && (
                  <ul className="format-phase__promotions">
                    {format.promotions.map((rule) => {
                      const placement = rule.first === rule.last ? String(rule.first) : `${rule.first}–${rule.last}`;
                      return (
                        <li key={placement}>
                          {rule.name ? t('tables.legend.named', { name: rule.name, placement }) : t('tables.legend.positions', { placement })}
                        </li>
                      );
                    })}
                  </ul>
                )}
                {phase.rounds.length > 0 && (
                  <ol className="format-phase__rounds">
                    {phase.rounds.map((round) => <li key={round}>{round}</li>)}
                  </ol>
                )}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
