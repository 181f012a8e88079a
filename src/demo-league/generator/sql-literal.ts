// SQLite literals and compact multi-row INSERTs for the seed file.

export type SqlValue = string | number | boolean | null;

export function sqlLiteral(value: SqlValue): string {
  if (value === null) return 'NULL';
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return String(value);
  }
  return `'${value.replaceAll("'", "''")}'`;
}

/** JSON text in a column, as the API reads it back. */
export function jsonLiteral(value: unknown): string {
  return sqlLiteral(JSON.stringify(value));
}

/**
 * INSERT statements of many rows each, every statement under `maxBytes` (D1 refuses statements
 * over 100 KB) and `maxRows` (workerd's SQLite runs out of memory parsing a few thousand tuples).
 */
export function insertStatements(table: string, columns: readonly string[], rows: readonly string[][], maxBytes = 90_000, maxRows = 500): string[] {
  const head = `INSERT INTO ${table} (${columns.join(', ')}) VALUES\n`;
  const statements: string[] = [];
  let tuples: string[] = [];
  let size = head.length;
  for (const row of rows) {
    if (row.length !== columns.length) throw new Error(`${table}: ${row.length} values for ${columns.length} columns`);
    const tuple = `(${row.join(',')})`;
    if (tuples.length > 0 && (size + tuple.length + 2 > maxBytes || tuples.length >= maxRows)) {
      statements.push(`${head}${tuples.join(',\n')};`);
      tuples = [];
      size = head.length;
    }
    tuples.push(tuple);
    size += tuple.length + 2;
  }
  if (tuples.length > 0) statements.push(`${head}${tuples.join(',\n')};`);
  return statements;
}
