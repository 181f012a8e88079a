import { toCleanFormUrl } from '../../lib/browser/clean-form-url';

const AUTO_SUBMIT = 'select[data-auto-submit]';

/** Which picker the visitor last changed, so focus can return to it on the page it led to. */
const REFOCUS_KEY = 'kl.filter.refocus';

function rememberFocus(id: string): void {
  try {
    sessionStorage.setItem(REFOCUS_KEY, id);
  } catch {
    // Storage can be refused (privacy settings); focus then simply starts at the top.
  }
}

function restoreFocus(): void {
  try {
    const id = sessionStorage.getItem(REFOCUS_KEY);
    if (!id) return;
    sessionStorage.removeItem(REFOCUS_KEY);
    document.getElementById(id)?.focus();
  } catch {
    // See above.
  }
}

/**
 * The pickers of the matches and people filters are plain selects in GET forms. This makes a
 * choice load the chosen page at once, leaving empty fields out of the address, and marks their
 * forms so the button that is only needed without script steps aside.
 */
export function enhanceAutoSubmitSelects(): void {
  const selects = document.querySelectorAll<HTMLSelectElement>(AUTO_SUBMIT);
  if (selects.length === 0) return;
  for (const select of selects) select.form?.setAttribute('data-enhanced', '');
  restoreFocus();
  // On the window, in the capture phase, like the menus: a page still hydrating holds events back.
  window.addEventListener('change', (event) => {
    const select = event.target;
    if (!(select instanceof HTMLSelectElement) || !select.matches(AUTO_SUBMIT) || !select.form) return;
    rememberFocus(select.id);
    window.location.assign(toCleanFormUrl(select.form));
  }, true);
}
