'use client';

import { useEffect } from 'react';

const OPEN_MENUS = 'details[data-menu][open]';

function closeAll(except?: Element | null) {
  document.querySelectorAll<HTMLDetailsElement>(OPEN_MENUS).forEach((menu) => {
    if (!except || !menu.contains(except)) menu.open = false;
  });
}

/**
 * The menus are native disclosures and work without script; this adds what visitors expect of
 * a menu: Escape closes it and returns focus, a click or focus elsewhere closes it.
 */
export function MenuEnhancer() {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const open = (event.target as Element | null)?.closest?.(OPEN_MENUS) as HTMLDetailsElement | null;
      if (!open) return;
      open.open = false;
      open.querySelector('summary')?.focus();
    };
    const onPointer = (event: Event) => closeAll(event.target as Element | null);
    const onFocus = (event: FocusEvent) => closeAll(event.target as Element | null);
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onPointer);
    document.addEventListener('focusin', onFocus);
    // Lets tests (and styles) know the keyboard behaviour is in place.
    document.documentElement.dataset.menus = 'ready';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onPointer);
      document.removeEventListener('focusin', onFocus);
    };
  }, []);
  return null;
}
