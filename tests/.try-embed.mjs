import { createServer } from 'node:http';
import { chromium } from 'playwright-core';
const site = process.argv[2] ?? 'http://127.0.0.1:8961';
const lang = process.argv[3] ?? 'en';
const width = Number(process.argv[4] ?? 320);
const html = `<!doctype html><html><head><title>Host</title></head><body><h1>Host page</h1>
<div style="display:flex;gap:8px;flex-wrap:wrap"><div style="flex:1 1 300px">
<script src="${site}/embed.js" data-widget="standings" data-region="espana" data-lang="${lang}" data-top="5" data-theme="dark" async></script></div>
<div style="flex:1 1 300px"><script src="${site}/embed.js" data-widget="matches" data-region="espana" data-lang="${lang}" async></script></div></div>
<script src="${site}/embed.js" data-widget="standings" data-region="espana" data-lang="${lang}" data-bogus="1" async></script>
<iframe id="plain" src="${site}/${lang}/espana" title="not embeddable"></iframe>
</body></html>`;
const server = createServer((req, res) => { res.setHeader('content-type', 'text/html'); res.end(html); }).listen(0, '127.0.0.1');
await new Promise((r) => server.on('listening', r));
const host = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless'] });
const page = await browser.newPage({ viewport: { width, height: 900 } });
page.on('console', (m) => console.log('console', m.type(), m.text()));
await page.goto(host);
await page.waitForTimeout(4000);
for (const frame of page.frames()) {
  if (frame === page.mainFrame()) continue;
  let info;
  try { info = await frame.evaluate(() => ({ dir: document.dir, h: document.documentElement.scrollHeight, ih: innerHeight, sw: document.documentElement.scrollWidth, iw: innerWidth, text: document.body?.innerText.slice(0, 120) })); } catch (e) { info = String(e).slice(0, 100); }
  const el = await frame.frameElement();
  const box = await el.boundingBox();
  console.log(frame.url().slice(0, 90), JSON.stringify(box), JSON.stringify(info));
}
await page.screenshot({ path: `/tmp/embedtry/host-${lang}-${width}.png`, fullPage: true });
await browser.close(); server.close();
