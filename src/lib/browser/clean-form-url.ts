/**
 * The address a GET form leads to without the empty fields a plain submission would carry, or
 * the fields `keep` turns away (given the form's data, so it can look at the other fields).
 */
export function toCleanFormUrl(form: HTMLFormElement, keep: (key: string, data: FormData) => boolean = () => true): string {
  const data = new FormData(form);
  const params = new URLSearchParams();
  for (const [key, entry] of data) {
    if (typeof entry !== 'string' || entry.trim() === '' || !keep(key, data)) continue;
    params.append(key, entry.trim());
  }
  const query = params.toString();
  return `${new URL(form.action).pathname}${query ? `?${query}` : ''}`;
}
