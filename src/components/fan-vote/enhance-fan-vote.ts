// The fans' vote with script: the form posts by fetch and the shares are shown at once, in place,
// from the endpoint's answer (its words already in the page's language). Without script the same
// form posts and the page comes back with them (ADR 062).
import type { ShownTally } from '../../lib/fan-votes/browser';

type VoteAnswer = ShownTally & { yourVote: string };

/** The shares as the answer has them: each option's bar and per cent, the number of votes. */
export function paintShares(block: HTMLElement, { total, totalText, shares }: ShownTally): void {
  block.dataset.votes = String(total);
  for (const share of shares) {
    const row = block.querySelector<HTMLElement>(`li[data-option="${share.option}"]`);
    row?.style.setProperty('--share', `${share.percent}%`);
    const percent = row?.querySelector('.fan-vote__percent');
    if (percent) percent.textContent = share.percentText;
  }
  const totalLine = block.querySelector('.fan-vote__total');
  if (totalLine && total > 0) totalLine.textContent = totalText;
  block.querySelector<HTMLElement>('.fan-vote__results')?.removeAttribute('hidden');
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
    const body = new URLSearchParams(new FormData(form, (event as SubmitEvent).submitter) as unknown as Record<string, string>);
    buttons.forEach((button) => (button.disabled = true));
    try {
      const response = await fetch(form.action, { method: 'POST', body, headers: { accept: 'application/json' } });
      const answer = (await response.json()) as Partial<VoteAnswer> & { error?: string };
      if (!response.ok || !answer.shares) throw new Error(answer.error);
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
