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
  // On the window, in the capture phase: while a page hydrates, React holds keys and clicks back
  // at the document to replay them to its own components, and the menus are not among them.
  window.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const open = (event.target as Element | null)?.closest?.(OPEN_MENUS) as HTMLDetailsElement | null;
    if (!open) return;
    open.open = false;
    open.querySelector('summary')?.focus();
  }, true);
  window.addEventListener('click', (event) => closeAll(event.target as Element | null), true);
  window.addEventListener('focusin', (event) => closeAll(event.target as Element | null), true);
  // Lets tests (and styles) know the keyboard behaviour is in place.
  document.documentElement.dataset.menus = 'ready';
}
