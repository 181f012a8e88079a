// MessageId is built from the English set of each feature (src/lib/i18n/messages.ts), which a
// feature declares in the open interface FeatureMessageSets from its own code (ADR 045). The
// runtime finds every folder of messages/features by itself; this checks that the type knows of
// each, so no feature's ids are missing from it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { declaredFeatureSets } from './feature-message-sets';

const root = join(import.meta.dirname, '..', '..');
const features = readdirSync(join(root, 'messages', 'features'));
const sources = (readdirSync(join(root, 'src'), { recursive: true }) as string[])
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => readFileSync(join(root, 'src', file), 'utf8'))
  .filter((text) => text.includes('interface FeatureMessageSets'));

describe('the feature message sets in MessageId', () => {
  const declared = new Map(sources.flatMap((text) => [...declaredFeatureSets(text)]));

  it('reads a declaration as written in messages.ts or a front door', () => {
    const text = "import type partnersEn from '../../../messages/features/partners/en.json';\n  partners: typeof partnersEn;";
    expect([...declaredFeatureSets(text)]).toEqual([['partners', 'partners']]);
  });

  it('declare every folder of messages/features under its own name, and only those', () => {
    expect(features.length).toBeGreaterThan(10);
    expect([...declared.keys()].sort()).toEqual([...features].sort());
    for (const [name, folder] of declared) expect(folder, name).toBe(name);
  });
});
