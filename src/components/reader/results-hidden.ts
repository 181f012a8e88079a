/** Whether the results inside this element are hidden from the visitor right now (spoiler-free, not revealed). */
export function resultsHiddenAt(element: Element | null): boolean {
  return document.documentElement.getAttribute('data-spoilers') === 'off' && !element?.closest('[data-revealed]');
}
