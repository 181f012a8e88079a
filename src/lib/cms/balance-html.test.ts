import { describe, expect, it } from 'vitest';
import { balanceHtml, tokenizeHtml } from './balance-html';

const VOID = ['br', 'hr', 'img'];

describe('balanceHtml', () => {
  it.each([
    ['closes what was left open, innermost first', '<div><p>open <strong>text', '<div><p>open <strong>text</strong></p></div>'],
    ['drops a closer with nothing to close', '<p>text</p></div></main>', '<p>text</p>'],
    ['closes the inner elements a closer skips', '<div><p><em>a</div>b', '<div><p><em>a</em></p></div>b'],
    ['leaves void elements alone and drops their closers', '<p>a<br>b<img src="/x.png" alt=""></br></p>', '<p>a<br>b<img src="/x.png" alt=""></p>'],
    ['keeps balanced HTML as it is', '<ul><li><a href="#x">x</a></li></ul>', '<ul><li><a href="#x">x</a></li></ul>'],
  ])('%s', (_name, html, balanced) => {
    expect(balanceHtml(html, VOID)).toBe(balanced);
  });
});

describe('tokenizeHtml', () => {
  it('reads tags and text in order', () => {
    expect(tokenizeHtml('<p class="a">x &lt; y<br></p>', VOID)).toEqual([
      { kind: 'open', name: 'p', html: '<p class="a">' },
      { kind: 'text', html: 'x &lt; y' },
      { kind: 'void', name: 'br', html: '<br>' },
      { kind: 'close', name: 'p', html: '</p>' },
    ]);
  });
});
