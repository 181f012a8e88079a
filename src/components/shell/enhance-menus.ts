const OPEN_MENUS = 'details[data-menu][open]';

function closeAll(except?: Element | null) {
  document.querySelectorAll<HTMLDetailsElement>(OPEN_MENUS).forEach((menu) => {
    if (!except || !menu.contains(except)) menu.open = false;
  });
}

/**
 * The menus are native disclosures and work without script; this adds what visitors expect of
 * a menu: Escape closes it and returns focus, a click or focus elsewhere closes it. Run by the
 * browser entry on every page, hydrated or not (a page without islands is not).
 */
export function enhanceMenus(): void {
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const open = (event.target as Element | null)?.closest?.(OPEN_MENUS) as HTMLDetailsElement | null;
    if (!open) return;
    open.open = false;
    open.querySelector('summary')?.focus();
  });
  document.addEventListener('click', (event) => closeAll(event.target as Element | null));
  document.addEventListener('focusin', (event) => closeAll(event.target as Element | null));
  // Lets tests (and styles) know the keyboard behaviour is in place.
  document.documentElement.dataset.menus = 'ready';
}
