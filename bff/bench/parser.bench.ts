/**
 * `npm run bench` (after the API bench): what parsing costs. Prints, each as the median of several
 * runs in this one process:
 * - `parse()` per corpus file (SQL and JSON, input type detected): time and throughput;
 * - a synthetic ~1 MB dump per dialect family (the corpus DDL repeated with renamed tables):
 *   throughput and the heap its result holds;
 * - on the SAME statements (each SQL file's CREATE TABLE statements, one call per statement):
 *   our `readSql` beside sqlparser-rs (WASM, the matching dialect; DB2 as generic) and, for the
 *   PostgreSQL files, libpg-query (PostgreSQL's own parser, WASM), with how many statements each
 *   oracle accepted. The issue's target: at least 2x faster than sqlparser-rs on every dialect;
 * - JSON: `parse()` beside the bare `JSON.parse` of the same text (reference).
 */
import v8 from 'node:v8';
import vm from 'node:vm';
import { init as initSqlparser, parse as sqlparserParse } from '@guanmingchiu/sqlparser-ts';
import { loadModule, parseSync as pgParse } from 'libpg-query';
import type { SqlDialect } from '../../src/contract/text';
import type * as parserModule from '../src/domain/parser';
import type * as sqlModule from '../src/domain/parser/sql';
import { corpusFiles, readCorpus, SQLPARSER_DIALECT } from '../test/parser/corpus';
import { createTableStatements } from '../test/parser/statements';
import { built, f2, RUNS, table, timeSync as time } from './support';

const { parse } = built<typeof parserModule>('domain/parser');
const { readSql } = built<typeof sqlModule>('domain/parser/sql');

const mb = (text: string) => Buffer.byteLength(text, 'utf8') / 1e6;
const mbps = (text: string, ms: number) => (mb(text) / (ms / 1000)).toFixed(1);

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

/** Dialect of a corpus file from its name (`chinook.sqlserver-identity.sql` → sqlserver). */
const dialectOf = (file: string) => file.split('.')[1].split('-')[0] as SqlDialect;

function perFile(): void {
  console.log(`parse() per corpus file, input type detected (median of ${RUNS} runs)`);
  const rows = [...corpusFiles('sql'), ...corpusFiles('json')].map((file) => {
    const text = readCorpus(file);
    const result = parse(text);
    const ms = time(() => parse(text));
    return [
      file,
      `${(text.length / 1024).toFixed(1)} KB`,
      `${result.inputType}${result.dialect ? `/${result.dialect}` : ''}`,
      String(result.tables.length),
      String(result.diagnostics.length),
      f2(ms),
      mbps(text, ms),
    ];
  });
  table(['file', 'size', 'detected', 'tables', 'diags', 'ms', 'MB/s'], rows);
}

