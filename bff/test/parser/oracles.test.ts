/**
 * Cross-checks of the SQL reader against real grammars on each corpus file's CREATE TABLE
 * statements: sqlparser-rs (per dialect) and, for the PostgreSQL files, PostgreSQL's own parser
 * (libpg-query). Where an oracle accepts a statement, its table name, column names and the primary
 * key declared in the statement must equal ours. Statements an oracle rejects are skipped here (the
 * bench counts them); each file must still get at least one statement compared per oracle.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { loadModule, parseSync } from 'libpg-query';
import { readSql } from '../../src/domain/parser/sql';
import type { RawTable } from '../../src/domain/parser/types';
import { readCorpus, SQLPARSER_DIALECT } from './corpus';
import { expectedFiles } from './expected';
import { createTableStatements } from './statements';

interface OracleTable {
  tableName: string;
  columns: string[];
  primaryKey: string[];
}

const files = expectedFiles.map((e) => ({
  file: e.file,
  dialect: e.dialect,
  text: readCorpus(e.file),
  statements: createTableStatements(readCorpus(e.file)),
}));

function sqlparserTables(): Array<Array<OracleTable | null>> {
  const jobs = files.map((f) => ({
    dialect: SQLPARSER_DIALECT[f.dialect],
    statements: f.statements,
  }));
  const out = execFileSync(process.execPath, [path.join(__dirname, 'sqlparserOracle.mjs')], {
    input: JSON.stringify(jobs),
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(out.toString('utf8')) as Array<Array<OracleTable | null>>;
}

interface PgColumnDef {
  colname: string;
  constraints?: Array<{ Constraint: { contype: string } }>;
}
interface PgConstraint {
  contype: string;
  keys?: Array<{ String: { sval: string } }>;
}

function pgTable(statement: string): OracleTable | null {
  let stmts;
  try {
    stmts = parseSync(statement).stmts;
  } catch {
    return null;
  }
  const create = stmts?.[0]?.stmt as
    | {
        CreateStmt?: {
          relation: { relname: string };
          tableElts: Array<{ ColumnDef?: PgColumnDef; Constraint?: PgConstraint }>;
        };
      }
    | undefined;
  if (!create?.CreateStmt) return null;
  const columns: string[] = [];
  const primaryKey: string[] = [];
  for (const el of create.CreateStmt.tableElts) {
    if (el.ColumnDef) {
      columns.push(el.ColumnDef.colname);
      if (el.ColumnDef.constraints?.some((c) => c.Constraint.contype === 'CONSTR_PRIMARY'))
        primaryKey.push(el.ColumnDef.colname);
    } else if (el.Constraint?.contype === 'CONSTR_PRIMARY') {
      primaryKey.push(...(el.Constraint.keys ?? []).map((k) => k.String.sval));
    }
  }
  return { tableName: create.CreateStmt.relation.relname, columns, primaryKey };
}

/** Our reading of a table in the oracle's terms; keys added later by ALTER TABLE are left out by `declared`. */
const ours = (t: RawTable | undefined) =>
  t && {
    tableName: t.tableName,
    columns: t.fields.map((f) => f.columnName),
    primaryKey: t.fields.filter((f) => f.primaryKey).map((f) => f.columnName),
  };

/**
 * Compares statement by statement (the i-th CREATE TABLE is our i-th table). A key the oracle sees in
 * the statement must be ours exactly; when it sees none, ours may still come from a later ALTER TABLE.
 */
function compare(oracle: Array<OracleTable | null>, tables: RawTable[]): number {
  let compared = 0;
  oracle.forEach((o, i) => {
    if (!o) return;
    compared++;
    const mine = ours(tables[i]);
    expect({
      statement: i,
      ...mine,
      primaryKey: o.primaryKey.length ? mine?.primaryKey : [],
    }).toEqual({ statement: i, ...o });
  });
  return compared;
}

describe('sqlparser-rs agrees with readSql', () => {
  let results: Array<Array<OracleTable | null>>;
  beforeAll(() => {
    results = sqlparserTables();
  });

  it.each(files.map((f, i) => [f.file, i] as const))('%s', (_file, i) => {
    const f = files[i];
    const { tables } = readSql(f.text, { dialect: f.dialect });
    expect(compare(results[i], tables)).toBeGreaterThan(0);
  });
});

describe('PostgreSQL (libpg-query) agrees with readSql', () => {
  beforeAll(async () => {
    await loadModule();
  });

  const pgFiles = files.filter((f) => f.dialect === 'postgresql');
  it.each(pgFiles.map((f) => [f.file, f] as const))('%s', (_file, f) => {
    const { tables } = readSql(f.text, { dialect: f.dialect });
    expect(compare(f.statements.map(pgTable), tables)).toBeGreaterThan(0);
  });
});
