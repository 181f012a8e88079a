// The page's own markup reaches the first paint before the framework's script is fetched.
import { describe, expect, inject, it } from 'vitest';

const KINGS = inject('kingsUrl');

describe('the framework script', () => {
  it.each(['/en/espana', '/en/espana/matches', '/ar/espana/tables'])('is neither preloaded nor imported before the first paint on %s', async (path) => {
    const html = await (await fetch(KINGS + path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('rel="modulepreload"');
    const bootstrap = /<script id="_R_"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(bootstrap).toContain("'first-contentful-paint'");
    expect(bootstrap).toMatch(/\(\)=>import\("\/assets\/[\w.-]+\.js"\)/);
    // The entry it defers is a real file of this build.
    const entry = /import\("(\/assets\/[\w.-]+\.js)"\)/.exec(bootstrap)![1]!;
    expect((await fetch(KINGS + entry)).status).toBe(200);
  });
});
