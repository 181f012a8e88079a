'use client';

import { useEffect, useRef, useState, type ChangeEvent } from 'react';

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

/** The URL of a filter form's state without the empty fields a plain GET would carry. */
function toCleanUrl(form: HTMLFormElement): string {
  const data = new FormData(form);
  const params = new URLSearchParams();
  const hasValue = String(data.get('q') ?? '').trim() !== '';
  for (const [key, entry] of data) {
    if (typeof entry !== 'string' || entry === '') continue;
    // Column and mode mean nothing without a value to compare with.
    if (!hasValue && (key === 'col' || key === 'op' || key === 'q')) continue;
    params.append(key, key === 'q' ? entry.trim() : entry);
  }
  const query = params.toString();
  return `${new URL(form.action).pathname}${query ? `?${query}` : ''}`;
}

/**
 * The filter's column, mode and value inside a GET form that works without script (every mode
 * is offered and the server sets aside one that does not fit). With script, the mode list keeps
 * to the chosen column's kind, a number field gets the number keyboard, and a change of column
 * or mode with a value typed loads the filtered table at once.
 */
export function FilterFields({ idPrefix, columns, modes, textModes, numberModes, column, mode, value, labels }: FilterFieldsProps) {
  const [chosenColumn, setChosenColumn] = useState(column);
  const [chosenMode, setChosenMode] = useState(mode);
  const [enhanced, setEnhanced] = useState(false);
  const valueRef = useRef<HTMLInputElement>(null);
  // Set by a visitor's change of column or mode; the form is submitted once the fields show it.
  const changed = useRef(false);
  const numeric = columns.find((option) => option.value === chosenColumn)?.numeric ?? false;
  const allowed = numeric ? numberModes : textModes;
  const shownModes = enhanced ? modes.filter((option) => allowed.includes(option.value)) : modes;

  useEffect(() => {
    const form = valueRef.current?.form;
    if (!form) return;
    setEnhanced(true);
    form.setAttribute('data-enhanced', '');
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      window.location.assign(toCleanUrl(form));
    };
    form.addEventListener('submit', onSubmit);
    return () => form.removeEventListener('submit', onSubmit);
  }, []);

  const onColumn = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.currentTarget.value;
    changed.current = true;
    const nextAllowed = columns.find((option) => option.value === next)?.numeric ? numberModes : textModes;
    setChosenColumn(next);
    // A mode the new column has not gives way to that column's usual one.
    if (!nextAllowed.includes(chosenMode)) setChosenMode(nextAllowed === numberModes ? 'ge' : 'contains');
  };

  useEffect(() => {
    if (!changed.current) return;
    changed.current = false;
    const form = valueRef.current?.form;
    if (form && valueRef.current?.value.trim()) form.requestSubmit();
  }, [chosenColumn, chosenMode]);

  const onMode = (event: ChangeEvent<HTMLSelectElement>) => {
    changed.current = true;
    setChosenMode(event.currentTarget.value);
  };

  return (
    <>
      <div className="stat-filter__field">
        <label htmlFor={`${idPrefix}-col`}>{labels.column}</label>
        <select id={`${idPrefix}-col`} name="col" value={chosenColumn} onChange={onColumn}>
          {columns.map((option) => (
            <option key={option.value} value={option.value}>{option.label}</option>
          ))}
        </select>
      </div>
      <div className="stat-filter__field">
        <label htmlFor={`${idPrefix}-op`}>{labels.mode}</label>
        <select id={`${idPrefix}-op`} name="op" value={chosenMode} onChange={onMode}>
          {shownModes.map((option) => (
            <option key={option.value} value={option.value}>{option.label}</option>
          ))}
        </select>
      </div>
      <div className="stat-filter__field">
        <label htmlFor={`${idPrefix}-q`}>{labels.value}</label>
        <input
          ref={valueRef}
          id={`${idPrefix}-q`}
          name="q"
          type="text"
          defaultValue={value}
          maxLength={40}
          inputMode={enhanced && numeric ? 'decimal' : 'text'}
          autoComplete="off"
          spellCheck={false}
        />
      </div>
    </>
  );
}
