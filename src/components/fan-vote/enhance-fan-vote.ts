// The fans' vote with script: the form posts by fetch and the shares are shown at once, in place,
// from the endpoint's answer (its words already in the page's language). Without script the same
// form posts and the page comes back with them (ADR 062).
import { sharesOf, type ShownTally, type Tally } from '../../lib/fan-votes/browser';

type VoteAnswer = ShownTally & { yourVote: string };

/** The shares as the answer has them: each option's bar and per cent, the number of votes; shown. */
export function paintShares(block: HTMLElement, tally: ShownTally): void {
  drawShares(block, tally);
  block.querySelector<HTMLElement>('.fan-vote__results')?.removeAttribute('hidden');
}

/**
 * The counts the live socket brings (ADR 062), drawn in place in the page's language; the shares
 * stay hidden on a page that has not voted yet (its `data-votes` still follows the total).
 */
export function paintLiveTally(block: HTMLElement, tally: Tally): void {
  const lang = document.documentElement.lang || undefined;
  const options = [...block.querySelectorAll<HTMLElement>('li[data-option]')].map((row) => row.dataset.option!);
  const { total, shares } = sharesOf(tally, options);
  if (total < Number(block.dataset.votes ?? 0)) return;
  const percent = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 });
  drawShares(block, {
    total,
    totalText: (block.dataset.totalText ?? '{count}').replace('{count}', new Intl.NumberFormat(lang).format(total)),
    shares: shares.map((share) => ({ option: share.option, label: '', percent: share.percent, percentText: percent.format(share.percent / 100) })),
  });
}

function drawShares(block: HTMLElement, { total, totalText, shares }: ShownTally): void {
  block.dataset.votes = String(total);
  for (const share of shares) {
    const row = block.querySelector<HTMLElement>(`li[data-option="${share.option}"]`);
    row?.style.setProperty('--share', `${share.percent}%`);
    const percent = row?.querySelector('.fan-vote__percent');
    if (percent) percent.textContent = share.percentText;
  }
  if (total === 0) return;
  block.querySelector<HTMLElement>('.fan-vote__shares')?.removeAttribute('hidden');
  const totalLine = block.querySelector('.fan-vote__total');
  if (totalLine) totalLine.textContent = totalText;
}

function say(block: HTMLElement, text: string): void {
  let line = block.querySelector('.fan-vote__error');
  if (!line) {
    line = document.createElement('p');
    line.className = 'fan-vote__error';
    line.setAttribute('role', 'alert');
    block.querySelector('.fan-vote__form')?.after(line);
  }
  line.textContent = text;
}

export function enhanceFanVote(block: HTMLElement): void {
  const form = block.querySelector<HTMLFormElement>('form.fan-vote__form');
  if (!form) return;
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const buttons = [...form.querySelectorAll('button')];
    const body = new URLSearchParams([...new FormData(form, (event as SubmitEvent).submitter)].map(([name, value]) => [name, String(value)]));
    buttons.forEach((button) => (button.disabled = true));
    try {
      const response = await fetch(form.action, { method: 'POST', body, headers: { accept: 'application/json' } });
      const answer = (await response.json().catch(() => ({}))) as Partial<VoteAnswer> & { error?: string };
      // Too busy (503): a calm "try again in a moment", the form and the shares as they were.
      if (!response.ok || !answer.shares) throw new Error(answer.error || (response.status === 503 ? block.dataset.voteBusy : undefined));
      paintShares(block, answer as VoteAnswer);
      form.remove();
      block.querySelector('.fan-vote__error')?.remove();
      block.querySelector('.fan-vote__mine')!.textContent = answer.yourVote ?? '';
    } catch (error) {
      buttons.forEach((button) => (button.disabled = false));
      say(block, (error instanceof Error && error.message) || block.dataset.voteFailed || '');
    }
  });
}
