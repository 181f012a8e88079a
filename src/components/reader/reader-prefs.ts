// The browser side of the reader's choices: the head script (shell/reader-preferences.js) owns
// storage and the page's attributes; controls read and change them only through it.
import { useSyncExternalStore } from 'react';
import type { FavouriteTeam } from '../../lib/reader/favourite-team';

type ReaderPrefsApi = {
  favourite(): FavouriteTeam | null;
  spoilersOff(): boolean;
  setFavourite(team: FavouriteTeam | null): void;
  setSpoilersOff(off: boolean): void;
  subscribe(listener: () => void): () => void;
};

const api = (): ReaderPrefsApi | undefined => (globalThis as { klReaderPrefs?: ReaderPrefsApi }).klReaderPrefs;
const subscribe = (listener: () => void) => api()?.subscribe(listener) ?? (() => {});

/** The favourite team's id, or null; null on the server and while the page hydrates. */
export function useFavouriteId(): string | null {
  return useSyncExternalStore(subscribe, () => api()?.favourite()?.id ?? null, () => null);
}

/** Whether results are hidden; false on the server and while the page hydrates. */
export function useSpoilersOff(): boolean {
  return useSyncExternalStore(subscribe, () => api()?.spoilersOff() ?? false, () => false);
}

export function setFavourite(team: FavouriteTeam | null) {
  api()?.setFavourite(team);
}

export function setSpoilersOff(off: boolean) {
  api()?.setSpoilersOff(off);
}

/** Whether the results inside this element are hidden from the visitor right now. */
export function resultsHiddenAt(element: Element | null): boolean {
  return document.documentElement.getAttribute('data-spoilers') === 'off' && !element?.closest('[data-revealed]');
}

/** Says a change aloud through the header's polite live region. */
export function announce(text: string) {
  const region = document.getElementById('reader-announcer');
  if (!region) return;
  // Emptied first, so the same sentence twice is still read twice.
  region.textContent = '';
  requestAnimationFrame(() => {
    region.textContent = text;
  });
}
