import type { SqlDialect } from '../../../../../src/contract/text';
import type { RawField } from '../types';
import type { Token } from './tokenizer';
import { closest, COLUMN_KEYWORDS, CONSEQUENCE, FULL_FORM, INCOMPLETE } from './suggest';
import {
  isName,
  isPunct,
  isWord,
  listBounds,
  matchParen,
  readQualifiedName,
  splitCommas,
} from './tokens';

/** Types whose `(p, s)` are precision and scale; every other type's one number is its length. */
const PRECISION_TYPES = new Set([
  'decimal',
  'numeric',
  'number',
  'dec',
  'fixed',
  'float',
  'double',
  'double precision',
  'real',
  'decfloat',
  'float4',
  'float8',
]);

/** Words that may continue a multi-word type name, by the type so far. */
const CONTINUATIONS = new Map<string, string[]>([
  ['double', ['precision']],
  ['character', ['varying', 'large']],
  ['char', ['varying', 'large']],
  ['nchar', ['varying']],
  ['national', ['character', 'char', 'varchar']],
  ['national character', ['varying', 'large']],
  ['national char', ['varying']],
  ['character large', ['object']],
  ['char large', ['object']],
  ['national character large', ['object']],
  ['binary', ['varying', 'large']],
  ['binary large', ['object']],
  ['bit', ['varying']],
  ['long', ['raw', 'varchar', 'vargraphic', 'varbinary', 'byte']],
  ['unsigned', ['big']],
  ['unsigned big', ['int']],
  ['big', ['int']],
  ['varying', ['character']],
  ['native', ['character']],
]);
/**
 * `CONTINUATIONS` as the names they make (`character` + `varying` → `character varying`), built
 * once: a name joined per column is a new string, flattened and hashed again by every set and map
 * that looks it up (PostgreSQL dumps spell most text columns `character varying`).
 */
const CONTINUED = new Map<string, Map<string, string>>(
  [...CONTINUATIONS].map(([name, words]) => [name, new Map(words.map((w) => [w, `${name} ${w}`]))]),
);
/** Every word that can continue a type name (a quick filter before the checks by type). */
const CONTINUATION_WORDS = new Set([
  ...[...CONTINUATIONS.values()].flatMap((words) => words.map((w) => w.toUpperCase())),
  'WITH',
  'WITHOUT',
  'YEAR',
  'MONTH',
  'DAY',
  'HOUR',
  'MINUTE',
  'SECOND',
  'TO',
]);
const TIME_ZONE_TYPES = new Set(['timestamp', 'time']);
const INTERVAL_UNITS = new Set(['year', 'month', 'day', 'hour', 'minute', 'second']);

/** Words that end a type and start the column's constraints. */
const CONSTRAINT_WORDS = new Set([
  'NOT',
  'NULL',
  'PRIMARY',
  'UNIQUE',
  'DEFAULT',
  'CONSTRAINT',
  'REFERENCES',
  'CHECK',
  'COLLATE',
  'AUTO_INCREMENT',
  'AUTOINCREMENT',
  'IDENTITY',
  'GENERATED',
  'AS',
  'COMMENT',
  'CHARACTER',
  'CHARSET',
  'ON',
  'UNSIGNED',
  'SIGNED',
  'ZEROFILL',
  'KEY',
  'ENABLE',
  'DISABLE',
  'FOR',
  'SPARSE',
  'ROWGUIDCOL',
  'FILESTREAM',
  'MASKED',
  'ENCRYPTED',
  'WITH',
  'STORAGE',
  'COLUMN_FORMAT',
  'INVISIBLE',
  'VISIBLE',
  'COMPRESSION',
  'INLINE',
  'SERIAL',
  'CLUSTERED',
  'NONCLUSTERED',
  'USING',
]);

export interface TypeInfo {
  sqlType: string;
  length: number | null;
  precision: number | null;
  scale: number | null;
  unsigned: boolean;
  enumValues?: string[];
  array: boolean;
  next: number;
}

const SIZE_SUFFIX: Record<string, number> = { K: 1024, M: 1024 * 1024, G: 1024 * 1024 * 1024 };

/** `255`, `1M` (DB2 LOB sizes), `100 CHAR` (Oracle) → a number; `max` and the rest → null. */
function sizeOf(t: Token): number | null {
  if (t.kind === 'number') {
    const n = Number(t.value);
    return Number.isFinite(n) && Number.isInteger(n) ? n : null;
  }
  if (t.kind === 'word') {
    const m = /^(\d+)([KMG])$/i.exec(t.value);
    if (m) return Number(m[1]) * SIZE_SUFFIX[m[2].toUpperCase()];
  }
  return null;
}

/**
 * Extends `info.sqlType` with the words that continue it (`double precision`, `with time zone`),
 * moving `info.next` past them.
 */
function continueTypeName(sig: Token[], end: number, info: TypeInfo): void {
  let name = info.sqlType;
  let j = info.next;
  for (;;) {
    const next = sig[j];
    if (j >= end || next.kind !== 'word' || !CONTINUATION_WORDS.has(next.upper)) break;
    const lower = lowerCase(next.value);
    const continued = CONTINUED.get(name)?.get(lower);
    if (continued !== undefined) {
      name = continued;
      j++;
      continue;
    }
    if (TIME_ZONE_TYPES.has(name.split(' ')[0]) && (lower === 'with' || lower === 'without')) {
      let k = j + 1;
      const words = [lower];
      if (isWord(sig[k], 'LOCAL')) {
        words.push('local');
        k++;
      }
      if (isWord(sig[k], 'TIME') && isWord(sig[k + 1], 'ZONE')) {
        name = `${name} ${words.join(' ')} time zone`;
        j = k + 2;
      }
      break;
    }
    if (name.startsWith('interval') && (INTERVAL_UNITS.has(lower) || lower === 'to')) {
      name = `${name} ${lower}`;
      j++;
      if (isPunct(sig[j], '(')) {
        const close = matchParen(sig, j, end);
        j = close < 0 ? end : close + 1;
      }
      continue;
    }
    break;
  }
  info.sqlType = name;
  info.next = j;
}

