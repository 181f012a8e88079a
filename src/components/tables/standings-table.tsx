import { findLegendEntry, type FormEntry, type LegendEntry, type Standing } from '../../lib/competition';
import type { Translate } from '../../lib/i18n/intl';
import { ColumnHeading } from './column-heading';
import { FormGuide } from './form-guide';
import { schemeColourStyle } from '../scheme-colour-style';
import { describeLegendEntry } from './position-legend';
import { STANDING_COLUMNS, formatColumnValue } from './standing-columns';
import { Crest } from '../pictures/crest';

type StandingsTableProps = {
  id: string;
  caption: string;
  rows: readonly Standing[];
  legend: readonly LegendEntry[];
  secondaryLegend: readonly LegendEntry[];
  formOf: (teamId: number) => FormEntry[];
  teamHref: (teamId: number, name: string) => string;
  t: Translate;
};

/** One group's standings: every column of the row, the legend colour at the row's start, the form. */
export function StandingsTable({ id, caption, rows, legend, secondaryLegend, formOf, teamHref, t }: StandingsTableProps) {
  return (
    <div className="standings-scroll" role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
      <table className="standings" id={id}>
        <caption id={`${id}-caption`}>{caption}</caption>
        <thead>
          <tr>
            <ColumnHeading column="position" t={t} className="standings__position" />
            <th scope="col" className="standings__team">
              {t('tables.col.team')}
            </th>
            {STANDING_COLUMNS.map((column) => (
              <ColumnHeading key={column} column={column} t={t} className={`standings__num standings__num--${column}`} />
            ))}
            <ColumnHeading column="form" t={t} className="standings__form" />
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const name = row.team?.name ?? '—';
            const entry = findLegendEntry(legend, row.rank, row.positionLegend);
            const secondary = findLegendEntry(secondaryLegend, row.rank, row.secondaryPositionLegend);
            return (
              <tr key={row.teamId} data-team-id={row.teamId} data-fav={row.teamId}>
                <td
                  className={entry ? 'standings__position standings__position--marked' : 'standings__position'}
                  style={entry && schemeColourStyle('mark', entry.color, 'graphic')}
                >
                  {row.rank}
                  {entry && <span className="visually-hidden"> ({describeLegendEntry(entry, t)})</span>}
                  {secondary && (
                    <span className="standings__secondary" style={schemeColourStyle('mark', secondary.color, 'graphic')}>
                      <span className="visually-hidden"> ({describeLegendEntry(secondary, t)})</span>
                    </span>
                  )}
                </td>
                <th scope="row" className="standings__team">
                  <a href={teamHref(row.teamId, name)}>
                    {row.team && <Crest team={row.team} size={24} className="standings__crest" />}
                    <span>{name}</span>
                  </a>
                </th>
                {STANDING_COLUMNS.map((column) => (
                  <td key={column} className={`standings__num standings__num--${column}`}>
                    {/* A sign leads its number in Arabic too: "+19", never "19+". */}
                    {column === 'goalDifference' ? <span dir="ltr">{formatColumnValue(column, row[column])}</span> : formatColumnValue(column, row[column])}
                  </td>
                ))}
                <td className="standings__form">
                  <FormGuide entries={formOf(row.teamId)} teamName={name} t={t} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
