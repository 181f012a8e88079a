// Whether this visit saves data (issue 32): the fan chose "Data saver" (the head script writes
// `data-saver` on <html>, ADR 023) or the browser asks for it (Save-Data, `navigator.connection`).
// A visit that saves data opens no socket, polls every 30 s, loads the smallest pictures and
// refreshes nothing in the background.
export function savesData(): boolean {
  if (typeof document === 'undefined') return false;
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return document.documentElement.hasAttribute('data-saver') || connection?.saveData === true;
}

/** The live parts' wait before their next look: never under 30 s while saving data. */
export function savingPollDelay(delay: number | undefined, floorMs: number): number | undefined {
  return delay !== undefined && savesData() ? Math.max(delay, floorMs) : delay;
}

/**
 * Pictures offered at several widths take the narrowest while saving data: a `sizes` of one
 * pixel makes the browser pick the smallest candidate of the srcset for any picture not yet loaded.
 */
export function narrowestPictures(): void {
  if (!savesData()) return;
  for (const picture of document.querySelectorAll<HTMLImageElement>('img[srcset]')) picture.sizes = '1px';
}
