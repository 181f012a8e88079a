// The Worker's environment typed once (ADR 070): src/bindings.ts types what the runtime hands every
// entry, src/env.ts parses its vars, and no production module casts its way past either. The live
// objects keep the demo's faults out of their classes: the demo Worker's entry adds them.
import { describe, expect, it } from 'vitest';
import { readSource, sourceFiles } from './source-files';

/** Production modules that may still cast through `unknown`, each with its reason. None today. */
const DOUBLE_CAST_ALLOWED: Record<string, string> = {};

/** A namespace type spelled out: the shape of a Durable Object binding. */
const NAMESPACE_TYPE = /idFromName\s*\(\s*name\s*:\s*string\s*\)/g;

/** A var compared with a raw switch value, where src/env.ts has made it a boolean. */
const RAW_SWITCH = /\b(env|bindings|vars)\??\.[A-Z][A-Z0-9_]*\s*[!=]==\s*'(on|off)'/;

/** The production object classes: they follow their match and their pages, and hold no demo hook. */
const OBJECT_CLASSES = ['src/cloudflare/live-match-watcher.ts', 'src/cloudflare/live-match-relay.ts', 'src/cloudflare/match-votes.ts', 'src/cloudflare/relay-fleet.ts', 'src/cloudflare/page-socket-object.ts'];

/** Every entry the runtime calls, each typed by src/bindings.ts (the card Worker by its own, empty, environment). */
const ENTRIES = [
  'src/middleware/types.ts', // the pages and the endpoints (the pipeline's bindings)
  'src/cloudflare/built-app.ts', // fetch, the minute cron and the alerts' Queue consumer
  'src/cloudflare/page-socket-object.ts', // the watcher and the relays
  'src/cloudflare/match-votes.ts',
  'src/share-card-worker/card-entry.ts',
];

describe('the Worker environment, typed once', () => {
  const files = sourceFiles('src');

  it('is never reached through a cast by way of unknown', () => {
    expect(files.length).toBeGreaterThan(100);
    // Test support kept beside the code (a `testing` module or folder) is not production code.
    const production = files.filter((file) => !/\/testing(\/|\.tsx?$)/.test(file));
    const casting = production.filter((file) => readSource(file).includes('as unknown as'));
    expect(casting.filter((file) => !(file in DOUBLE_CAST_ALLOWED))).toEqual([]);
    // An allowance that is no longer used goes.
    expect(Object.keys(DOUBLE_CAST_ALLOWED).filter((file) => !casting.includes(file))).toEqual([]);
  });

  it('declares the Durable Object namespace type once, in src/bindings.ts', () => {
    const declaring = files.flatMap((file) => (readSource(file).match(NAMESPACE_TYPE) ?? []).map(() => file));
    expect(declaring).toEqual(['src/bindings.ts']);
  });

  it('reads switches parsed, never compared raw outside src/env.ts', () => {
    expect(files.filter((file) => file !== 'src/env.ts' && RAW_SWITCH.test(readSource(file)))).toEqual([]);
  });

  it('is the type of every entry', () => {
    expect(ENTRIES.filter((file) => !/\b(WorkerBindings|CardWorkerBindings)\b[^;]*from '(\.\.?\/)+bindings'/.test(readSource(file)))).toEqual([]);
  });
});

describe('the live objects', () => {
  it('hold none of the demo faults: the demo entry adds them', () => {
    const hooks = /RELAY_PATHS\.fail|VOTE_PATHS\.forget|demo/i;
    expect(OBJECT_CLASSES.filter((file) => hooks.test(readSource(file)))).toEqual([]);
    expect(readSource('src/cloudflare/demo-entry.ts')).toMatch(/RELAY_PATHS\.fail|demo-faults/);
  });

  it('leave the relay fleet to its own module: the watcher follows its match', () => {
    const watcher = readSource('src/cloudflare/live-match-watcher.ts');
    expect(watcher).not.toMatch(/relayRoutes|relaysNeeded|hubName/);
    expect(readSource('src/cloudflare/relay-fleet.ts')).toMatch(/relayRoutes/);
    expect(watcher.split('\n').length).toBeLessThan(250);
  });

  it('share one base for their constructor, request routing and settling of waiting pages', () => {
    for (const file of ['src/cloudflare/live-match-watcher.ts', 'src/cloudflare/live-match-relay.ts']) {
      const source = readSource(file);
      expect(source, file).toMatch(/extends PageSocketObject/);
      expect(source, file).not.toMatch(/setWebSocketAutoResponse|settleWaiting\s*\(\s*broadcast/);
    }
  });
});
