import type { Diagnostic, SqlDialect } from '../../../../../src/contract/text';
import type { RawField, RawTable } from '../types';
import type { Statement } from './split';
import type { Token } from './tokenizer';
import { isName, isPunct, isWord, matchParen, readQualifiedName, splitCommas } from './tokens';

/** What the values of one column looked like across every row. */
interface ColumnStats {
  name: string;
  line: number;
  nulls: number;
  ints: number;
  decimals: number;
  booleans: number;
  dates: number;
  datetimes: number;
  times: number;
  binaries: number;
  others: number;
  /** Integers beyond the 32-bit range. */
  big: boolean;
  intDigits: number;
  scale: number;
  maxLength: number;
}

interface TableStats {
  table: RawTable;
  columns: ColumnStats[];
  byName: Map<string, ColumnStats>;
  unnamed: boolean;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/;
const TIME = /^\d{2}:\d{2}:\d{2}(\.\d{1,9})?$/;
const NOW_FUNCTIONS = new Set([
  'NOW',
  'CURRENT_TIMESTAMP',
  'GETDATE',
  'SYSDATE',
  'SYSTIMESTAMP',
  'LOCALTIMESTAMP',
  'SYSDATETIME',
  'GETUTCDATE',
  'UTC_TIMESTAMP',
  'TO_DATE',
  'TO_TIMESTAMP',
]);
const INSERT_MODIFIERS = new Set([
  'LOW_PRIORITY',
  'DELAYED',
  'HIGH_PRIORITY',
  'IGNORE',
  'OR',
  'REPLACE',
  'ROLLBACK',
  'ABORT',
  'FAIL',
]);

function newStats(name: string, line: number): ColumnStats {
  return {
    name,
    line,
    nulls: 0,
    ints: 0,
    decimals: 0,
    booleans: 0,
    dates: 0,
    datetimes: 0,
    times: 0,
    binaries: 0,
    others: 0,
    big: false,
    intDigits: 0,
    scale: 0,
    maxLength: 0,
  };
}

/** Records one value (`[s, e)` of a row) into the column's stats. */
function observe(c: ColumnStats, sig: Token[], s: number, e: number, text: string) {
  let i = s;
  let sign = '';
  while (i < e && sig[i].kind === 'punct' && (sig[i].value === '-' || sig[i].value === '+')) {
    sign = sig[i].value === '-' ? '-' : sign;
    i++;
  }
  // Wrapping parentheses and casts do not change what the value is.
  for (
    let levels = 0;
    levels < 8 && i < e && isPunct(sig[i], '(') && matchParen(sig, i, e) === e - 1;
    levels++
  ) {
    i++;
    e--;
  }
  const t = sig[i];
  if (!t) {
    c.others++;
    return;
  }
  if (t.kind === 'word' && t.upper === 'NULL') {
    c.nulls++;
    return;
  }
  if (t.kind !== 'string') c.maxLength = Math.max(c.maxLength, t.end - t.start + sign.length);
  if (t.kind === 'number') {
    const v = t.value;
    if (/^0x/i.test(v)) {
      c.binaries++;
      return;
    }
    const dot = v.indexOf('.');
    if (dot < 0 && !/e/i.test(v)) {
      c.ints++;
      const digits = v.replace(/^0+(?=\d)/, '').length;
      c.intDigits = Math.max(c.intDigits, digits);
      if (digits > 10 || (digits === 10 && Math.abs(Number(sign + v)) > 2147483647)) c.big = true;
      if (sign === '-' && digits === 10 && Number(v) === 2147483648) c.big = false;
    } else {
      c.decimals++;
      const intPart = dot < 0 ? v : v.slice(0, dot);
      c.intDigits = Math.max(c.intDigits, intPart.replace(/^0+/, '').length || 1);
      c.scale = Math.max(c.scale, dot < 0 ? 0 : v.length - dot - 1);
    }
    return;
  }
  if (t.kind === 'word' && (t.upper === 'TRUE' || t.upper === 'FALSE')) {
    c.booleans++;
    return;
  }
  if (t.kind === 'string') {
    const prefix = text.charCodeAt(t.start) | 32;
    if (prefix === 120 || prefix === 98) c.binaries++;
    else if (DATE.test(t.value)) c.dates++;
    else if (DATETIME.test(t.value)) c.datetimes++;
    else if (TIME.test(t.value)) c.times++;
    else c.others++;
    // Lengths count characters, not UTF-16 units.
    c.maxLength = Math.max(c.maxLength, [...t.value].length);
    return;
  }
  if (t.kind === 'word' && NOW_FUNCTIONS.has(t.upper)) {
    c.datetimes++;
    return;
  }
  c.others++;
}

function fieldOf(c: ColumnStats, dialect: SqlDialect): RawField {
  const f: RawField = {
    columnName: c.name,
    sqlType: 'varchar',
    length: null,
    precision: null,
    scale: null,
    nullable: c.nulls > 0,
    primaryKey: false,
    autoIncrement: false,
    unique: false,
    defaultValue: null,
    comment: '',
    line: c.line,
  };
  const seen =
    c.ints + c.decimals + c.booleans + c.dates + c.datetimes + c.times + c.binaries + c.others;
  if (seen === 0) return f;
  if (c.others === 0 && c.booleans === 0 && c.dates + c.datetimes + c.times + c.binaries === 0) {
    if (c.decimals === 0) {
      if (c.intDigits > 18) {
        f.sqlType = 'decimal';
        f.precision = c.intDigits;
        f.scale = 0;
      } else f.sqlType = c.big ? 'bigint' : 'int';
    } else {
      f.sqlType = 'decimal';
      f.precision = c.intDigits + c.scale;
      f.scale = c.scale;
    }
    return f;
  }
  if (c.booleans === seen) {
    f.sqlType = 'boolean';
    return f;
  }
  if (c.binaries === seen) {
    f.sqlType = dialect === 'postgresql' ? 'bytea' : 'blob';
    return f;
  }
  if (c.dates === seen) {
    f.sqlType = 'date';
    return f;
  }
  if (c.times === seen) {
    f.sqlType = 'time';
    return f;
  }
  if (c.dates + c.datetimes === seen) {
    f.sqlType =
      dialect === 'postgresql' || dialect === 'oracle' || dialect === 'db2'
        ? 'timestamp'
        : 'datetime';
    return f;
  }
  f.length = Math.max(c.maxLength, 1);
  return f;
}

/**
 * Fields from INSERT statements: the column list names them (`col1, col2, ...` when absent, with a
 * diagnostic), the values of every row give the type. Several INSERTs into one table are merged.
 */
export function readInsertStatements(
  statements: Statement[],
  text: string,
  dialect: SqlDialect,
): { tables: RawTable[]; diagnostics: Diagnostic[] } {
  const tables = new Map<string, TableStats>();
  const diagnostics: Diagnostic[] = [];
  for (const stmt of statements) {
    const sig = stmt.tokens.filter((t) => t.kind !== 'comment' && t.kind !== 'delimiter');
    if (!isWord(sig[0], 'INSERT') && !isWord(sig[0], 'REPLACE')) continue;
    let i = 1;
    while (i < sig.length && INSERT_MODIFIERS.has(sig[i].upper)) i++;
    if (isWord(sig[i], 'ALL') || isWord(sig[i], 'FIRST')) {
      // Oracle multi-table insert: INTO t (...) VALUES (...) repeated.
      i++;
      while (isWord(sig[i], 'INTO')) {
        i = readOne(sig, i + 1, stmt, text, tables, diagnostics);
        if (i < 0) break;
      }
      continue;
    }
    if (isWord(sig[i], 'INTO')) i++;
    readOne(sig, i, stmt, text, tables, diagnostics);
  }
  return { tables: [...tables.values()].map((t) => finish(t, dialect)), diagnostics };
}

function finish(t: TableStats, dialect: SqlDialect): RawTable {
  t.table.fields = t.columns.map((c) => fieldOf(c, dialect));
  return t.table;
}

/** One `name [(cols)] VALUES (...), (...)` clause; returns the index after it, -1 when unreadable. */
function readOne(
  sig: Token[],
  i: number,
  stmt: Statement,
  text: string,
  tables: Map<string, TableStats>,
  diagnostics: Diagnostic[],
): number {
  const name = readQualifiedName(sig, i);
  if (!name) return -1;
  const tableName = name.parts[name.parts.length - 1];
  let j = name.next;
  // `INSERT INTO t AS alias` (MySQL 8) / `INSERT INTO t alias`.
  if (isWord(sig[j], 'AS')) j += 2;
  let columns: Token[] | null = null;
  if (isPunct(sig[j], '(') && !isWord(sig[j + 1], 'SELECT') && !isWord(sig[j + 1], 'WITH')) {
    const close = matchParen(sig, j);
    if (close < 0) return -1;
    columns = splitCommas(sig, j + 1, close).map(([s]) => sig[s]);
    j = close + 1;
  }
  while (
    j < sig.length &&
    (isWord(sig[j], 'OVERRIDING') || isWord(sig[j], 'SYSTEM') || isWord(sig[j], 'USER'))
  )
    j++;
  if (isWord(sig[j], 'VALUE') && isWord(sig[j - 1], 'OVERRIDING')) j++;
  const key = tableName.toLowerCase();
  let stats = tables.get(key);
  if (!stats) {
    const table: RawTable = { tableName, comment: '', fields: [], line: stmt.line };
    if (name.parts.length > 1) table.schema = name.parts[name.parts.length - 2];
    stats = { table, columns: [], byName: new Map(), unnamed: false };
    tables.set(key, stats);
  }
  const column = (n: number, token: Token | undefined): ColumnStats => {
    const s = stats as TableStats;
    const colName = token && isName(token) ? token.value : `col${n + 1}`;
    const lower = colName.toLowerCase();
    let c = s.byName.get(lower);
    if (!c) {
      c = newStats(colName, token?.line ?? stmt.line);
      s.byName.set(lower, c);
      s.columns.push(c);
    }
    return c;
  };
  // MySQL `INSERT INTO t SET a = 1, b = 'x'`.
  if (isWord(sig[j], 'SET')) {
    splitCommas(sig, j + 1, sig.length).forEach(([s, e], n) => {
      if (isPunct(sig[s + 1], '=')) observe(column(n, sig[s]), sig, s + 2, e, text);
    });
    return sig.length;
  }
  if (!isWord(sig[j], 'VALUES') && !isWord(sig[j], 'VALUE')) return -1;
  j++;
  if (!columns && !stats.unnamed) {
    stats.unnamed = true;
    diagnostics.push({
      line: stmt.line,
      column: stmt.column,
      message: `INSERT INTO ${tableName} has no column list: columns are named col1, col2, ...`,
    });
  }
  while (j < sig.length && isPunct(sig[j], '(')) {
    const close = matchParen(sig, j);
    const stop = close < 0 ? sig.length : close;
    const values = splitCommas(sig, j + 1, stop);
    if (columns && values.length !== columns.length) {
      diagnostics.push({
        line: sig[j].line,
        column: sig[j].column,
        message: `INSERT INTO ${tableName}: ${values.length} values for ${columns.length} columns`,
      });
    }
    values.forEach(([s, e], n) => {
      if (columns && n >= columns.length) return;
      observe(column(n, columns ? columns[n] : undefined), sig, s, e, text);
    });
    if (close < 0) return sig.length;
    j = close + 1;
    if (!isPunct(sig[j], ',')) break;
    j++;
  }
  return j;
}
