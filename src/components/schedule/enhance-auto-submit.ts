/** Which picker the visitor last changed, so focus can return to it on the page it led to. */
const REFOCUS_KEY = 'kl.fixtures.refocus';
const SELECTS = 'select[data-auto-submit]';

/**
 * The pickers' forms (fixtures, player lists) load a choice at once, leaving empty fields out of
 * the URL, and focus comes back to the picker on the new page. Run by the browser entry on every
 * page; a form's button, only needed without script, hides once its form is enhanced.
 */
export function enhanceAutoSubmit(): void {
  const selects = [...document.querySelectorAll<HTMLSelectElement>(SELECTS)];
  for (const select of selects) select.form?.setAttribute('data-enhanced', '');
  try {
    const wanted = sessionStorage.getItem(REFOCUS_KEY);
    const found = selects.find((select) => select.id === wanted);
    if (found) {
      sessionStorage.removeItem(REFOCUS_KEY);
      found.focus();
    }
  } catch {
    // Storage can be refused (privacy settings); focus then simply starts at the top.
  }
  document.addEventListener('change', (event) => {
    const select = event.target as Element | null;
    if (!(select instanceof HTMLSelectElement) || !select.matches(SELECTS) || !select.form) return;
    const params = new URLSearchParams();
    for (const [key, entry] of new FormData(select.form)) {
      if (typeof entry === 'string' && entry !== '') params.append(key, entry);
    }
    try {
      sessionStorage.setItem(REFOCUS_KEY, select.id);
    } catch {
      // See above.
    }
    const query = params.toString();
    window.location.assign(`${new URL(select.form.action).pathname}${query ? `?${query}` : ''}`);
  });
}