/** Type and column names repeat on every column: their lower case is looked up rather than made each time. */
const lowerCache = new Map<string, string>();

export function lowerCase(word: string): string {
  let lower = lowerCache.get(word);
  if (lower === undefined) {
    lower = word.toLowerCase();
    if (lowerCache.size >= 4096) lowerCache.clear();
    lowerCache.set(word, lower);
  }
  return lower;
}

/** The size one argument of a type states (`[s, e)` of `sig`; empty: none). */
const sizeAt = (sig: Token[], s: number, e: number) => (s < e ? sizeOf(sig[s]) : null);

/** Reads a column type at `i` (may be absent: SQLite columns and T-SQL computed columns have none). */
export function readType(sig: Token[], i: number, end: number): TypeInfo {
  const info: TypeInfo = {
    sqlType: '',
    length: null,
    precision: null,
    scale: null,
    unsigned: false,
    array: false,
    next: i,
  };
  const first = sig[i];
  if (
    i >= end ||
    first.kind === 'punct' ||
    (first.kind === 'word' &&
      CONSTRAINT_WORDS.has(first.upper) &&
      first.upper !== 'SERIAL' &&
      first.upper !== 'CHARACTER' &&
      first.upper !== 'UNSIGNED')
  ) {
    return info;
  }
  if (first.kind !== 'word' && first.kind !== 'quoted') return info;
  // Schema-qualified types (`pg_catalog.int4`, `[dbo].[Flag]`) keep their last part.
  if (i + 2 < end && isPunct(sig[i + 1], '.')) {
    const q = readQualifiedName(sig, i, end);
    info.next = q ? q.next : i + 1;
    info.sqlType = lowerCase(q ? q.parts[q.parts.length - 1] : first.value);
  } else {
    info.next = i + 1;
    info.sqlType = lowerCase(first.value);
  }
  continueTypeName(sig, end, info);
  let j = info.next;
  if (j < end && isPunct(sig[j], '(')) {
    const close = matchParen(sig, j, end);
    const stop = close < 0 ? end : close;
    const name = info.sqlType;
    if (name === 'enum' || name === 'set') {
      const args = splitCommas(sig, j + 1, stop).map(([s, e]) => sig.slice(s, e));
      info.enumValues = args.filter((a) => a[0]?.kind === 'string').map((a) => a[0].value);
    } else {
      // The first two top-level arguments, as `splitCommas` would cut them.
      let count = 0;
      let s0 = j + 1;
      let e0 = j + 1;
      let s1 = j + 1;
      let e1 = j + 1;
      let depth = 0;
      let s = j + 1;
      for (let k = j + 1; k < stop; k++) {
        const t = sig[k];
        if (t.kind !== 'punct') continue;
        if (t.value === '(' || t.value === '[') depth++;
        else if ((t.value === ')' || t.value === ']') && depth > 0) depth--;
        else if (t.value === ',' && depth === 0) {
          if (count === 0) {
            s0 = s;
            e0 = k;
          } else if (count === 1) {
            s1 = s;
            e1 = k;
          }
          count++;
          s = k + 1;
        }
      }
      if (s < stop) {
        if (count === 0) {
          s0 = s;
          e0 = stop;
        } else if (count === 1) {
          s1 = s;
          e1 = stop;
        }
        count++;
      }
      if (PRECISION_TYPES.has(name)) {
        info.precision = sizeAt(sig, s0, e0);
        if (count > 1) info.scale = sizeAt(sig, s1, e1);
      } else if (count > 0) {
        // `timestamp(6)`-like types only take one; keep the first of anything else.
        info.length = sizeAt(sig, s0, e0);
      }
    }
    info.next = close < 0 ? end : close + 1;
    continueTypeName(sig, end, info);
    j = info.next;
  }
  // Arrays: `text[]`, `int[3][3]`, `integer ARRAY`, `integer ARRAY[4]`. The type keeps a `[]` per
  // dimension (sizes are not enforced by PostgreSQL): DDL written from the field is an array again.
  let dimensions = 0;
  while (j < end && isPunct(sig[j], '[')) {
    dimensions++;
    j = bracketEnd(sig, j, end);
  }
  if (isWord(sig[j], 'ARRAY')) {
    j++;
    if (dimensions === 0) dimensions = 1;
    if (j < end && isPunct(sig[j], '[')) j = bracketEnd(sig, j, end);
  }
  if (dimensions > 0) {
    info.array = true;
    info.sqlType += '[]'.repeat(dimensions);
  }
  if (info.sqlType === 'unsigned big int') info.unsigned = true;
  info.next = j;
  return info;
}

/** Past the `]` closing the `[` at `open`. */
function bracketEnd(sig: Token[], open: number, end: number): number {
  let k = open + 1;
  while (k < end && !isPunct(sig[k], ']')) k++;
  return Math.min(k + 1, end);
}

export interface DefaultValue {
  value: string | null;
  next: number;
}

const TYPED_LITERALS = new Set(['INTERVAL', 'DATE', 'TIME', 'TIMESTAMP', 'TIMESTAMPTZ']);

const OPERATORS = new Set(['+', '-', '*', '/', '%', '|', '&', '^']);

