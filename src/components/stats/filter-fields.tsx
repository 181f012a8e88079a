export type FilterOption = { value: string; label: string };
export type FilterColumnOption = FilterOption & { numeric: boolean };

type FilterFieldsProps = {
  idPrefix: string;
  columns: FilterColumnOption[];
  /** Every mode, in section 9's order; the text and number subsets name theirs by value. */
  modes: FilterOption[];
  textModes: string[];
  numberModes: string[];
  column: string;
  mode: string;
  value: string;
  labels: { column: string; mode: string; value: string };
};

/** Which kinds of column a mode applies to, as `enhanceStatFilters` reads it. */
function modeKinds(mode: string, textModes: string[], numberModes: string[]): string {
  return [textModes.includes(mode) && 'text', numberModes.includes(mode) && 'number'].filter(Boolean).join(' ');
}

/**
 * The filter's column, mode and value inside a GET form that works without script (every mode
 * is offered and the server sets aside one that does not fit). With script
 * (`enhanceStatFilters`), the mode list keeps to the chosen column's kind, a number field gets
 * the number keyboard, and a change of column or mode with a value typed loads the filtered table.
 */
export function FilterFields({ idPrefix, columns, modes, textModes, numberModes, column, mode, value, labels }: FilterFieldsProps) {
  return (
    <>
      <div className="stat-filter__field">
        <label htmlFor={`${idPrefix}-col`}>{labels.column}</label>
        <select id={`${idPrefix}-col`} name="col" defaultValue={column} data-filter-column="">
          {columns.map((option) => (
            <option key={option.value} value={option.value} data-kind={option.numeric ? 'number' : 'text'}>{option.label}</option>
          ))}
        </select>
      </div>
      <div className="stat-filter__field">
        <label htmlFor={`${idPrefix}-op`}>{labels.mode}</label>
        <select id={`${idPrefix}-op`} name="op" defaultValue={mode} data-filter-mode="">
          {modes.map((option) => (
            <option key={option.value} value={option.value} data-kinds={modeKinds(option.value, textModes, numberModes)}>{option.label}</option>
          ))}
        </select>
      </div>
      <div className="stat-filter__field">
        <label htmlFor={`${idPrefix}-q`}>{labels.value}</label>
        <input id={`${idPrefix}-q`} name="q" type="text" defaultValue={value} maxLength={40} autoComplete="off" spellCheck={false} data-filter-value="" />
      </div>
    </>
  );
}
