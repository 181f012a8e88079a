import { describe, expect, it } from 'vitest';
import { iframeSnippet, scriptSnippet, widgetPath } from './embed-snippets';
import { parseEmbedQuery } from '../request/embed-query';
import { resolvePage } from '../routing/resolve-page';

const choice = { widget: 'nextMatch', region: 'espana', lang: 'es', options: { team: '12', accent: '#e30613' } } as const;

describe('the snippets of the For media page', () => {
  it('name a widget address that resolves to that widget, with options it takes', () => {
    const path = widgetPath(choice);
    expect(path).toBe('/embed/es/espana/next-match?team=12&accent=%23e30613');
    const url = new URL(path, 'https://kingsleague.pro');
    const resolution = resolvePage(url.pathname, { edition: 'kings' });
    expect(resolution).toMatchObject({ kind: 'page', routeId: 'embedNextMatch', lang: 'es' });
    expect(parseEmbedQuery(url.search, url.searchParams, 'nextMatch').refusal).toBeUndefined();
  });

  it('write the one line of embed.js with the options as data attributes', () => {
    expect(scriptSnippet(choice, 'https://kingsleague.pro')).toBe(
      '<script src="https://kingsleague.pro/embed.js" data-widget="next-match" data-region="espana" data-lang="es" data-team="12" data-accent="#e30613" async></script>',
    );
  });

  it('write a plain iframe with its address escaped as an attribute', () => {
    const snippet = iframeSnippet({ ...choice, options: { team: '1"2' } }, 'https://kingsleague.pro', 'Next "match"', 200);
    expect(snippet).toContain('src="https://kingsleague.pro/embed/es/espana/next-match?team=1%222"');
    expect(snippet).toContain('title="Next &quot;match&quot;"');
    expect(snippet).toContain('height="200"');
  });
});