/** One operand of a default expression: literal, name, call, parenthesised group, unary sign. */
function operandEnd(sig: Token[], i: number, end: number): number {
  let j = i;
  while (j < end && (isPunct(sig[j], '-') || isPunct(sig[j], '+'))) j++;
  const t = sig[j];
  if (j >= end) return j;
  if (isPunct(t, '(')) {
    const close = matchParen(sig, j, end);
    return close < 0 ? end : close + 1;
  }
  if (t.kind === 'string' || t.kind === 'number') return j + 1;
  // A quoted name goes on like a word: `[dbo].[ufnLeadingZeros](id)` (T-SQL computed columns).
  if (t.kind === 'quoted') return nameOperandEnd(sig, j, end);
  if (t.kind !== 'word') return j + 1;
  // `_utf8mb4'x'` charset introducers, typed literals (`interval '1 day'`, `DATE '2020-01-01'`).
  if ((t.value.startsWith('_') || TYPED_LITERALS.has(t.upper)) && sig[j + 1]?.kind === 'string')
    return j + 2;
  if (t.upper === 'CASE') return caseEnd(sig, j, end);
  // DB2 `CURRENT TIMESTAMP`, T-SQL/DB2 `NEXT VALUE FOR seq`.
  if (
    t.upper === 'CURRENT' &&
    sig[j + 1]?.kind === 'word' &&
    !CONSTRAINT_WORDS.has(sig[j + 1].upper)
  ) {
    return j + 2;
  }
  // PostgreSQL array constructors: `ARRAY[]::text[]`, `ARRAY['a'::text]`.
  if (t.upper === 'ARRAY' && isPunct(sig[j + 1], '[')) {
    let depth = 0;
    for (let k = j + 1; k < end; k++) {
      if (isPunct(sig[k], '[')) depth++;
      else if (isPunct(sig[k], ']') && --depth === 0) return arraySuffix(sig, k + 1, end);
    }
    return end;
  }
  if (t.upper === 'NEXT' && isWord(sig[j + 1], 'VALUE') && isWord(sig[j + 2], 'FOR')) {
    const q = readQualifiedName(sig, j + 3, end);
    return q ? q.next : j + 3;
  }
  return nameOperandEnd(sig, j, end);
}

/** A name at `j`, qualified or not, and the call's arguments when one follows. */
function nameOperandEnd(sig: Token[], j: number, end: number): number {
  j++;
  while (j + 1 < end && isPunct(sig[j], '.') && isName(sig[j + 1])) j += 2;
  if (j < end && isPunct(sig[j], '(')) {
    const close = matchParen(sig, j, end);
    return close < 0 ? end : close + 1;
  }
  return j;
}

/** Past the END of the CASE at `j` (nested ones counted). */
function caseEnd(sig: Token[], j: number, end: number): number {
  let depth = 0;
  for (let k = j; k < end; k++) {
    const w = sig[k];
    if (w.kind !== 'word') continue;
    if (w.upper === 'CASE') depth++;
    else if (w.upper === 'END' && --depth === 0) return k + 1;
  }
  return end;
}

/** Past any `[]` after an array value. */
function arraySuffix(sig: Token[], j: number, end: number): number {
  while (j + 1 < end && isPunct(sig[j], '[') && isPunct(sig[j + 1], ']')) j += 2;
  return j;
}

/** Reads a DEFAULT expression starting at `i`; stops before the next constraint. */
export function readDefault(sig: Token[], i: number, end: number, text: string): DefaultValue {
  let j = operandEnd(sig, i, end);
  for (;;) {
    if (j < end && isPunct(sig[j], '::')) {
      j++;
      const t = readType(sig, j, end);
      j = t.next > j ? t.next : j + 1;
      continue;
    }
    if (j + 1 < end && sig[j].kind === 'punct' && OPERATORS.has(sig[j].value)) {
      j = sig[j].value === '|' && isPunct(sig[j + 1], '|') ? j + 2 : j + 1;
      j = operandEnd(sig, j, end);
      continue;
    }
    break;
  }
  return { value: j > i ? defaultText(sig, i, j, text) : null, next: Math.max(j, i) };
}

/** Quotes, wrapping parentheses (`((0))`), casts (`'a'::text`) and introducers removed; NULL → null. */
export function defaultText(sig: Token[], i: number, j: number, text: string): string | null {
  // A few levels at most (`((0))`): each check scans the range, deep nesting would be quadratic.
  for (
    let levels = 0;
    levels < 8 && j - i >= 2 && isPunct(sig[i], '(') && matchParen(sig, i, j) === j - 1;
    levels++
  ) {
    i++;
    j--;
  }
  if (j <= i) return null;
  const first = sig[i];
  // `NULL::character varying` (pg_dump, Navicat and DBeaver exports) is no default.
  if (first.kind === 'word' && first.upper === 'NULL' && isPunct(sig[i + 1], '::')) return null;
  if (isPunct(sig[i + 1], '::') && (first.kind === 'string' || first.kind === 'number')) j = i + 1;
  if (
    j - i === 2 &&
    first.kind === 'word' &&
    first.value.startsWith('_') &&
    sig[i + 1].kind === 'string'
  ) {
    return sig[i + 1].value;
  }
  if (j - i === 1) {
    if (first.kind === 'string') {
      const prefix = text.charCodeAt(first.start) | 32;
      // Bit and hex literals keep their notation (`b'0'`, `x'ff'`); N'' and E'' are plain strings.
      return prefix === 98 || prefix === 120 ? text.slice(first.start, first.end) : first.value;
    }
    if (first.kind === 'word' && first.upper === 'NULL') return null;
    return first.kind === 'quoted' ? first.value : text.slice(first.start, first.end);
  }
  if (j - i === 2 && (isPunct(first, '-') || isPunct(first, '+')) && sig[i + 1].kind === 'number') {
    return first.value + sig[i + 1].value;
  }
  return text.slice(first.start, sig[j - 1].end).replace(/\s+/g, ' ');
}

