import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EMBED_FRAME_STYLESHEETS, FRAME_STYLESHEETS, STYLESHEETS } from './stylesheets';

const DIR = fileURLToPath(new URL('.', import.meta.url));
const FILES = readdirSync(DIR).filter((file) => file.endsWith('.css'));
/** The design tokens: the only files that name colours. */
const isTokens = (file: string) => /^tokens(-[a-z]+)?\.css$/.test(file);

describe('the stylesheet table', () => {
  // The tokens open the frame's stylesheet (`global`) and stand alone for a widget's frame.
  it('has every stylesheet of src/styles, by its file name', () => {
    expect(Object.keys(STYLESHEETS).sort()).toEqual(FILES.map((file) => file.replace(/\.css$/, '')).sort());
  });

  it('holds text the edge can write into a <style> element as it is', () => {
    // Read from disk: the unit project does not load CSS, so the table's texts are empty here.
    for (const file of FILES) expect(readFileSync(DIR + file, 'utf8'), file).not.toMatch(/<\/style/i);
  });

  it('leaves colours to the tokens: no feature stylesheet names a hex colour of its own', () => {
    for (const file of FILES.filter((name) => !isTokens(name))) {
      expect(readFileSync(DIR + file, 'utf8'), file).not.toMatch(/#[0-9a-f]{3,8}\b/i);
    }
  });
});

describe('the frame’s stylesheets of each edition', () => {
  it('open with the frame’s own, and give the women’s pages their tokens and the men’s none of them', () => {
    expect(FRAME_STYLESHEETS.kings).toEqual(['global']);
    expect(FRAME_STYLESHEETS.queens).toEqual(['global', 'tokens-queens']);
    // A widget's frame: the tokens alone, the women's over them, then the widgets' own sheet.
    expect(EMBED_FRAME_STYLESHEETS.kings).toEqual(['tokens', 'embed']);
    expect(EMBED_FRAME_STYLESHEETS.queens).toEqual(['tokens', 'tokens-queens', 'embed']);
    const queens = readFileSync(`${DIR}tokens-queens.css`, 'utf8');
    expect(queens).toMatch(/^html\[data-edition='queens'\] \{/m);
    expect(readFileSync(`${DIR}tokens.css`, 'utf8')).not.toContain("data-edition='queens'");
  });
});
