/**
 * Every SQL file of the shared corpus reads to exactly the tables and columns it declares, with no
 * diagnostics — through the SQL reader and through `parse()` with input type detection. The
 * expectations in ./expected were written by reading the files, not from our parser's output.
 *
 * Reading rules (shared with the SQL reader): sqlType is the lower-case base type name without length
 * (`NVARCHAR(160)` → `nvarchar`, length 160; `NUMERIC(10,2)` → precision 10, scale 2, length null;
 * `SERIAL` → `int` auto-increment); a column is nullable unless NOT NULL or part of the primary key;
 * keys and defaults added later by ALTER TABLE count; defaults are unquoted, SQL Server's `(0)` is `0`.
 */
import { parse } from '../../src/domain/parser';
import { readSql } from '../../src/domain/parser/sql';
import { CORPUS_DIR, corpusFiles, readCorpus } from './corpus';
import { expectedFiles, type ExpectedField } from './expected';
import fs from 'node:fs';
import path from 'node:path';

/** The properties the expectations state, from a reader's RawField or a finished Field. */
const project = (f: ExpectedField): ExpectedField => ({
  columnName: f.columnName,
  sqlType: f.sqlType,
  length: f.length,
  precision: f.precision,
  scale: f.scale,
  nullable: f.nullable,
  primaryKey: f.primaryKey,
  autoIncrement: f.autoIncrement,
  defaultValue: f.defaultValue,
  comment: f.comment,
});

describe('corpus expectations', () => {
  it('cover every SQL file of the corpus', () => {
    expect(expectedFiles.map((e) => e.file).sort()).toEqual(corpusFiles('sql'));
  });

  // SOURCES.md gives each file's table and column counts, checked against real databases.
  const sources = fs.readFileSync(path.join(CORPUS_DIR, 'SOURCES.md'), 'utf8');
  it.each(expectedFiles.map((e) => [e.file, e] as const))(
    '%s: as many tables and columns as SOURCES.md counts',
    (file, e) => {
      const row = sources.split('\n').find((l) => l.startsWith(`| ${file} |`));
      expect(row).toBeDefined();
      const cells = (row as string).split('|').map((c) => c.trim());
      const [tables, cols] = cells.slice(-3, -1).map(Number);
      expect(e.tables).toHaveLength(tables);
      expect(e.tables.reduce((n, t) => n + t.fields.length, 0)).toBe(cols);
    },
  );
});

describe.each(expectedFiles.map((e) => [e.file, e] as const))('%s', (file, expected) => {
  const text = readCorpus(file);

  it('readSql detects the dialect and reads exactly the declared tables and columns', () => {
    const result = readSql(text);
    expect(result.dialect).toBe(expected.dialect);
    expect(result.diagnostics).toEqual([]);
    expect(result.tables.map((t) => t.tableName)).toEqual(expected.tables.map((t) => t.tableName));
    for (const [i, table] of expected.tables.entries()) {
      expect({ table: table.tableName, fields: result.tables[i].fields.map(project) }).toEqual({
        table: table.tableName,
        fields: table.fields,
      });
    }
  });

  it('readSql with the dialect given reads the same', () => {
    const result = readSql(text, { dialect: expected.dialect });
    expect(result.diagnostics).toEqual([]);
    expect(
      result.tables.map((t) => ({ table: t.tableName, fields: t.fields.map(project) })),
    ).toEqual(expected.tables.map((t) => ({ table: t.tableName, fields: t.fields })));
  });

  it('parse() detects SQL and its dialect and answers the same tables with no diagnostics', () => {
    const result = parse(text);
    expect({ inputType: result.inputType, dialect: result.dialect }).toEqual({
      inputType: 'sql',
      dialect: expected.dialect,
    });
    expect(result.diagnostics).toEqual([]);
    expect(
      result.tables.map((t) => ({ table: t.tableName, fields: t.fields.map(project) })),
    ).toEqual(expected.tables.map((t) => ({ table: t.tableName, fields: t.fields })));
  });
});
