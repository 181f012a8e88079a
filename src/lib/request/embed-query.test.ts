import { describe, expect, it } from 'vitest';
import { parseEmbedQuery } from './embed-query';

const parse = (search: string, widget: Parameters<typeof parseEmbedQuery>[2]) => parseEmbedQuery(search, new URLSearchParams(search), widget);

describe('a widget’s options', () => {
  it('keeps the options the widget takes, each of its shape', () => {
    expect(parse('?top=5&theme=dark&accent=%23E30613&team=12&layout=wide', 'standings')).toEqual({
      values: { top: '5', theme: 'dark', accent: '#E30613', team: '12', layout: 'wide' },
    });
    expect(parse('', 'matches')).toEqual({ values: {} });
  });

  it('refuses an option the widget does not take, naming it', () => {
    expect(parse('?utm_source=x', 'standings').refusal).toBe('Bad Request: unknown option "utm_source"');
    // Another widget's option is as unknown here.
    expect(parse('?match=3', 'standings').refusal).toMatch(/unknown option "match"/);
  });

  it('refuses a value of the wrong shape with what it should be', () => {
    expect(parse('?top=0', 'standings').refusal).toMatch(/option "top" must be a number from 1 to 40/);
    expect(parse('?top=41', 'standings').refusal).toMatch(/option "top"/);
    expect(parse('?theme=pink', 'standings').refusal).toMatch(/option "theme" must be one of light, dark, auto/);
    expect(parse('?accent=red', 'standings').refusal).toMatch(/option "accent" must be a colour like #e30613/);
    // Markup never passes a shape, and the refusal does not repeat it.
    const markup = parse('?accent=%23fff%22%3E%3Cscript%3E', 'standings').refusal!;
    expect(markup).toMatch(/option "accent"/);
    expect(markup).not.toMatch(/[<>]/);
    expect(parse('?%3Cb%3E=1', 'standings').refusal).not.toMatch(/[<>]/);
  });

  it('refuses a widget without its required option, and an option given twice', () => {
    expect(parse('', 'live').refusal).toBe('Bad Request: option "match" is required');
    expect(parse('?theme=dark', 'nextMatch').refusal).toBe('Bad Request: option "team" is required');
    expect(parse('?match=7', 'live')).toEqual({ values: { match: '7' } });
    expect(parse('?top=3&top=4', 'standings').refusal).toBe('Bad Request: option "top" is given twice');
  });

  it('refuses a query too long to be a snippet’s', () => {
    const search = `?accent=${'a'.repeat(3000)}`;
    expect(parse(search, 'standings').refusal).toBe('Bad Request: query too long');
  });
});
