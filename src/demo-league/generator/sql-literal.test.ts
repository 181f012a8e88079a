import { describe, expect, it } from 'vitest';
import { insertStatements, jsonLiteral, sqlLiteral } from './sql-literal';

describe('sqlLiteral', () => {
  it('quotes text, doubling single quotes, and writes numbers, booleans and NULL bare', () => {
    expect(sqlLiteral("Aquile d'Argento")).toBe("'Aquile d''Argento'");
    expect(sqlLiteral(3.25)).toBe('3.25');
    expect(sqlLiteral(true)).toBe('1');
    expect(sqlLiteral(null)).toBe('NULL');
    expect(jsonLiteral({ a: "it's" })).toBe(`'{"a":"it''s"}'`);
    expect(() => sqlLiteral(Number.NaN)).toThrow();
  });
});

describe('insertStatements', () => {
  const rows = Array.from({ length: 1200 }, (_, i) => [String(i), sqlLiteral(`team ${i}`)]);

  it('splits rows into statements under the size and row limits', () => {
    const statements = insertStatements('teams', ['id', 'name'], rows, 5_000, 500);
    expect(statements.length).toBeGreaterThan(3);
    for (const statement of statements) {
      expect(statement.length).toBeLessThanOrEqual(5_000);
      expect(statement).toMatch(/^INSERT INTO teams \(id, name\) VALUES\n\(.*\);$/s);
    }
    expect(statements.join('').match(/\(\d+,'team \d+'\)/g)).toHaveLength(1200);
  });

  it('refuses a row that does not fit the columns', () => {
    expect(() => insertStatements('teams', ['id', 'name'], [['1']])).toThrow();
  });
});