export interface ColumnDef {
  field: RawField;
  /** Generated (computed) column: `AS (...) STORED/VIRTUAL`, `GENERATED ALWAYS AS (...)`. */
  generated: boolean;
  /** A generated column's expression, `[from, to)` of the statement's tokens (null: none). */
  expression: [number, number] | null;
  /** The column declared a type (MODIFY may restate constraints only). */
  typed: boolean;
  /** Constraints stated on the column, for ALTER merges. */
  notNull: boolean;
  explicitNull: boolean;
  /** Clauses the reader could not read and skipped (a misspelled constraint, a DEFAULT without value). */
  skipped: readonly Skipped[];
}

/** PostgreSQL serial pseudo-types: the integer type they stand for. */
const SERIALS = new Map<string, string>([
  ['serial', 'int'],
  ['serial4', 'int'],
  ['bigserial', 'bigint'],
  ['serial8', 'bigint'],
  ['smallserial', 'smallint'],
  ['serial2', 'smallint'],
]);

/**
 * Past the action of an `ON DELETE` / `ON UPDATE` at `j`: `CASCADE`, `RESTRICT`, `NO ACTION`,
 * `SET NULL` or `SET DEFAULT` (PostgreSQL: with a column list). Read word by word, so a `DEFAULT`
 * clause after `ON DELETE CASCADE` stays the column's.
 */
function referentialActionEnd(sig: Token[], j: number, end: number): number {
  const a = j < end ? sig[j].upper : '';
  if (a === 'CASCADE' || a === 'RESTRICT') return j + 1;
  if (a === 'NO' && isWord(sig[j + 1], 'ACTION')) return j + 2;
  if (a === 'SET' && (isWord(sig[j + 1], 'NULL') || isWord(sig[j + 1], 'DEFAULT'))) {
    return isPunct(sig[j + 2], '(') ? skipGroup(sig, j + 2, end) : j + 2;
  }
  return j;
}

/** The table and columns a REFERENCES clause names (no columns: the table's primary key). */
export function readReference(
  sig: Token[],
  i: number,
  end: number,
): { table: string; columns: string[] } | null {
  const q = readQualifiedName(sig, i, end);
  if (!q) return null;
  const columns = isPunct(sig[q.next], '(') ? keyColumns(sig, q.next, end) : [];
  return { table: q.parts[q.parts.length - 1], columns };
}

/** Skips a REFERENCES clause (target, columns, ON DELETE/UPDATE, MATCH, DEFERRABLE). */
export function skipReferences(sig: Token[], i: number, end: number): number {
  const q = readQualifiedName(sig, i, end);
  let j = q ? q.next : i;
  if (isPunct(sig[j], '(')) {
    const close = matchParen(sig, j, end);
    j = close < 0 ? end : close + 1;
  }
  while (j < end) {
    const t = sig[j];
    if (t.upper === 'ON' && (isWord(sig[j + 1], 'DELETE') || isWord(sig[j + 1], 'UPDATE'))) {
      j = referentialActionEnd(sig, j + 2, end);
    } else if (t.upper === 'MATCH') j += 2;
    else if (
      t.upper === 'DEFERRABLE' ||
      t.upper === 'INITIALLY' ||
      t.upper === 'DEFERRED' ||
      t.upper === 'IMMEDIATE'
    )
      j++;
    else if (t.upper === 'NOT' && isWord(sig[j + 1], 'DEFERRABLE')) j += 2;
    else if (t.upper === 'NOT' && isWord(sig[j + 1], 'FOR')) j += 3;
    else break;
  }
  return j;
}

/** Something a column definition states that the reader skipped, with why. */
export interface Skipped {
  token: Token;
  message: string;
}

/**
 * The column being read and what its clauses read from: one object per column, which `readColumn`
 * answers as its `ColumnDef`.
 */
interface ClauseContext extends ColumnDef {
  sig: Token[];
  end: number;
  text: string;
  dialect: SqlDialect;
}

/** Reads one clause at `j` and answers the index past it, or -1 when it is not a clause it knows. */
type Clause = (c: ClauseContext, j: number) => number;

const wordAt = (c: ClauseContext, k: number): string =>
  k < c.end && c.sig[k].kind === 'word' ? c.sig[k].upper : '';

const nameAt = (c: ClauseContext, k: number): boolean => k < c.end && isName(c.sig[k]);

const groupAt = (c: ClauseContext, k: number): number =>
  k < c.end && isPunct(c.sig[k], '(') ? skipGroup(c.sig, k, c.end) : -1;

/** What most columns skip: one shared empty list rather than an array per column. */
const NOTHING_SKIPPED: readonly Skipped[] = [];

const skipped = (c: ClauseContext, t: Token, message: string) => {
  c.skipped = [...c.skipped, { token: t, message: `Column ${c.field.columnName}: ${message}` }];
};

/** Sequence options after IDENTITY, in parentheses or (Oracle) bare: `START WITH 1 INCREMENT BY 1 NOCACHE`. */
const SEQUENCE_WORDS = new Set([
  'START',
  'WITH',
  'INCREMENT',
  'BY',
  'MINVALUE',
  'MAXVALUE',
  'NOMINVALUE',
  'NOMAXVALUE',
  'NO',
  'CACHE',
  'NOCACHE',
  'CYCLE',
  'NOCYCLE',
  'ORDER',
  'NOORDER',
  'KEEP',
  'NOKEEP',
  'SCALE',
  'NOSCALE',
  'EXTEND',
  'NOEXTEND',
  'SHARD',
  'NOSHARD',
  'LIMIT',
  'VALUE',
]);

