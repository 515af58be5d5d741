import fs from 'node:fs';
import path from 'node:path';
import type { Field, Table } from '../../../src/contract/text';
import { fieldKind } from '../../src/domain/generator/context';
import { planSchema, type DdlTable } from '../../src/domain/generator/ddlPlan';
import { defaultValueFor } from '../../src/domain/generator/sqlDialect';
import { parse } from '../../src/domain/parser';
import { corpusFiles, readCorpus } from '../parser/corpus';
import { corpusTables, renderBuiltin } from './corpusGroups';
import {
  mariadbEngine,
  postgresEngine,
  sqliteEngine,
  type CatalogColumn,
  type CatalogTable,
  type Engine,
} from './engines';

/**
 * The sql-ddl group's schema.sql run on the real engines: SQLite always, MariaDB when TEST_MYSQL_URL
 * is set and PostgreSQL when TEST_POSTGRES_URL is set (CI sets both). Each engine's catalog must
 * report the source tables: names, columns, nullability, primary keys, auto-increment, defaults and
 * comments. What a dialect cannot keep is the short list below (docs/generator.md repeats it);
 * anything else that differs fails.
 */

type Dialect = 'mysql' | 'postgresql' | 'sqlite';

const FIXTURES = path.join(__dirname, 'fixtures');

const JAVA_CLASS = `
/** An order as the shop stores it. */
public class Order {
    /** Order number */
    private Long id;
    private String select;
    private java.math.BigDecimal total;
    private Boolean paid;
    private java.time.LocalDateTime createdAt;
    private java.util.List<String> tags;
    private Customer customer;
}
`;

function inputs(): { name: string; tables: Table[] }[] {
  const out = corpusTables().map((c) => ({ name: c.file, tables: c.tables }));
  for (const file of ['engineRules.sqlserver.sql', 'engineRules.postgresql.sql']) {
    out.push({
      name: file,
      tables: parseClean(fs.readFileSync(path.join(FIXTURES, file), 'utf8'), 'sql', file),
    });
  }
  for (const file of corpusFiles('json')) {
    out.push({ name: file, tables: parseClean(readCorpus(file), 'json', file) });
  }
  out.push({ name: 'Order.java', tables: parseClean(JAVA_CLASS, 'java', 'Order.java') });
  return out;
}

function parseClean(text: string, inputType: 'sql' | 'json' | 'java', name: string): Table[] {
  const result = parse(text, { inputType });
  if (result.diagnostics.length > 0 || result.tables.length === 0) {
    throw new Error(`${name} does not parse cleanly: ${JSON.stringify(result.diagnostics)}`);
  }
  return result.tables;
}

/**
 * What each dialect cannot keep, as checks: a difference passes only when one of these names it.
 * Every entry is also in docs/generator.md.
 */
const NAME_LIMIT: Record<Dialect, number> = { mysql: 64, postgresql: 63, sqlite: Infinity };
const nameBytes = (d: Dialect, name: string) =>
  d === 'postgresql' ? Buffer.byteLength(name) : [...name].length;

/** A clock or call default as one word: `now()`, `getdate()`, `current_timestamp()` → current_timestamp. */
function normalDefault(value: string | null): string | null {
  if (value === null) return null;
  let v = value.trim();
  for (;;) {
    const before = v;
    v = v.replace(/::[a-z ]+(\(\d+(,\s*\d+)?\))?(\[\])?$/i, '').trim();
    if (/^\(.*\)$/s.test(v)) v = v.slice(1, -1).trim();
    if (v === before) break;
  }
  if (/^'.*'$/s.test(v)) v = v.slice(1, -1).replace(/''/g, "'");
  const lower = v.toLowerCase();
  if (lower === 'null') return null;
  if (
    ['now()', 'current_timestamp()', 'current_timestamp', 'getdate()', 'localtimestamp'].includes(
      lower,
    )
  ) {
    return 'current_timestamp';
  }
  if (['current_date', 'curdate()'].includes(lower)) return 'current_date';
  if (['true', "b'1'"].includes(lower)) return '1';
  if (['false', "b'0'"].includes(lower)) return '0';
  if (/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(v)) return String(Number(v));
  return v;
}

function expectedDefault(field: Field, d: Dialect, autoKept: boolean): string | null {
  // An identity column's default is the identity; a function of the source database
  // (newid(), nextval('…')) has no meaning elsewhere, so the conversion drops it.
  if (autoKept || defaultValueFor(field, d) === '') return null;
  return normalDefault(field.defaultValue);
}

