// The figures a reading of the house gives a newcomer (issue 40), each counted here so a change that
// makes one worse fails: the pipeline's steps, the size of the files, the decisions on record. The
// others are counted where they belong: import loops and crossings of a feature's front doors by
// front-doors.test.ts (every rule of .dependency-cruiser.cjs, no-circular among them), the README's
// length by front-page.test.ts, the answer's kind asked of the path by answer-kind.test.ts, and the
// simulators' first-visit JavaScript by tests/browser/simulator-weight.test.ts and the bench's
// js-weight (its budget in bench/support.mjs).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PIPELINE } from '../../src/pipeline';
import { readSource, root, sourceFiles } from './source-files';

/** The request pipeline's steps (src/pipeline.ts): the figure may only fall. */
const PIPELINE_STEPS = 8;

/** Lines a production file of src may have; the few longer ones have a ceiling of their own and a reason. */
const FILE_LINES = 250;
const LONGER_FILES: Record<string, { lines: number; why: string }> = {
  'src/config/routes.ts': { lines: 540, why: 'the route table: one record per route, data and not code (ADR 001, 037)' },
};
/** The median production file of src, in lines: small files that each own one thing. */
const MEDIAN_LINES = 60;

/** Decisions on record when the house was last read (issue 40): none is lost. */
const DECISIONS_AT_LEAST = 54;

const lineCount = (file: string) => readSource(file).split('\n').length;

describe('the figures of the house', () => {
  it(`runs at most ${PIPELINE_STEPS} pipeline steps`, () => {
    expect(PIPELINE.length).toBeGreaterThan(0);
    expect(PIPELINE.length).toBeLessThanOrEqual(PIPELINE_STEPS);
  });

  it(`keeps each production file of src to ${FILE_LINES} lines, but for a few with a reason, and the median to ${MEDIAN_LINES}`, () => {
    const files = sourceFiles('src');
    const sizes = new Map(files.map((file) => [file, lineCount(file)]));
    const over = [...sizes].filter(([file, lines]) => lines > (LONGER_FILES[file]?.lines ?? FILE_LINES)).map(([file, lines]) => `${file}: ${lines}`);
    expect(over).toEqual([]);
    // A ceiling for a file that is gone or back under the common one is dropped.
    expect(Object.keys(LONGER_FILES).filter((file) => !((sizes.get(file) ?? 0) > FILE_LINES))).toEqual([]);
    const sorted = [...sizes.values()].sort((a, b) => a - b);
    expect(sorted[Math.floor(sorted.length / 2)]).toBeLessThanOrEqual(MEDIAN_LINES);
  });

  it(`keeps every decision on record, at least ${DECISIONS_AT_LEAST}, each numbered once and in the template's shape`, () => {
    const folder = join(root, 'docs', 'decisions');
    const records = readdirSync(folder).filter((name) => /^\d{3}-.+\.md$/.test(name) && !name.startsWith('000-'));
    const numbers = records.map((name) => name.slice(0, 3));
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers.length).toBeGreaterThanOrEqual(DECISIONS_AT_LEAST);
    const misshapen = records.filter((name) => {
      const text = readSource(join('docs', 'decisions', name));
      return !text.startsWith(`# ${name.slice(0, 3)}. `) || !['## Context', '## Decision', '## Consequences'].every((heading) => text.includes(`\n${heading}\n`));
    });
    expect(misshapen).toEqual([]);
  });
});