/** The dialect's corpus DDL repeated to about 1 MB, every table renamed to a name of its own. */
function syntheticDump(dialect: SqlDialect): string {
  const statements = corpusFiles('sql')
    .filter((f) => dialectOf(f) === dialect)
    .flatMap((f) => createTableStatements(readCorpus(f)));
  const copies: string[] = [];
  let size = 0;
  for (let n = 0; size < 1_000_000; n++) {
    const renamed = statements[n % statements.length].replace(
      /^(CREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?(?:\S+\.)?)([`"[]?)(\w+)/i,
      `$1$2$3_${n}`,
    );
    copies.push(`${renamed};\n\n`);
    size += renamed.length + 3;
  }
  return copies.join('');
}

function synthetic(): void {
  console.log(`synthetic ~1 MB dumps (corpus DDL repeated, tables renamed), median of 5 runs`);
  const rows = (['mysql', 'postgresql', 'sqlserver', 'sqlite'] as SqlDialect[]).map((dialect) => {
    const text = syntheticDump(dialect);
    gc();
    const before = process.memoryUsage().heapUsed;
    const result = parse(text);
    gc();
    const held = process.memoryUsage().heapUsed - before;
    const ms = time(() => parse(text), 5);
    return [
      dialect,
      `${mb(text).toFixed(2)} MB`,
      String(result.tables.length),
      String(result.diagnostics.length),
      f2(ms),
      mbps(text, ms),
      `${(held / 1e6).toFixed(1)} MB`,
    ];
  });
  table(['dump', 'size', 'tables', 'diags', 'ms', 'MB/s', 'heap held by result'], rows);
  console.log('target: >= 50 MB/s on the MySQL, PostgreSQL and SQL Server dumps\n');
}

/** One schema of about 8 KB (the first corpus statements that add up to it), parsed alone. */
function oneSchema(): void {
  const statements = createTableStatements(readCorpus('northwind.mysql.sql'));
  let text = '';
  for (const s of statements) {
    if (text.length >= 8 * 1024) break;
    text += `${s};\n\n`;
  }
  const ms = time(() => parse(text), 200);
  const tables = parse(text).tables.length;
  console.log(
    `one ${(text.length / 1024).toFixed(1)} KB schema (${tables} tables, northwind MySQL), median of 200 runs: ${ms.toFixed(3)} ms; target <= 0.3 ms\n`,
  );
}

interface OracleRow {
  file: string;
  dialect: SqlDialect;
  statements: number;
  ours: number;
  sqlparser: number;
  sqlparserAccepted: number;
  pg?: number;
  pgAccepted?: number;
}

const accepted = (statements: string[], parseOne: (s: string) => unknown) =>
  statements.filter((s) => {
    try {
      parseOne(s);
      return true;
    } catch {
      return false;
    }
  }).length;

const each = (statements: string[], parseOne: (s: string) => unknown) => () => {
  for (const s of statements) {
    try {
      parseOne(s);
    } catch {
      // A rejected statement still costs its parse time; acceptance is counted separately.
    }
  }
};

function oracles(): void {
  const rows: OracleRow[] = corpusFiles('sql').map((file) => {
    const dialect = dialectOf(file);
    const statements = createTableStatements(readCorpus(file));
    const sqlparserOne = (s: string) => sqlparserParse(s, SQLPARSER_DIALECT[dialect]);
    const row: OracleRow = {
      file,
      dialect,
      statements: statements.length,
      ours: time(each(statements, (s) => readSql(s, { dialect }))),
      sqlparser: time(each(statements, sqlparserOne)),
      sqlparserAccepted: accepted(statements, sqlparserOne),
    };
    if (dialect === 'postgresql') {
      row.pg = time(each(statements, pgParse));
      row.pgAccepted = accepted(statements, pgParse);
    }
    return row;
  });
  console.log(
    `CREATE TABLE statements, one call each, same statements for all (median of ${RUNS} runs, ms); ratio = x / ours`,
  );
  table(
    [
      'file',
      'stmts',
      'readSql',
      'sqlparser-rs',
      'accepted',
      'ratio',
      'libpg-query',
      'accepted',
      'ratio',
    ],
    rows.map((r) => [
      r.file,
      String(r.statements),
      f2(r.ours),
      f2(r.sqlparser),
      `${r.sqlparserAccepted}/${r.statements}`,
      `${f2(r.sqlparser / r.ours)}x`,
      r.pg === undefined ? '-' : f2(r.pg),
      r.pgAccepted === undefined ? '-' : `${r.pgAccepted}/${r.statements}`,
      r.pg === undefined ? '-' : `${f2(r.pg / r.ours)}x`,
    ]),
  );
  console.log('per dialect (sums over its files); target: sqlparser-rs / ours >= 2x');
  const dialects = [...new Set(rows.map((r) => r.dialect))];
  table(
    ['dialect', 'sqlparser dialect', 'readSql', 'sqlparser-rs', 'ratio', 'target'],
    dialects.map((d) => {
      const rs = rows.filter((r) => r.dialect === d);
      const ours = rs.reduce((n, r) => n + r.ours, 0);
      const theirs = rs.reduce((n, r) => n + r.sqlparser, 0);
      return [
        d,
        SQLPARSER_DIALECT[d],
        f2(ours),
        f2(theirs),
        `${f2(theirs / ours)}x`,
        theirs / ours >= 2 ? 'met' : 'MISSED',
      ];
    }),
  );
}

function json(): void {
  console.log(`JSON: parse() beside JSON.parse alone (median of ${RUNS} runs)`);
  table(
    ['file', 'size', 'tables', 'parse() ms', 'MB/s', 'JSON.parse ms', 'parse()/JSON.parse'],
    corpusFiles('json').map((file) => {
      const text = readCorpus(file);
      const ms = time(() => parse(text));
      const ref = time(() => JSON.parse(text));
      return [
        file,
        `${(text.length / 1024).toFixed(1)} KB`,
        String(parse(text).tables.length),
        f2(ms),
        mbps(text, ms),
        f2(ref),
        `${f2(ms / ref)}x`,
      ];
    }),
  );
}

async function main(): Promise<void> {
  await initSqlparser();
  await loadModule();
  console.log(`parser bench, node ${process.version}\n`);
  perFile();
  synthetic();
  oneSchema();
  oracles();
  json();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
