import { createServer } from 'node:http';
import { chromium } from 'playwright-core';
const [site, lang, widthArg, out] = process.argv.slice(2);
const width = Number(widthArg);
const centre = await (await fetch(`${site}/api/live/match-centre?region=espana&lang=en`)).json();
const matches = centre.turns.flatMap((t) => t.matches);
const live = matches.find((m) => m.displayStatus === 'live') ?? matches[0];
const tag = (w, opts) => `<div style="flex:1 1 300px;min-width:0"><script src="${site}/embed.js" data-widget="${w}" data-region="espana" data-lang="${lang}" ${opts} async></script></div>`;
const html = `<!doctype html><html><head><meta name="viewport" content="width=device-width"><title>Host</title></head><body style="margin:8px;font-family:serif"><h1>Partner news</h1>
<div style="display:flex;gap:8px;flex-wrap:wrap">${tag('standings', 'data-top="6" data-team="' + live.homeTeamId + '"')}${tag('live', 'data-match="' + live.id + '" data-theme="dark"')}${tag('next-match', 'data-team="' + live.awayTeamId + '" data-accent="#1d4ed8"')}${tag('matches', 'data-layout="wide"')}</div></body></html>`;
const server = createServer((req, res) => { res.setHeader('content-type', 'text/html'); res.end(html); }).listen(0, '127.0.0.1');
await new Promise((r) => server.on('listening', r));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless'] });
const page = await browser.newPage({ viewport: { width, height: 900 } });
page.on('console', (m) => m.type() === 'error' && console.log('console', m.text()));
await page.goto(`http://127.0.0.1:${server.address().port}/`);
await page.waitForTimeout(5000);
for (const frame of page.frames().slice(1)) {
  const box = await (await frame.frameElement()).boundingBox();
  const info = await frame.evaluate(() => ({ main: Math.ceil(document.querySelector('main').getBoundingClientRect().height), sh: document.documentElement.scrollHeight, ih: innerHeight, sw: document.documentElement.scrollWidth, iw: innerWidth, dir: document.dir, scheme: document.documentElement.dataset.scheme ?? 'auto' }));
  console.log(new URL(frame.url()).pathname + new URL(frame.url()).search, Math.round(box.width) + 'x' + Math.round(box.height), JSON.stringify(info));
}
await page.screenshot({ path: out, fullPage: true });
await browser.close(); server.close();