function identity(c: ClauseContext, j: number): number {
  c.field.autoIncrement = true;
  c.field.nullable = false;
  const g = groupAt(c, j);
  let k = g < 0 ? j : g;
  for (;;) {
    const t = c.sig[k];
    if (k >= c.end) return k;
    if (t.kind === 'word' && SEQUENCE_WORDS.has(t.upper)) k++;
    else if (t.kind === 'number' || isPunct(t, '-') || isPunct(t, '+')) k++;
    else return k;
  }
}

/** `DEFAULT x`, Oracle `DEFAULT ON NULL x`, DB2 `[WITH] DEFAULT` (a value is optional in DB2 only). */
function defaultClause(c: ClauseContext, j: number): number {
  const f = c.field;
  let k = j + 1;
  if (wordAt(c, k) === 'ON' && wordAt(c, k + 1) === 'NULL') k += 2;
  const v = c.sig[k];
  if (
    k >= c.end ||
    (v.kind === 'word' && CONSTRAINT_WORDS.has(v.upper) && v.upper !== 'NULL') ||
    isPunct(v, ')')
  ) {
    if (c.dialect !== 'db2' && !isWord(c.sig[j - 1], 'WITH'))
      skipped(c, c.sig[j], 'DEFAULT has no value; skipped, the column has no default');
    return k;
  }
  const d = readDefault(c.sig, k, c.end, c.text);
  f.defaultValue = d.value;
  if (d.value !== null && /\bnextval\b/i.test(d.value)) f.autoIncrement = true;
  return d.next > k ? d.next : k + 1;
}

/** `GENERATED {ALWAYS | BY DEFAULT [ON NULL]} AS {IDENTITY … | (expr) | ROW START …}`, DB2 row-change timestamps. */
function generated(c: ClauseContext, j: number): number {
  let k = j + 1;
  if (wordAt(c, k) === 'ALWAYS') k++;
  else if (wordAt(c, k) === 'BY' && wordAt(c, k + 1) === 'DEFAULT') {
    k += 2;
    if (wordAt(c, k) === 'ON' && wordAt(c, k + 1) === 'NULL') {
      k += 2;
      if (wordAt(c, k) === 'FOR' && wordAt(c, k + 1) === 'INSERT')
        k += wordAt(c, k + 2) === 'AND' ? 4 : 3;
    }
  }
  if (wordAt(c, k) === 'FOR' && wordAt(c, k + 1) === 'EACH' && wordAt(c, k + 2) === 'ROW') {
    k += 3;
    if (wordAt(c, k) === 'ON' && wordAt(c, k + 1) === 'UPDATE') k += 2;
  }
  if (wordAt(c, k) !== 'AS') return -1;
  k++;
  if (wordAt(c, k) === 'IDENTITY') return identity(c, k + 1);
  c.generated = true;
  const g = groupAt(c, k);
  if (g >= 0) {
    c.expression = [k, g];
    return g;
  }
  // Period and row-change columns: `AS ROW START`, `AS ROW CHANGE TIMESTAMP`, `AS TRANSACTION_ID END`.
  const start = k;
  while (PERIOD_WORDS.has(wordAt(c, k))) k++;
  if (k > start) return k;
  // `GENERATED ALWAYS AS IDENTIY`: the whole clause is skipped, up to the word that was not understood.
  const stop = Math.min(k + 1, c.end);
  skipped(c, c.sig[j], describeRun(c, j, stop));
  return stop;
}

const PERIOD_WORDS = new Set([
  'ROW',
  'START',
  'END',
  'BEGIN',
  'CHANGE',
  'TIMESTAMP',
  'TRANSACTION',
  'TRANSACTION_ID',
  'SEQUENCE_NUMBER',
  'ID',
]);

/** `AS (expr)`, T-SQL `AS a * b`, `AS IDENTITY`. */
function computed(c: ClauseContext, j: number): number {
  c.generated = true;
  const g = groupAt(c, j + 1);
  if (g >= 0) {
    c.expression = [j + 1, g];
    return g;
  }
  if (wordAt(c, j + 1) === 'IDENTITY') {
    c.field.autoIncrement = true;
    return j + 2;
  }
  const d = readDefault(c.sig, j + 1, c.end, c.text);
  if (d.next <= j + 1) return -1;
  c.expression = [j + 1, d.next];
  return d.next;
}

/** A clause that is one word and states nothing the generator uses. */
const word1: Clause = (_c, j) => j + 1;

/** A word followed by a name: `COLLATE x`, `TABLESPACE x`, `STORAGE DISK`. */
const withName: Clause = (c, j) => {
  const q = readQualifiedName(c.sig, j + 1, c.end);
  return q ? q.next : -1;
};

/** `= value` is optional: `ENGINE_ATTRIBUTE = '…'`, `COMPRESSED=zlib`. */
const optionalAssign = (c: ClauseContext, j: number): number =>
  isPunct(c.sig[j], '=') && j + 1 < c.end ? j + 2 : j;

