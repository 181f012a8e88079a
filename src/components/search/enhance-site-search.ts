// Suggestions under the header's search box, as the visitor types: a combobox whose listbox the
// server drew empty (site-search.tsx). Asks the suggest endpoint after a pause in typing, drops
// an answer a newer key press made stale, and is worked by keyboard: arrows move, Enter opens the
// chosen result or the first, Escape closes. Loaded only when the box is used.
import { toHitColourPair } from '../../lib/search/browser';

import { readCounts } from '../../lib/browser/read-counts';

type Hit = { kind: string; name: string; detail: string; href: string; image?: string; colours?: string };
type Parts = { form: HTMLFormElement; input: HTMLInputElement; list: HTMLElement; status: HTMLElement; counts: string[] };

function isHit(value: unknown): value is Hit {
  const hit = value as Partial<Hit> | null;
  return typeof hit?.name === 'string' && typeof hit.href === 'string' && hit.href.startsWith('/') && typeof hit.detail === 'string';
}

function drawOption(hit: Hit, index: number): HTMLLIElement {
  const option = document.createElement('li');
  option.id = `site-search-option-${index}`;
  option.setAttribute('role', 'option');
  option.setAttribute('aria-selected', 'false');
  option.className = 'search-hit';
  option.dataset.href = hit.href;
  const image = document.createElement(hit.image ? 'img' : 'span');
  image.className = 'search-hit__image';
  if (image instanceof HTMLImageElement && hit.image) {
    image.src = hit.image;
    image.alt = '';
    image.width = 32;
    image.height = 32;
  } else {
    image.classList.add('search-hit__image--colours');
    const pair = toHitColourPair(hit.colours);
    if (pair) {
      image.style.setProperty('--hit-first', pair[0]);
      image.style.setProperty('--hit-second', pair[1]);
    }
  }
  const text = document.createElement('span');
  text.className = 'search-hit__text';
  const name = document.createElement('span');
  name.className = 'search-hit__name';
  name.textContent = hit.name;
  const detail = document.createElement('span');
  detail.className = 'search-hit__detail';
  detail.textContent = hit.detail;
  text.append(name, detail);
  option.append(image, text);
  return option;
}

export function enhanceSiteSearch(form: HTMLFormElement): void {
  if (form.hasAttribute('data-enhanced')) return;
  const input = form.querySelector<HTMLInputElement>('input[name="q"]');
  const list = form.querySelector<HTMLElement>('[role="listbox"]');
  const status = form.querySelector<HTMLElement>('[role="status"]');
  const endpoint = form.dataset.siteSearch;
  if (!input || !list || !status || !endpoint) return;
  const parts: Parts = { form, input, list, status, counts: readCounts(form) };
  const wait = Number(form.dataset.debounce) || 150;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | undefined;
  let active = -1;
  // The visitor closed the list (Escape, or left the box): an answer still on its way fills the
  // list but leaves it closed until they type again or ask for it with the arrow.
  let dismissed = false;

  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-controls', list.id);
  input.setAttribute('aria-expanded', 'false');

  const options = () => [...list.querySelectorAll<HTMLElement>('[role="option"]')];
  const close = () => {
    dismissed = true;
    list.hidden = true;
    input.setAttribute('aria-expanded', 'false');
    input.removeAttribute('aria-activedescendant');
    active = -1;
  };
  const reveal = () => {
    dismissed = false;
    list.hidden = false;
    input.setAttribute('aria-expanded', 'true');
  };
  const choose = (index: number) => {
    const all = options();
    all.forEach((option, position) => option.setAttribute('aria-selected', String(position === index)));
    active = index;
    const chosen = all[index];
    if (chosen) {
      input.setAttribute('aria-activedescendant', chosen.id);
      chosen.scrollIntoView({ block: 'nearest' });
    } else input.removeAttribute('aria-activedescendant');
  };
  const open = (href: string | undefined) => {
    if (href) window.location.assign(href);
  };

  const show = (hits: Hit[]) => {
    // The suggestion the visitor has moved to stays chosen if the new answer still has it: an
    // answer arriving under their keys must not send Enter somewhere else.
    const chosenHref = active >= 0 ? options()[active]?.dataset.href : undefined;
    list.replaceChildren(...hits.map(drawOption));
    active = -1;
    input.removeAttribute('aria-activedescendant');
    const opened = hits.length > 0 && !dismissed;
    list.hidden = !opened;
    input.setAttribute('aria-expanded', String(opened));
    // A count is announced for a list the visitor can reach, not for one they closed.
    status.textContent = dismissed ? '' : parts.counts[hits.length] ?? String(hits.length);
    const kept = opened && chosenHref ? hits.findIndex((hit) => hit.href === chosenHref) : -1;
    if (kept >= 0) choose(kept);
  };

  const ask = async (query: string) => {
    inFlight?.abort();
    if (!query.trim()) {
      show([]);
      status.textContent = '';
      return;
    }
    const controller = new AbortController();
    inFlight = controller;
    const url = new URL(endpoint, window.location.origin);
    url.searchParams.set('q', query);
    url.searchParams.set('lang', form.dataset.lang ?? document.documentElement.lang);
    const region = form.querySelector<HTMLInputElement>('input[name="region"]')?.value;
    if (region) url.searchParams.set('region', region);
    try {
      const response = await fetch(url, { signal: controller.signal, headers: { accept: 'application/json' } });
      const body: unknown = response.ok ? await response.json() : undefined;
      const hits = (body as { hits?: unknown } | undefined)?.hits;
      if (controller.signal.aborted) return;
      show(Array.isArray(hits) ? hits.filter(isHit) : []);
    } catch {
      // A cancelled or failed ask leaves the form as it is: Enter still opens the results page.
    } finally {
      if (inFlight === controller) inFlight = undefined;
    }
  };

  input.addEventListener('input', () => {
    dismissed = false;
    clearTimeout(timer);
    timer = setTimeout(() => void ask(input.value), wait);
  });
  input.addEventListener('keydown', (event) => {
    const count = options().length;
    if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault();
      reveal();
      choose((active + 1) % count);
    } else if (event.key === 'ArrowUp' && count > 0) {
      event.preventDefault();
      reveal();
      choose(active <= 0 ? count - 1 : active - 1);
    } else if (event.key === 'Escape') {
      // With the list open, Escape only closes it; with it closed, the box's own Escape clears it.
      if (!list.hidden) event.preventDefault();
      close();
    } else if (event.key === 'Enter' && !list.hidden && count > 0) {
      event.preventDefault();
      open(options()[Math.max(active, 0)]?.dataset.href);
    }
  });
  // A press on a suggestion keeps the focus in the box, so the list is still there for the click.
  list.addEventListener('pointerdown', (event) => event.preventDefault());
  list.addEventListener('click', (event) => {
    const option = (event.target as Element).closest<HTMLElement>('[role="option"]');
    open(option?.dataset.href);
  });
  input.addEventListener('blur', close);
  input.addEventListener('focus', () => {
    dismissed = false;
    if (options().length > 0 && input.value.trim()) reveal();
  });
  form.setAttribute('data-enhanced', '');
  if (input.value.trim() && document.activeElement === input) void ask(input.value);
}
