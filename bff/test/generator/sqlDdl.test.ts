import type { Field, SqlDialect, Table } from '../../../src/contract/text';
import { fieldKind } from '../../src/domain/generator/context';
import { parse } from '../../src/domain/parser';
import { corpusTables, renderBuiltin } from './corpusGroups';

/**
 * sql-ddl is dialect conversion: its schema.sql for each dialect must read back with our parser
 * (in that dialect, no diagnostics) as the same tables: names, columns, nullability, keys, and types
 * of the same family with the same lengths, precisions and scales where the dialect keeps them.
 */
const DIALECTS = ['mysql', 'postgresql', 'oracle', 'sqlserver', 'sqlite'] as const;
type Dialect = (typeof DIALECTS)[number];

type Family =
  'int' | 'decimal' | 'float' | 'string' | 'temporal' | 'boolean' | 'binary' | 'json' | 'other';
const FAMILY: Record<string, Family> = {
  integer: 'int',
  long: 'int',
  decimal: 'decimal',
  float: 'float',
  string: 'string',
  text: 'string',
  uuid: 'string',
  date: 'temporal',
  datetime: 'temporal',
  time: 'temporal',
  boolean: 'boolean',
  binary: 'binary',
  json: 'json',
  other: 'other',
};
const familyOf = (f: Field): Family => FAMILY[fieldKind(f)];

/** What a dialect cannot keep: SQLite stores dates as TEXT and booleans as INTEGER, and so on. */
const ALLOWED: Record<Dialect, [Family, Family][]> = {
  mysql: [],
  postgresql: [],
  // NUMBER(19) is Oracle's usual BIGINT; it holds more than a Java long, so it reads back as decimal.
  oracle: [
    ['int', 'decimal'],
    ['boolean', 'int'],
    ['json', 'string'],
  ],
  sqlserver: [['json', 'string']],
  sqlite: [
    ['temporal', 'string'],
    ['boolean', 'int'],
    ['json', 'string'],
    ['decimal', 'float'],
  ],
};

/** Oracle names are upper-cased (quoted and unquoted names then match). */
const sameName = (d: Dialect, a: string, b: string) =>
  d === 'oracle' ? a.toUpperCase() === b.toUpperCase() : a === b;

function differences(d: Dialect, before: Table[], after: Table[]): string[] {
  const out: string[] = [];
  if (after.length !== before.length) out.push(`${before.length} tables became ${after.length}`);
  before.forEach((t, i) => {
    const u = after[i];
    if (!u) return;
    if (!sameName(d, t.tableName, u.tableName))
      out.push(`table ${t.tableName} became ${u.tableName}`);
    // SQLite keeps no table comments; the schema carries them as a -- line.
    if (u.comment !== t.comment && d !== 'sqlite')
      out.push(
        `${t.tableName} comment ${JSON.stringify(t.comment)} → ${JSON.stringify(u.comment)}`,
      );
    if (u.fields.length !== t.fields.length)
      out.push(`${t.tableName}: ${t.fields.length} columns became ${u.fields.length}`);
    t.fields.forEach((a, j) => {
      const b = u.fields[j];
      const where = `${t.tableName}.${a.columnName}`;
      if (!b) return;
      if (!sameName(d, a.columnName, b.columnName)) out.push(`${where} became ${b.columnName}`);
      if (a.nullable !== b.nullable && !a.primaryKey)
        out.push(`${where} nullable ${a.nullable} → ${b.nullable}`);
      if (a.comment !== b.comment)
        out.push(`${where} comment ${JSON.stringify(a.comment)} → ${JSON.stringify(b.comment)}`);
      if (a.unique !== b.unique && !a.primaryKey)
        out.push(`${where} unique ${a.unique} → ${b.unique}`);
      // MySQL allows no literal default on TEXT, BLOB and JSON columns.
      const mysqlDrops = d === 'mysql' && ['text', 'binary', 'json'].includes(fieldKind(b));
      if (
        (a.defaultValue === null) !== (b.defaultValue === null) &&
        !a.autoIncrement &&
        !mysqlDrops
      ) {
        out.push(`${where} default ${a.defaultValue} → ${b.defaultValue}`);
      }
      if (a.primaryKey !== b.primaryKey)
        out.push(`${where} primaryKey ${a.primaryKey} → ${b.primaryKey}`);
      // SQLite auto-assigns a lone INTEGER PRIMARY KEY (the rowid), so the parser reports it as such.
      const rowid =
        d === 'sqlite' && b.primaryKey && u.fields.filter((f) => f.primaryKey).length === 1;
      if (a.autoIncrement !== b.autoIncrement && !(rowid && b.autoIncrement)) {
        out.push(`${where} autoIncrement ${a.autoIncrement} → ${b.autoIncrement}`);
      }
      const fa = familyOf(a);
      const fb = familyOf(b);
      if (fa !== fb && !ALLOWED[d].some(([x, y]) => x === fa && y === fb)) {
        out.push(`${where} ${a.sqlType} (${fa}) became ${b.sqlType} (${fb})`);
      }
      if (
        d !== 'sqlite' &&
        fa === 'string' &&
        fb === 'string' &&
        fieldKind(a) === 'string' &&
        fieldKind(b) === 'string' &&
        a.length !== null &&
        b.length !== a.length
      ) {
        out.push(`${where} length ${a.length} → ${b.length}`);
      }
      if (
        d !== 'sqlite' &&
        fa === 'decimal' &&
        fb === 'decimal' &&
        a.precision !== null &&
        (b.precision !== a.precision || (b.scale ?? 0) !== (a.scale ?? 0))
      ) {
        out.push(`${where} ${a.precision},${a.scale} → ${b.precision},${b.scale}`);
      }
    });
  });
  return out;
}

const corpus = corpusTables();

describe.each(DIALECTS)('sql-ddl for %s', (dialect) => {
  it.each(corpus.map((c) => [c.file, c.tables] as const))(
    '%s re-parses to the same tables',
    (_file, tables) => {
      const files = renderBuiltin('sql-ddl', tables, { dialect });
      expect(files.map((f) => f.path)).toEqual(['schema.sql']);
      const result = parse(files[0].content, { inputType: 'sql', dialect: dialect as SqlDialect });
      expect(result.diagnostics).toEqual([]);
      expect(differences(dialect, tables, result.tables)).toEqual([]);
    },
  );
});