/** Every column clause the reader knows, by its first word, in every dialect it supports. */
const CLAUSES: Map<string, Clause> = new Map<string, Clause>([
  [
    'NOT',
    (c, j) => {
      const n = wordAt(c, j + 1);
      if (n === 'NULL') {
        c.field.nullable = false;
        c.notNull = true;
        return j + 2;
      }
      if (n === 'FOR' && wordAt(c, j + 2) === 'REPLICATION') return j + 3;
      return NOT_FOLLOWERS.has(n) ? j + 2 : -1;
    },
  ],
  [
    'NULL',
    (c, j) => {
      c.explicitNull = true;
      return j + 1;
    },
  ],
  [
    'PRIMARY',
    (c, j) => {
      if (wordAt(c, j + 1) !== 'KEY') return -1;
      c.field.primaryKey = true;
      return j + 2;
    },
  ],
  [
    'KEY',
    // MySQL: a bare KEY on a column means PRIMARY KEY.
    (c, j) => {
      if (c.dialect !== 'mysql') return -1;
      c.field.primaryKey = true;
      return j + 1;
    },
  ],
  [
    'UNIQUE',
    (c, j) => {
      c.field.unique = true;
      let k = j + 1;
      if (wordAt(c, k) === 'KEY' || wordAt(c, k) === 'INDEX') k++;
      // PostgreSQL 15 `UNIQUE NULLS [NOT] DISTINCT`.
      if (wordAt(c, k) === 'NULLS') {
        k++;
        if (wordAt(c, k) === 'NOT') k++;
        if (wordAt(c, k) === 'DISTINCT') k++;
      }
      return k;
    },
  ],
  // T-SQL `FOREIGN KEY REFERENCES t (c)` on a column.
  ['FOREIGN', (c, j) => (wordAt(c, j + 1) === 'KEY' ? j + 2 : -1)],
  ['DEFAULT', defaultClause],
  [
    'WITH',
    (c, j) => {
      const n = wordAt(c, j + 1);
      if (n === 'DEFAULT') return defaultClause(c, j + 1);
      const g = groupAt(c, j + 1);
      if (g >= 0) return g;
      if (n === 'VALUES') return j + 2;
      if (n === 'SYSTEM' && wordAt(c, j + 2) === 'VERSIONING') return j + 3;
      if (n === 'FILLFACTOR') return optionalAssign(c, j + 2) + 1;
      return -1;
    },
  ],
  [
    'WITHOUT',
    (c, j) => (wordAt(c, j + 1) === 'SYSTEM' && wordAt(c, j + 2) === 'VERSIONING' ? j + 3 : -1),
  ],
  [
    'AUTO_INCREMENT',
    (c, j) => {
      c.field.autoIncrement = true;
      return j + 1;
    },
  ],
  [
    'AUTOINCREMENT',
    (c, j) => {
      c.field.autoIncrement = true;
      return j + 1;
    },
  ],
  ['IDENTITY', (c, j) => identity(c, j + 1)],
  [
    'SERIAL',
    // MySQL `SERIAL DEFAULT VALUE` on an integer column.
    (c, j) => {
      c.field.autoIncrement = true;
      return wordAt(c, j + 1) === 'DEFAULT' && wordAt(c, j + 2) === 'VALUE' ? j + 3 : j + 1;
    },
  ],
  ['GENERATED', generated],
  ['AS', computed],
  [
    'COMMENT',
    (c, j) => {
      const k = optionalAssign(c, j + 1);
      if (k >= c.end || c.sig[k].kind !== 'string') return -1;
      c.field.comment = c.sig[k].value;
      return k + 1;
    },
  ],
  ['CHARACTER', (c, j) => (wordAt(c, j + 1) === 'SET' && nameAt(c, j + 2) ? j + 3 : -1)],
  ['CHAR', (c, j) => (wordAt(c, j + 1) === 'SET' && nameAt(c, j + 2) ? j + 3 : -1)],
  ['CHARSET', (c, j) => (nameAt(c, j + 1) ? j + 2 : -1)],
  ['COLLATE', withName],
  [
    'ON',
    (c, j) => {
      const n = wordAt(c, j + 1);
      if (n === 'UPDATE') {
        const d = readDefault(c.sig, j + 2, c.end, c.text);
        return d.next > j + 2 ? d.next : -1;
      }
      if (n === 'CONFLICT') return nameAt(c, j + 2) ? j + 3 : -1;
      // T-SQL filegroup of a PRIMARY KEY / UNIQUE index: `ON [PRIMARY]`.
      return nameAt(c, j + 1) && n !== 'DELETE' && n !== 'NULL' ? j + 2 : -1;
    },
  ],
  [
    'UNSIGNED',
    (c, j) => {
      c.field.unsigned = true;
      return j + 1;
    },
  ],
  [
    'ZEROFILL',
    (c, j) => {
      c.field.unsigned = true;
      return j + 1;
    },
  ],
  [
    'REFERENCES',
    (c, j) => {
      if (!nameAt(c, j + 1)) return -1;
      const target = readReference(c.sig, j + 1, c.end);
      if (target) c.field.foreignKey = { table: target.table, column: target.columns[0] ?? '' };
      return Math.max(skipReferences(c.sig, j + 1, c.end), j + 2);
    },
  ],
  [
    'CHECK',
    (c, j) => {
      let k = j + 1;
      if (wordAt(c, k) === 'NOT' && wordAt(c, k + 1) === 'FOR') k += 3;
      return groupAt(c, k);
    },
  ],
  ['NO', (c, j) => (wordAt(c, j + 1) === 'INHERIT' || wordAt(c, j + 1) === 'SALT' ? j + 2 : -1)],
  ['CONSTRAINT', (c, j) => (nameAt(c, j + 1) && !CLAUSES.has(wordAt(c, j + 1)) ? j + 2 : -1)],
  [
    'INITIALLY',
    (c, j) => (wordAt(c, j + 1) === 'DEFERRED' || wordAt(c, j + 1) === 'IMMEDIATE' ? j + 2 : -1),
  ],
  ['IMPLICITLY', (c, j) => (wordAt(c, j + 1) === 'HIDDEN' ? j + 2 : -1)],
  [
    'USING',
    (c, j) => {
      if (wordAt(c, j + 1) !== 'INDEX')
        return nameAt(c, j + 1) || c.sig[j + 1]?.kind === 'string' ? j + 2 : -1;
      // Oracle `USING INDEX [name | (CREATE INDEX …)] PCTFREE 10 … TABLESPACE x ENABLE`: index
      // attributes up to the next column clause.
      let k = j + 2;
      while (k < c.end && !CLAUSES.has(wordAt(c, k)))
        k = isPunct(c.sig[k], '(') ? skipGroup(c.sig, k, c.end) : k + 1;
      return k;
    },
  ],
  ['TABLESPACE', withName],
  ['STORAGE', (c, j) => (groupAt(c, j + 1) >= 0 ? groupAt(c, j + 1) : withName(c, j))],
  ['COLUMN_FORMAT', withName],
  ['COMPRESSION', withName],
  ['COMPRESSED', (c, j) => (isPunct(c.sig[j + 1], '=') && nameAt(c, j + 2) ? j + 3 : j + 1)],
  ['ENGINE_ATTRIBUTE', (c, j) => optionalAssign(c, j + 1) + 1],
  ['SECONDARY_ENGINE_ATTRIBUTE', (c, j) => optionalAssign(c, j + 1) + 1],
  ['SRID', (c, j) => (c.sig[j + 1]?.kind === 'number' ? j + 2 : -1)],
  ['REF_SYSTEM_ID', (c, j) => optionalAssign(c, j + 1) + 1],
  ['INDEX', (c, j) => (nameAt(c, j + 1) ? j + 2 : -1)],
  [
    'FOR',
    // DB2 `FOR BIT DATA`.
    (c, j) =>
      ['BIT', 'SBCS', 'MIXED'].includes(wordAt(c, j + 1)) && wordAt(c, j + 2) === 'DATA'
        ? j + 3
        : -1,
  ],
  ['INLINE', (c, j) => (wordAt(c, j + 1) === 'LENGTH' ? j + 3 : -1)],
  ['CCSID', (c, j) => j + 2],
  [
    'COMPRESS',
    (c, j) => (wordAt(c, j + 1) === 'SYSTEM' && wordAt(c, j + 2) === 'DEFAULT' ? j + 3 : j + 1),
  ],
  ['AFTER', (c, j) => (nameAt(c, j + 1) ? j + 2 : -1)],
  ...[
    // MySQL/MariaDB: generated column storage, character-type attributes, visibility, column position.
    'STORED',
    'VIRTUAL',
    'PERSISTENT',
    'BINARY',
    'ASCII',
    'UNICODE',
    'BYTE',
    'VISIBLE',
    'INVISIBLE',
    'FIRST',
    'SIGNED',
    // SQL Server.
    'PERSISTED',
    'SPARSE',
    'ROWGUIDCOL',
    'FILESTREAM',
    'HIDDEN',
    'MASKED',
    'ENCRYPTED',
    'CLUSTERED',
    'NONCLUSTERED',
    // Oracle constraint states and column options.
    'ENABLE',
    'DISABLE',
    'VALIDATE',
    'NOVALIDATE',
    'RELY',
    'NORELY',
    'SORT',
    'ENCRYPT',
    'SALT',
    // SQLite `PRIMARY KEY ASC`, MySQL 8 `CHECK (…) [NOT] ENFORCED`, deferrable references, DB2 LOBs.
    'ASC',
    'DESC',
    'ENFORCED',
    'DEFERRABLE',
    'LOGGED',
    'COMPACT',
  ].map((w): [string, Clause] => [w, word1]),
]);