function differences(
  d: Dialect,
  source: Table[],
  plan: DdlTable[],
  catalog: CatalogTable[],
): string[] {
  const out: string[] = [];
  const byName = new Map(catalog.map((t) => [t.name, t]));
  const taken = new Set<string>();
  if (catalog.length !== source.length)
    out.push(`${source.length} tables became ${catalog.length}`);
  source.forEach((table, i) => {
    const planned = plan[i];
    const created = byName.get(planned.name);
    out.push(...renamed(d, 'table', table.tableName, planned.name, taken));
    if (!created) {
      out.push(`table ${planned.name} was not created`);
      return;
    }
    // SQLite keeps no comments (the schema carries them as -- lines)
    if (
      created.comment !== null &&
      created.comment !== table.comment.replace(/\s*[\r\n]+\s*/g, ' ')
    ) {
      out.push(
        `${planned.name} comment ${JSON.stringify(table.comment)} → ${JSON.stringify(created.comment)}`,
      );
    }
    const columnsTaken = new Set<string>();
    if (created.columns.length !== table.fields.length) {
      out.push(`${planned.name}: ${table.fields.length} columns became ${created.columns.length}`);
    }
    const expectedKey = table.fields
      .filter((f) => f.primaryKey)
      .map((f) => planned.columns[table.fields.indexOf(f)].name);
    if (JSON.stringify(created.primaryKey) !== JSON.stringify(expectedKey)) {
      out.push(
        `${planned.name} primary key ${expectedKey.join(',')} → ${created.primaryKey.join(',')}`,
      );
    }
    table.fields.forEach((field, j) => {
      const column = planned.columns[j];
      const where = `${planned.name}.${column.name}`;
      out.push(...renamed(d, 'column', field.columnName, column.name, columnsTaken));
      const got: CatalogColumn | undefined = created.columns[j];
      if (!got || got.name !== column.name) {
        out.push(`${where} is missing (found ${got?.name})`);
        return;
      }
      // One auto-increment column a table (MySQL), on an integer type, and on SQLite only a lone
      // INTEGER PRIMARY KEY: the plan names each one it drops, and only for those reasons.
      const lostAuto = planned.lost.some((l) =>
        l.startsWith(`${field.columnName} is not auto-increment:`),
      );
      const autoKept = field.autoIncrement && !lostAuto;
      if (got.autoIncrement !== autoKept)
        out.push(`${where} autoIncrement ${autoKept} → ${got.autoIncrement}`);
      if (lostAuto && d === 'postgresql' && fieldKind(field) !== 'decimal') {
        out.push(`${where} lost its identity, which PostgreSQL keeps`);
      }
      // A key or identity column is NOT NULL in every engine.
      const notNull = !field.nullable || field.primaryKey || autoKept;
      if (got.notNull !== notNull) out.push(`${where} NOT NULL ${notNull} → ${got.notNull}`);
      const wanted = expectedDefault(field, d, autoKept);
      const found = normalDefault(got.defaultValue);
      if (wanted !== found)
        out.push(`${where} default ${JSON.stringify(wanted)} → ${JSON.stringify(found)}`);
      if (got.comment !== null && got.comment !== field.comment.replace(/\s*[\r\n]+\s*/g, ' ')) {
        out.push(
          `${where} comment ${JSON.stringify(field.comment)} → ${JSON.stringify(got.comment)}`,
        );
      }
    });
  });
  return out;
}

/** A name may change only to fit the engine's limit or to stay apart from an earlier one. */
function renamed(
  d: Dialect,
  what: string,
  source: string,
  created: string,
  taken: Set<string>,
): string[] {
  const clash = taken.has(source.toLowerCase());
  taken.add(created.toLowerCase());
  if (created === source) return [];
  const tooLong = nameBytes(d, source) > NAME_LIMIT[d];
  if ((tooLong || clash) && nameBytes(d, created) <= NAME_LIMIT[d]) return [];
  return [`${what} ${source} became ${created}`];
}

const ENGINES: [Dialect, () => Promise<Engine> | Engine][] = [['sqlite', sqliteEngine]];
if (process.env.TEST_MYSQL_URL) {
  const url = process.env.TEST_MYSQL_URL;
  ENGINES.push(['mysql', () => mariadbEngine(url)]);
}
if (process.env.TEST_POSTGRES_URL) {
  const url = process.env.TEST_POSTGRES_URL;
  ENGINES.push(['postgresql', () => postgresEngine(url)]);
}

const cases = inputs();
/** A schema of dozens of tables takes MariaDB a second or more on a busy machine; 5 s is too tight. */
const ENGINE_TIMEOUT_MS = 120_000;

describe.each(ENGINES)('sql-ddl for %s runs on the engine', (dialect, open) => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await open();
  }, ENGINE_TIMEOUT_MS);
  afterAll(async () => {
    await engine?.close();
  }, ENGINE_TIMEOUT_MS);

  it.each(cases.map((c) => [c.name, c.tables] as const))(
    '%s: the catalog reports the source tables',
    async (_name, tables) => {
      const [file] = renderBuiltin('sql-ddl', tables, { dialect });
      const catalog = await engine.run(file.content);
      expect(differences(dialect, tables, planSchema(tables, dialect), catalog)).toEqual([]);
    },
    ENGINE_TIMEOUT_MS,
  );
});
