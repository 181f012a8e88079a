'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { matchesSearch, normalizeSearchText, toSearchWords } from '../../lib/league-pages/search-text';

type FaqFilterProps = {
  /** The element holding the questions (`<details data-faq>`, their text in `[data-faq-text]`), rendered by the server. */
  listId: string;
  /** The search the page was asked for (`?q=`), already applied by the server, and how many questions it matched. */
  query: string;
  matches?: number;
  texts: {
    label: string;
    hint: string;
    submit: string;
    /** The status line by number of matches: index 0 for none, and so on. */
    counts: readonly string[];
    /** "No question matches “{query}”.", with `{query}` kept. */
    none: string;
  };
};

const MAX_QUERY = 40;

/**
 * The FAQs' search box. Without script it is a GET form the server answers with the matching
 * questions; with script it filters the questions as the visitor types, keeps the address in step,
 * and opens the question a link points to (`#tickets`), showing every question again if needed.
 */
export function FaqFilter({ listId, query: initial, matches, texts }: FaqFilterProps) {
  const [query, setQuery] = useState(initial);
  const [shown, setShown] = useState<number | undefined>(initial.trim() ? matches : undefined);
  const normalized = useRef(new WeakMap<Element, string>());
  const form = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const items = document.getElementById(listId)?.querySelectorAll<HTMLElement>('[data-faq]') ?? [];
    const words = toSearchWords(query);
    let count = 0;
    for (const item of items) {
      let text = normalized.current.get(item);
      if (text === undefined) {
        text = normalizeSearchText([...item.querySelectorAll('[data-faq-text]')].map((part) => part.textContent).join(' '));
        normalized.current.set(item, text);
      }
      const match = matchesSearch(text, words);
      item.hidden = !match;
      if (match) count += 1;
    }
    setShown(words.length > 0 ? count : undefined);
    const url = new URL(window.location.href);
    if (words.length > 0) url.searchParams.set('q', query.trim());
    else url.searchParams.delete('q');
    if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
  }, [listId, query]);

  useEffect(() => {
    // Marks the box as filtering while typing, for the stylesheet and for tests to wait on.
    form.current?.setAttribute('data-enhanced', '');
    // What was typed before the script arrived counts too.
    if (input.current && input.current.value !== initial) setQuery(input.current.value);
    const openTarget = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      const target = id ? document.getElementById(id) : null;
      if (!(target instanceof HTMLDetailsElement) || !target.hasAttribute('data-faq')) return;
      if (target.hidden) {
        target.hidden = false;
        if (input.current) input.current.value = '';
        setQuery('');
      }
      target.open = true;
      target.scrollIntoView({ block: 'start' });
    };
    openTarget();
    window.addEventListener('hashchange', openTarget);
    return () => window.removeEventListener('hashchange', openTarget);
  }, [initial]);

  const onSubmit = (event: FormEvent) => event.preventDefault();
  const status = shown === undefined ? '' : shown === 0 ? texts.none.replace('{query}', query.trim()) : (texts.counts[shown] ?? '');

  return (
    <form ref={form} className="faq-search" role="search" method="get" onSubmit={onSubmit}>
      <label className="faq-search__label" htmlFor="page-faq-query">{texts.label}</label>
      <p className="faq-search__hint" id="page-faq-hint">{texts.hint}</p>
      <div className="faq-search__row">
        <input
          ref={input}
          id="page-faq-query"
          className="faq-search__input"
          type="search"
          name="q"
          defaultValue={initial}
          maxLength={MAX_QUERY}
          autoComplete="off"
          aria-describedby="page-faq-hint"
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
        <button className="faq-search__submit" type="submit">{texts.submit}</button>
      </div>
      <p className="faq-search__status" role="status">{status}</p>
    </form>
  );
}
