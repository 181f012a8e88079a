import { readCounts } from '../../lib/browser/read-counts';
import { matchesSearch, normalizeSearchText, toSearchWords, faqSearchStatus } from '../../lib/league-pages/browser';

type Search = { form: HTMLFormElement; input: HTMLInputElement; status: Element | null; items: HTMLElement[]; texts: { counts: string[]; none: string } };

const normalizedTexts = new WeakMap<Element, string>();
function normalizedTextOf(item: HTMLElement): string {
  let text = normalizedTexts.get(item);
  if (text === undefined) {
    text = normalizeSearchText([...item.querySelectorAll('[data-faq-text]')].map((part) => part.textContent).join(' '));
    normalizedTexts.set(item, text);
  }
  return text;
}

/** Shows the questions that match what is typed, says how many, and keeps `?q=` in the address. */
function filter({ input, status, items, texts }: Search): void {
  const query = input.value;
  const words = toSearchWords(query);
  let count = 0;
  for (const item of items) {
    const match = matchesSearch(normalizedTextOf(item), words);
    item.hidden = !match;
    if (match) count += 1;
  }
  if (status) status.textContent = words.length > 0 ? faqSearchStatus(query, count, texts) : '';
  const url = new URL(window.location.href);
  if (words.length > 0) url.searchParams.set('q', query.trim());
  else url.searchParams.delete('q');
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
}

/** Opens the question the address points to (`#tickets`), showing every question again if a search hid it. */
function openTarget(search: Search): void {
  const id = decodeURIComponent(window.location.hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  if (!(target instanceof HTMLDetailsElement) || !target.hasAttribute('data-faq')) return;
  if (target.hidden) {
    search.input.value = '';
    filter(search);
  }
  target.open = true;
  target.scrollIntoView({ block: 'start' });
}

/**
 * The FAQ search filters as the visitor types. What was typed before the script arrived counts
 * too; the form stays a GET form the server answers when there is no script.
 */
export function enhanceFaqSearch(): void {
  const form = document.querySelector<HTMLFormElement>('form.faq-search[data-faq-list]');
  const input = form?.querySelector<HTMLInputElement>('input[name="q"]');
  if (!form || !input) return;
  const list = document.getElementById(form.dataset.faqList ?? '');
  const search: Search = {
    form,
    input,
    status: form.querySelector('.faq-search__status'),
    items: [...(list?.querySelectorAll<HTMLElement>('[data-faq]') ?? [])],
    texts: { counts: readCounts(form), none: form.dataset.none ?? '' },
  };
  form.addEventListener('submit', (event) => event.preventDefault());
  input.addEventListener('input', () => filter(search));
  if (input.value !== input.defaultValue) filter(search);
  openTarget(search);
  window.addEventListener('hashchange', () => openTarget(search));
  // Marks the box as filtering while typing, for the stylesheet and for tests to wait on.
  form.setAttribute('data-enhanced', '');
}
