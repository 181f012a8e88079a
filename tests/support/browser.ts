/// <reference types="node" />
// Headless Chromium (the Debian package, driven by playwright-core) and axe-core
// for the browser test project.
//
//   const browser = await launchBrowser();
//   const page = await browser.newPage();
//   await page.goto(`${inject('kingsUrl')}/en`);
//   const violations = await runAxe(page);
//   await browser.close();
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, Result, RunOptions } from 'axe-core';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type LaunchOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
] as const;

/** Launch headless Chromium. Close it (browser.close()) in afterAll. */
export async function launchBrowser(options: LaunchOptions = {}): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    timeout: 60_000,
    ...options,
    args: [...CHROMIUM_ARGS, ...(options.args ?? [])],
  });
}

let axeSource: string | undefined;
function getAxeSource(): string {
  if (axeSource === undefined) {
    const require = createRequire(import.meta.url);
    axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  }
  return axeSource;
}

// Rules axe leaves off by default that the site is held to: target-size is WCAG 2.2's 2.5.8 (24 × 24
// px, or room around a smaller target), tagged wcag22aa.
const RULES_ON: RunOptions['rules'] = { 'target-size': { enabled: true } };

/**
 * Run axe-core on the page and return its violations, target-size included.
 *
 * The site sends a strict nonce-based CSP, which blocks injected inline
 * <script> tags (page.addScriptTag). page.evaluate goes through the DevTools
 * protocol instead, which CSP does not govern, so axe is evaluated that way.
 */
export async function runAxe(page: Page, { rules, ...rest }: RunOptions = {}): Promise<Result[]> {
  // Only the violations are read. axe still runs every rule on every node, but gives each other
  // kind of result (passes, incomplete, inapplicable) at most one node, and only the violations
  // cross back from the page: serialising the passes of a big page took more than half of an
  // audit's time (ADR 067).
  const options: RunOptions = { resultTypes: ['violations'], ...rest, rules: { ...RULES_ON, ...rules } };
  const hasAxe = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  if (!hasAxe) {
    // A string is evaluated as an expression in the page; wrap it so the
    // UMD bundle runs as a statement list and defines window.axe.
    await page.evaluate(`(() => { ${getAxeSource()}\n;return true; })()`);
  }
  // Blocks below the fold wait with content-visibility: auto, unpainted until they come near, and
  // axe reads colours from what is painted. Draw everything for the audit, then put it back.
  // (Through each element's own style: the page's CSP refuses a style element made by script.)
  return page.evaluate(async (opts) => {
    const waiting = [...document.querySelectorAll<HTMLElement>('body *')].filter((element) => getComputedStyle(element).contentVisibility === 'auto');
    for (const element of waiting) element.style.contentVisibility = 'visible';
    try {
      return (await (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<AxeResults> } }).axe.run(document, opts)).violations;
    } finally {
      for (const element of waiting) element.style.removeProperty('content-visibility');
    }
  }, options as object);
}

/** One line per violation, for readable assertion messages. */
export function formatViolations(violations: Result[]): string {
  return violations
    .map((v) => `${v.id} [${v.impact ?? 'n/a'}] ${v.help} (${v.nodes.length} node${v.nodes.length === 1 ? '' : 's'}): ${v.helpUrl}`)
    .join('\n');
}

let shared: Promise<Browser> | undefined;

/** The worker process's one Chromium: launched by the first file that asks, relaunched if it went away. */
async function sharedBrowser(): Promise<Browser> {
  const current = await shared?.catch(() => undefined);
  if (current?.isConnected()) return current;
  shared = launchBrowser();
  return shared;
}

/**
 * Chromium for a test file. The browser project runs its files one after another in each worker
 * process without isolation (vitest.config.ts), so they share one Chromium, launched once per
 * process; each file closes the contexts and pages it opened when it ends.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    if (browser?.isConnected()) await Promise.all(browser.contexts().map((context) => context.close()));
  });
  return () => {
    if (!browser) throw new Error('the browser is launched before the tests run');
    return browser;
  };
}

/** Presses Tab until the focused element matches `selector`; fails when it is never reached. */
export async function tabTo(page: Page, selector: string, presses = 80): Promise<void> {
  for (let count = 0; count < presses; count++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector)) return;
  }
  throw new Error(`never reached ${selector} with Tab`);
}

/** A page of a new context at the given viewport, already at `url`. */
export async function openPage(browser: Browser, url: string, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

/** Runs `run` in a new context, closed afterwards even when the test fails inside it. */
export async function withContext<T>(browser: Browser, options: BrowserContextOptions, run: (context: BrowserContext) => Promise<T>): Promise<T> {
  const context = await browser.newContext(options);
  try {
    return await run(context);
  } finally {
    await context.close();
  }
}

/** The same, with a page of that context ready to use. */
export function withPage<T>(browser: Browser, options: BrowserContextOptions, run: (page: Page, context: BrowserContext) => Promise<T>): Promise<T> {
  return withContext(browser, options, async (context) => run(await context.newPage(), context));
}

/** Whether anything inside the page's main content reaches past the viewport's edges. */
export function mainOverflows(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main *')].some((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && (box.left < -1 || box.right > innerWidth + 1);
    }),
  );
}

/** Console errors and uncaught exceptions of the page, from now on. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
