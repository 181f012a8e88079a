import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { showTally, type MatchVote, type Tally } from '../../lib/fan-votes';
import { getIntl } from '../../lib/i18n/intl';
import { FanVote } from './fan-vote';

const PLAYERS = [{ option: '11', label: 'Ana Ruiz' }, { option: '12', label: 'Bea Soto' }, { option: '13', label: 'Carla Gil' }];
const labels = Object.fromEntries(PLAYERS.map(({ option, label }) => [option, label]));

function mvpBlock(lang: 'en' | 'ar', open: boolean, tally: Tally): string {
  const { t } = getIntl(lang, 'queens');
  const vote: MatchVote = { question: 'mvp', options: PLAYERS.map(({ option }) => option), open };
  return renderToStaticMarkup(
    <FanVote
      question="mvp" heading={t('fanVotes.mvp.heading')} options={PLAYERS} open={open} anchor="mvp-vote"
      closedText={t('fanVotes.mvp.closed')} tally={showTally(vote, tally, labels, t, lang)}
      place={{ lang, region: 'espana', id: 7 }} t={t}
    />,
  );
}

describe("the fans' vote block", () => {
  it('says only "no votes yet" once a vote has closed with none: no row of 0% per player', () => {
    for (const lang of ['en', 'ar'] as const) {
      const html = mvpBlock(lang, false, {});
      expect(html).toContain(`<p class="fan-vote__total">${getIntl(lang, 'queens').t('fanVotes.noVotes')}</p>`);
      expect(html).not.toContain('<li');
      expect(html).not.toContain('Ana Ruiz');
      expect(html).not.toMatch(/0\s?%|٠\s?٪/);
    }
  });

  it('keeps the rows of an open vote with none hidden, for the script to fill in', () => {
    const html = mvpBlock('en', true, {});
    expect(html).toMatch(/<ul class="fan-vote__shares" hidden="">/);
    expect(html).toContain('No votes yet.');
  });

  it('lists each share once a closed vote has votes', () => {
    const html = mvpBlock('en', false, { '11': 3, '12': 1 });
    expect(html).toMatch(/<ul class="fan-vote__shares">/);
    expect(html).toContain('75%');
    expect(html).toContain('Votes: 4');
    expect(html).not.toContain('No votes yet.');
  });
});
