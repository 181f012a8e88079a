/**
 * The header's search box gets its suggestions only once the visitor turns to it: the first
 * focus, key or tap on it loads the enhancer (its own small chunk); until then a page carries
 * none of it (issue 26, ADR 033).
 */
export function watchSiteSearch(): void {
  const form = document.querySelector<HTMLFormElement>('form[data-site-search]');
  if (!form) return;
  const events = ['focusin', 'pointerdown', 'input'] as const;
  const load = () => {
    for (const type of events) form.removeEventListener(type, load);
    void import('./enhance-site-search').then(({ enhanceSiteSearch }) => enhanceSiteSearch(form));
  };
  for (const type of events) form.addEventListener(type, load);
  if (form.contains(document.activeElement)) load();
}
