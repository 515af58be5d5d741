import type { Diagnostic, SqlDialect } from '../../../../../src/contract/text';
import type { Reader, ReaderResult } from '../types';
import { Schema } from './ddl';
import { detectSqlDialect } from './dialect';
import { readInsertStatements } from './insert';
import { forEachStatement, splitWithDiagnostics } from './split';
import { Lexer, type Token } from './tokenizer';
import { createdKind, isName, isPunct, isWord, readQualifiedName } from './tokens';

export { detectSqlDialect } from './dialect';
export { splitStatements, type Statement } from './split';
export { tokenize, type Token, type TokenKind } from './tokenizer';

/** An internal failure still answers: what was read so far plus a diagnostic, never a throw. */
function guarded(dialect: SqlDialect, read: () => ReaderResult): ReaderResult {
  try {
    return read();
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    return {
      tables: [],
      diagnostics: [{ line: 1, column: 1, message: `The SQL reader failed: ${message}` }],
      dialect,
    };
  }
}

const sortDiagnostics = (d: Diagnostic[]) =>
  d.sort((a, b) => a.line - b.line || a.column - b.column);

/**
 * Every table a SQL script declares (CREATE TABLE, then what ALTER TABLE, CREATE UNIQUE INDEX,
 * COMMENT ON and sp_addextendedproperty add), in any dialect; a script with INSERTs but no CREATE
 * TABLE is read as INSERTs. Everything else in a dump is skipped.
 */
export const readSql: Reader = (text, options) => {
  const dialect = options?.dialect ?? detectSqlDialect(text);
  return guarded(dialect, () => {
    // INSERT values are only scanned: they matter only when there is no CREATE TABLE at all.
    const schema = new Schema(text, dialect, options?.withoutFieldLines !== true);
    const { diagnostics } = forEachStatement(
      text,
      dialect,
      true,
      (stmt) => schema.read(stmt),
      // The schema keeps names and values, never tokens.
      true,
    );
    const tables = schema.result();
    if (tables.length === 0 && schema.insertCount > 0) {
      const full = splitWithDiagnostics(text, dialect).statements;
      const inserts = readInsertStatements(full, text, dialect);
      return {
        tables: inserts.tables,
        diagnostics: sortDiagnostics([...diagnostics, ...inserts.diagnostics]),
        dialect,
      };
    }
    // A script with CREATE TABLE statements has said why each one left no table.
    if (tables.length === 0 && schema.insertCount === 0 && !schema.created.has('TABLE')) {
      diagnostics.push({ line: 1, column: 1, message: noTableMessage(schema.created) });
    }
    return {
      tables,
      diagnostics: sortDiagnostics([...diagnostics, ...schema.diagnostics]),
      dialect,
    };
  });
};

/** Says that a script creates no table, and what it does create. */
function noTableMessage(created: Map<string, number>): string {
  const made = [...created].map(([kind, n]) => {
    const word = kind.toLowerCase();
    return `${n} ${n === 1 ? word : word.endsWith('x') ? `${word}es` : `${word}s`}`;
  });
  const what = made.length > 0 ? ` (it creates ${made.join(', ')})` : '';
  return `No CREATE TABLE in this SQL${what}, so there are no columns to read: paste or import the CREATE TABLE statements.`;
}

/** Fields from INSERT statements (column list + types inferred from the values of every row). */
export const readInsert: Reader = (text, options) => {
  const dialect = options?.dialect ?? detectSqlDialect(text);
  return guarded(dialect, () => {
    const { statements, diagnostics } = splitWithDiagnostics(text, dialect);
    const inserts = readInsertStatements(statements, text, dialect);
    return {
      tables: inserts.tables,
      diagnostics: sortDiagnostics([...diagnostics, ...inserts.diagnostics]),
      dialect,
    };
  });
};

/** Detection reads at most this much. */
const CLASSIFY_PREFIX = 64 * 1024;

function declaresTable(sig: Token[]): boolean {
  const first = sig[0].upper;
  if (first === 'ALTER') return isWord(sig[1], 'TABLE') && isName(sig[2]);
  if (first === 'COMMENT')
    return isWord(sig[1], 'ON') && (isWord(sig[2], 'TABLE') || isWord(sig[2], 'COLUMN'));
  if (first !== 'CREATE') return false;
  let i = 1;
  while (i < sig.length && i < 6 && !isWord(sig[i], 'TABLE')) {
    if (sig[i].kind !== 'word') return false;
    i++;
  }
  if (!isWord(sig[i], 'TABLE')) return false;
  i++;
  if (isWord(sig[i], 'IF')) i += 3;
  const name = readQualifiedName(sig, i);
  // A broken name (`IF NOT EXIST,S t (`) is still a CREATE TABLE: the SQL reader says what is wrong.
  if (!name) return sig.some((t) => isPunct(t, '('));
  const next = sig[name.next];
  return next === undefined || isPunct(next, '(') || next.kind === 'word';
}

