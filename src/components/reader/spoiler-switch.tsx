'use client';

import { useEffect } from 'react';
import { announce, resultsHiddenAt, setSpoilersOff, useSpoilersOff } from './reader-prefs';

type SpoilerSwitchProps = { label: string; hidden: string; shown: string };

// A shared `?spoilers=off` link has done its work once stored; the address then reads as any other.
function forgetSpoilersQuery() {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('spoilers')) return;
  url.searchParams.delete('spoilers');
  history.replaceState(history.state, '', url);
}

/**
 * The header's spoiler-free switch. It also answers every "show score" and "show table" button
 * on the page: one listener for all of them, so the buttons themselves are plain server markup.
 */
export function SpoilerSwitch({ label, hidden, shown }: SpoilerSwitchProps) {
  const off = useSpoilersOff();

  useEffect(() => {
    const reveal = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.('[data-reveal]');
      const scope = button?.closest<HTMLElement>('[data-spoiler-scope]');
      if (!scope || !resultsHiddenAt(scope)) return;
      scope.setAttribute('data-revealed', '');
      // The button goes away with the secret; focus moves to what it revealed, which is read out.
      scope.tabIndex = -1;
      scope.focus();
    };
    document.addEventListener('click', reveal);
    return () => document.removeEventListener('click', reveal);
  }, []);

  const toggle = () => {
    setSpoilersOff(!off);
    forgetSpoilersQuery();
    announce(off ? shown : hidden);
  };
  return (
    <button type="button" className="spoiler-switch reader-control" aria-pressed={off} onClick={toggle}>
      <svg className="spoiler-switch__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
        <circle cx="12" cy="12" r="3" />
        <path className="spoiler-switch__slash" d="M4 4l16 16" />
      </svg>
      <span className="spoiler-switch__label">{label}</span>
    </button>
  );
}
