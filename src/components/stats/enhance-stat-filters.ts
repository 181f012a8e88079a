import { toCleanFormUrl } from '../../lib/browser/clean-form-url';

/** The mode a column of this kind starts from when the chosen one does not apply to it. */
const USUAL_MODE = { text: 'contains', number: 'ge' } as const;

type Fields = { column: HTMLSelectElement; mode: HTMLSelectElement; value: HTMLInputElement };

function fieldsOf(form: HTMLFormElement): Fields | undefined {
  const column = form.querySelector<HTMLSelectElement>('select[data-filter-column]');
  const mode = form.querySelector<HTMLSelectElement>('select[data-filter-mode]');
  const value = form.querySelector<HTMLInputElement>('input[data-filter-value]');
  return column && mode && value ? { column, mode, value } : undefined;
}

/** Shows only the modes of the chosen column's kind; a mode it has not gives way to its usual one. */
function fitModes({ column, mode, value }: Fields): void {
  const kind = column.selectedOptions[0]?.dataset.kind === 'number' ? 'number' : 'text';
  for (const option of mode.options) {
    const fits = (option.dataset.kinds ?? '').split(' ').includes(kind);
    option.hidden = !fits;
    option.disabled = !fits;
  }
  if (mode.selectedOptions[0]?.disabled) mode.value = USUAL_MODE[kind];
  value.inputMode = kind === 'number' ? 'decimal' : 'text';
}

/** Column and mode mean nothing without a value to compare with. */
const keepFilterField = (key: string, data: FormData) =>
  String(data.get('q') ?? '').trim() !== '' || (key !== 'col' && key !== 'op' && key !== 'q');

/**
 * Section 9's filter is a GET form that works without script. This keeps its modes to the
 * chosen column's kind, loads the filtered table as soon as column or mode change with a value
 * typed, and leaves empty fields out of the address. Hidden options rather than removed ones:
 * the markup stays the one the server wrote.
 */
export function enhanceStatFilters(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>('form.stat-filter')) {
    const fields = fieldsOf(form);
    if (!fields) continue;
    fitModes(fields);
    form.addEventListener('change', (event) => {
      if (event.target !== fields.column && event.target !== fields.mode) return;
      if (event.target === fields.column) fitModes(fields);
      if (fields.value.value.trim()) form.requestSubmit();
    });
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      window.location.assign(toCleanFormUrl(form, keepFilterField));
    });
    form.setAttribute('data-enhanced', '');
  }
}
