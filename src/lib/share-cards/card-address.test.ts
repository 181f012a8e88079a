import { describe, expect, it } from 'vitest';
import { cardFileName, cardPath, readCardFileName } from './card-address';

describe('a card’s address', () => {
  it('hangs from its page and carries its version', () => {
    expect(cardPath('/en/espana/tables', '0123456789abcd')).toBe('/en/espana/tables/card.0123456789abcd.png');
    expect(readCardFileName(cardFileName('0123456789abcd'))).toBe('0123456789abcd');
  });

  it('reads no version from any other name', () => {
    for (const name of ['card.png', 'card.0123456789ABCD.png', 'card.0123456789abc.png', 'card.0123456789abcde.png', 'card.0123456789abcd.jpg', 'crest.0123456789abcd.png', `card.${'a'.repeat(5000)}.png`]) {
      expect(readCardFileName(name), name.slice(0, 40)).toBeUndefined();
    }
  });
});