/** The first words of every column clause: a word that is not one of them ends a type or is skipped. */
export const COLUMN_CLAUSE_WORDS: ReadonlySet<string> = new Set(CLAUSES.keys());

/** Words after NOT that make a known clause: `NOT DEFERRABLE`, DB2 `NOT LOGGED`, MySQL `NOT ENFORCED`. */
const NOT_FOLLOWERS = new Set([
  'DEFERRABLE',
  'LOGGED',
  'COMPACT',
  'ENFORCED',
  'VALID',
  'HIDDEN',
  // MySQL HeatWave `NOT SECONDARY`.
  'SECONDARY',
]);

/** The message for a run of tokens no clause read: what was skipped and, when it is close, what was meant. */
function describeRun(c: ClauseContext, from: number, to: number): string {
  const first = c.sig[from];
  const raw = c.text.slice(first.start, c.sig[to - 1].end).replace(/\s+/g, ' ');
  const shown = raw.length > 40 ? `${raw.slice(0, 40)}…` : raw;
  const upper = first.kind === 'word' ? first.upper : '';
  const near = INCOMPLETE[upper] ? null : closest(upper, COLUMN_KEYWORDS);
  const meant =
    FULL_FORM[upper] ?? (near ? (FULL_FORM[near] ?? near) : upper ? closestPhrase(upper) : null);
  if (meant) {
    const consequence = CONSEQUENCE[meant];
    return `skipped "${shown}" (did you mean ${meant}?)${consequence ? `; ${consequence}` : ''}`;
  }
  if (INCOMPLETE[upper]) return `skipped "${shown}" (${INCOMPLETE[upper]})`;
  return `skipped "${shown}" (not a column constraint or option)`;
}

/** `NOTNULL`, `PRIMARYKEY`: two keywords run together. */
function closestPhrase(upper: string): string | null {
  const joined =
    upper === 'NOTNULL' || upper === 'PRIMARYKEY'
      ? upper
      : closest(upper, ['NOTNULL', 'PRIMARYKEY']);
  return joined === 'NOTNULL' ? 'NOT NULL' : joined === 'PRIMARYKEY' ? 'PRIMARY KEY' : null;
}