/** Words enough to see `CREATE [words] TABLE [IF NOT EXISTS] schema.name (`. */
const OPENING_TOKENS = 16;

/**
 * Whether the first statement declares a table, from its opening tokens alone. The usual paste is
 * one CREATE TABLE: deciding on its first words spares reading the whole statement twice (here and
 * again by the reader). Any other opening is left to the statement-by-statement look.
 */
const opensTable = (sig: Token[]) => sig[0].upper === 'CREATE' && declaresTable(sig);

function opensWithTable(head: string, dialect: SqlDialect): boolean {
  const lexer = new Lexer(head, dialect, false);
  const sig: Token[] = [];
  let seen = 0;
  while (sig.length < OPENING_TOKENS && lexer.step()) {
    for (; seen < lexer.count; seen++) {
      const token = lexer.tokens[seen];
      if (token.kind === 'delimiter') return sig.length > 0 && opensTable(sig);
      if (token.kind !== 'comment') sig.push(token);
    }
  }
  return sig.length > 0 && opensTable(sig);
}

/** Objects a DROP names in migration scripts (`DROP INDEX "x_key";`). */
const DROPPED = new Set(
  'TABLE INDEX VIEW SEQUENCE TRIGGER PROCEDURE FUNCTION TYPE SCHEMA DATABASE EXTENSION MATERIALIZED DOMAIN SYNONYM PACKAGE'.split(
    ' ',
  ),
);

/**
 * A statement of a SQL script other than CREATE: migrations that drop, change rows or grant
 * (`UPDATE t SET …`, `DELETE FROM t`, `TRUNCATE TABLE t`), and dump headers (`SET NAMES utf8mb4`,
 * `SET FOREIGN_KEY_CHECKS = 0`, `USE shop`). Each is told by words a field list does not write.
 */
function isScriptStatement(sig: Token[]): boolean {
  const [first, second, third] = sig;
  switch (first.upper) {
    case 'DROP':
      return second?.kind === 'word' && DROPPED.has(second.upper);
    case 'UPDATE':
      return isName(second) && sig.slice(2, 6).some((t) => isWord(t, 'SET'));
    case 'DELETE':
      return isWord(second, 'FROM');
    case 'TRUNCATE':
      return isWord(second, 'TABLE') || (isName(second) && sig.length === 2);
    case 'GRANT':
    case 'REVOKE':
      return sig.some((t) => isWord(t, 'ON') || isWord(t, 'TO'));
    case 'RENAME':
      return isWord(second, 'TABLE');
    case 'SET':
      return isWord(second, 'NAMES') || (isName(second) && isPunct(third, '='));
    case 'USE':
      return isName(second) && sig.length === 2;
    default:
      return false;
  }
}

/**
 * `sql` when the text declares tables, `insert` when it only inserts rows, `null` when it is not SQL.
 * Looks at the statements of the first 64 KB.
 */
export function classifySql(text: string, dialect?: SqlDialect): 'sql' | 'insert' | null {
  const head = text.length > CLASSIFY_PREFIX ? text.slice(0, CLASSIFY_PREFIX) : text;
  const headDialect = dialect ?? detectSqlDialect(head);
  if (opensWithTable(head, headDialect)) return 'sql';
  let found: 'sql' | 'insert' | null = null;
  // A script of views, routines or other objects is SQL too, with no table to read.
  let createsObjects = false;
  // The first statement that declares a table settles it.
  forEachStatement(head, headDialect, false, (stmt) => {
    if (declaresTable(stmt.sig)) {
      found = 'sql';
      return false;
    }
    if (createdKind(stmt.sig) !== null || isScriptStatement(stmt.sig)) createsObjects = true;
    const [first, second] = stmt.sig;
    if (
      first &&
      (first.upper === 'INSERT' || first.upper === 'REPLACE') &&
      (isWord(second, 'INTO') || isName(second))
    ) {
      found = 'insert';
    }
    return undefined;
  });
  return found ?? (createsObjects ? 'sql' : null);
}
