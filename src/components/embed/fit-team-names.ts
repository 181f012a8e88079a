// A live widget's team names wrap at their spaces (embed-live.css). Only a word wider than its
// column, which the style breaks wherever it must, is hyphenated by the page's language instead:
// found by measuring (a word on more than one line), again whenever the frame's width changes.

const WORD = '.live-widget__word';
const HYPHENATED = 'live-widget__word--hyphenated';

function fit(): void {
  const words = [...document.querySelectorAll<HTMLElement>(WORD)];
  for (const word of words) word.classList.remove(HYPHENATED);
  // Measured first, changed after: one layout for all the words.
  const broken = words.filter((word) => word.getClientRects().length > 1);
  for (const word of broken) word.classList.add(HYPHENATED);
}

export function fitTeamNames(): void {
  fit();
  let width = innerWidth;
  addEventListener('resize', () => {
    if (innerWidth === width) return;
    width = innerWidth;
    fit();
  });
}