/**
 * A column definition in `[i, end)`: name, type, then constraints in any order. Every clause a
 * dialect allows is read; whatever is left (a misspelled or incomplete constraint, a stray word) is
 * skipped and reported in `skipped`, so a column is always kept once its name is read.
 * `withLine`: the field states the line of its name.
 */
export function readColumn(
  sig: Token[],
  i: number,
  end: number,
  text: string,
  dialect: SqlDialect,
  withLine = true,
): ColumnDef | null {
  const nameToken = sig[i];
  if (!isName(nameToken)) return null;
  let type = readType(sig, i + 1, end);
  // A typeless column (SQLite) followed by a misspelled keyword: `id AUTO_INCREMNT`, `a PRIMAY KEY`.
  if (type.next === i + 2 && sig[i + 1].kind === 'word' && misspelledKeyword(sig[i + 1].upper))
    type = { ...type, sqlType: '', next: i + 1 };
  // H2 and HSQLDB: `id IDENTITY` is a BIGINT the IDENTITY clause then makes auto-increment.
  if (type.sqlType === '' && isWord(sig[i + 1], 'IDENTITY') && !isPunct(sig[i + 2], '('))
    type = { ...type, sqlType: 'bigint' };
  // Laid out as a contract `Field` (`RawTable.finishInPlace`): the properties `finish` sets are
  // undefined until then. Every column's field starts with the same properties: naming and type
  // mapping over thousands of fields then meet few object shapes. What few columns state is added
  // where they do (`finish` copies a field that has any of the reader's own): `foreignKey`, which a
  // contract `Field` has only then too, `unsigned`, `enumValues`, `array`, and `line` when wanted.
  const field: RawField = {
    columnName: nameToken.value,
    propertyName: undefined,
    sqlType: type.sqlType,
    length: type.length,
    precision: type.precision,
    scale: type.scale,
    nullable: true,
    primaryKey: false,
    autoIncrement: false,
    unique: false,
    defaultValue: null,
    comment: '',
    javaType: undefined,
    tsType: undefined,
  };
  if (type.unsigned) field.unsigned = true;
  if (type.enumValues) field.enumValues = type.enumValues;
  if (type.array) field.array = true;
  if (withLine) field.line = nameToken.line;
  const c: ClauseContext = {
    field,
    generated: false,
    expression: null,
    typed: type.sqlType !== '',
    notNull: false,
    explicitNull: false,
    skipped: NOTHING_SKIPPED,
    sig,
    end,
    text,
    dialect,
  };
  const serial = SERIALS.get(field.sqlType);
  if (serial !== undefined) {
    if (dialect === 'mysql' && field.sqlType === 'serial') {
      // MySQL SERIAL = BIGINT UNSIGNED NOT NULL AUTO_INCREMENT UNIQUE.
      field.sqlType = 'bigint';
      field.unsigned = true;
      field.unique = true;
    } else {
      // PostgreSQL serial types are integers with a sequence default; they are NOT NULL too.
      field.sqlType = serial;
    }
    field.autoIncrement = true;
    field.nullable = false;
    c.notNull = true;
  }
  let j = type.next;
  let run = -1;
  while (j < end) {
    const t = sig[j];
    // `PRIMAY KEY`: a bare KEY right after skipped words belongs to them.
    const clause =
      t.kind === 'word' && !(run >= 0 && t.upper === 'KEY') ? CLAUSES.get(t.upper) : undefined;
    const next = clause ? clause(c, j) : -1;
    if (next > j) {
      if (run >= 0) skipped(c, sig[run], describeRun(c, run, j));
      run = -1;
      j = next;
      continue;
    }
    if (run < 0) run = j;
    j = isPunct(t, '(') ? skipGroup(sig, j, end) : j + 1;
  }
  if (run >= 0) skipped(c, sig[run], describeRun(c, run, Math.min(j, end)));
  if (field.primaryKey) field.nullable = false;
  return c;
}

/** Type words already looked at: a script repeats a few type names thousands of times. */
const keywordLookalikes = new Map<string, boolean>();

/** A word in the type's place that is a misspelled column keyword rather than a type name. */
function misspelledKeyword(upper: string): boolean {
  let found = keywordLookalikes.get(upper);
  if (found === undefined) {
    found = closest(upper, COLUMN_KEYWORDS, true) !== null || closestPhrase(upper) !== null;
    // Bounded: a script of made-up type names must not grow it without end.
    if (keywordLookalikes.size >= 4096) keywordLookalikes.clear();
    keywordLookalikes.set(upper, found);
  }
  return found;
}

export function skipGroup(sig: Token[], open: number, end: number): number {
  const close = matchParen(sig, open, end);
  return close < 0 ? end : close + 1;
}

/** Column names of a key list `(a, b DESC, c(10))`; expressions are left out. */
export function keyColumns(sig: Token[], open: number, end: number): string[] {
  const names: string[] = [];
  const bounds: number[] = [];
  listBounds(sig, open, end, bounds);
  for (let k = 0; k < bounds.length; k += 2) {
    const s = bounds[k];
    const e = bounds[k + 1];
    const t = sig[s];
    if (!isName(t)) continue;
    // `lower(email)` is an expression; `name(10)` (MySQL prefix) is a column.
    if (isPunct(sig[s + 1], '(') && sig[s + 2]?.kind !== 'number') continue;
    if (e - s > 1 && !isPunct(sig[s + 1], '(') && sig[s + 1].kind === 'punct') continue;
    names.push(t.value);
  }
  return names;
}
