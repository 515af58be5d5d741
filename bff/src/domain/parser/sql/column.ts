import type { SqlDialect } from '../../../../../src/contract/text';
import type { RawField } from '../types';
import type { Token } from './tokenizer';
import { isName, isPunct, isWord, matchParen, readQualifiedName, splitCommas } from './tokens';

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
function sizeOf(tokens: Token[]): number | null {
  const t = tokens[0];
  if (!t) return null;
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

/** Extends a type name with the words that continue it (`double precision`, `with time zone`). */
function continueTypeName(sig: Token[], j: number, end: number, name: string): [string, number] {
  for (;;) {
    const next = sig[j];
    if (j >= end || next.kind !== 'word' || !CONTINUATION_WORDS.has(next.upper)) return [name, j];
    const lower = next.value.toLowerCase();
    if (CONTINUATIONS.get(name)?.includes(lower)) {
      name = `${name} ${lower}`;
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
      return [name, j];
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
    return [name, j];
  }
}

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
  const q = readQualifiedName(sig, i, end);
  let j = q ? q.next : i + 1;
  let name = (q ? q.parts[q.parts.length - 1] : first.value).toLowerCase();
  [name, j] = continueTypeName(sig, j, end, name);
  if (j < end && isPunct(sig[j], '(')) {
    const close = matchParen(sig, j, end);
    const stop = close < 0 ? end : close;
    const args = splitCommas(sig, j + 1, stop).map(([s, e]) => sig.slice(s, e));
    if (name === 'enum' || name === 'set') {
      info.enumValues = args.filter((a) => a[0]?.kind === 'string').map((a) => a[0].value);
    } else if (PRECISION_TYPES.has(name)) {
      info.precision = sizeOf(args[0] ?? []);
      if (args.length > 1) info.scale = sizeOf(args[1]);
    } else if (args.length === 1) {
      info.length = sizeOf(args[0]);
    } else if (args.length > 1) {
      // `timestamp(6)`-like types only take one; keep the first of anything else.
      info.length = sizeOf(args[0]);
    }
    j = close < 0 ? end : close + 1;
    [name, j] = continueTypeName(sig, j, end, name);
  }
  // Arrays: `text[]`, `int[3][3]`, `integer ARRAY`.
  while (j < end && isPunct(sig[j], '[')) {
    info.array = true;
    let k = j + 1;
    while (k < end && !isPunct(sig[k], ']')) k++;
    j = Math.min(k + 1, end);
  }
  if (isWord(sig[j], 'ARRAY')) {
    info.array = true;
    j++;
  }
  if (name === 'unsigned big int') info.unsigned = true;
  info.sqlType = name;
  info.next = j;
  return info;
}

export interface DefaultValue {
  value: string | null;
  next: number;
}

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
  if (t.kind === 'string' || t.kind === 'number' || t.kind === 'quoted') return j + 1;
  if (t.kind !== 'word') return j + 1;
  // `_utf8mb4'x'` charset introducers.
  if (t.value.startsWith('_') && sig[j + 1]?.kind === 'string') return j + 2;
  // DB2 `CURRENT TIMESTAMP`, T-SQL/DB2 `NEXT VALUE FOR seq`.
  if (
    t.upper === 'CURRENT' &&
    sig[j + 1]?.kind === 'word' &&
    !CONSTRAINT_WORDS.has(sig[j + 1].upper)
  ) {
    return j + 2;
  }
  if (t.upper === 'NEXT' && isWord(sig[j + 1], 'VALUE') && isWord(sig[j + 2], 'FOR')) {
    const q = readQualifiedName(sig, j + 3, end);
    return q ? q.next : j + 3;
  }
  j++;
  while (j + 1 < end && isPunct(sig[j], '.') && isName(sig[j + 1])) j += 2;
  if (j < end && isPunct(sig[j], '(')) {
    const close = matchParen(sig, j, end);
    return close < 0 ? end : close + 1;
  }
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
  /** The column declared a type (MODIFY may restate constraints only). */
  typed: boolean;
  /** Constraints stated on the column, for ALTER merges. */
  notNull: boolean;
  explicitNull: boolean;
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

const REFERENTIAL_ACTIONS = new Set([
  'CASCADE',
  'RESTRICT',
  'NO',
  'ACTION',
  'SET',
  'NULL',
  'DEFAULT',
]);

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
      j += 2;
      while (j < end && REFERENTIAL_ACTIONS.has(sig[j].upper)) j++;
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

/**
 * A column definition in `[i, end)`: name, type, then constraints in any order. Unknown words are
 * skipped (vendor options), so a column is always read once its name is.
 */
export function readColumn(
  sig: Token[],
  i: number,
  end: number,
  text: string,
  dialect: SqlDialect,
): ColumnDef | null {
  const nameToken = sig[i];
  if (!isName(nameToken)) return null;
  const type = readType(sig, i + 1, end);
  const field: RawField = {
    columnName: nameToken.value,
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
    line: nameToken.line,
  };
  if (type.unsigned) field.unsigned = true;
  if (type.enumValues) field.enumValues = type.enumValues;
  if (type.array) field.array = true;
  const def: ColumnDef = {
    field,
    generated: false,
    typed: type.sqlType !== '',
    notNull: false,
    explicitNull: false,
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
    def.notNull = true;
  }
  let j = type.next;
  while (j < end) {
    const t = sig[j];
    const u = t.kind === 'word' ? t.upper : '';
    switch (u) {
      case 'NOT':
        if (isWord(sig[j + 1], 'NULL')) {
          field.nullable = false;
          def.notNull = true;
          j += 2;
        } else if (isWord(sig[j + 1], 'FOR')) j += 3;
        else j++;
        break;
      case 'NULL':
        def.explicitNull = true;
        j++;
        break;
      case 'PRIMARY':
        field.primaryKey = true;
        j += isWord(sig[j + 1], 'KEY') ? 2 : 1;
        break;
      case 'KEY':
        // MySQL: a bare KEY on a column means PRIMARY KEY.
        if (dialect === 'mysql') field.primaryKey = true;
        j++;
        break;
      case 'UNIQUE':
        field.unique = true;
        j += isWord(sig[j + 1], 'KEY') || isWord(sig[j + 1], 'INDEX') ? 2 : 1;
        break;
      case 'DEFAULT': {
        let k = j + 1;
        // Oracle `DEFAULT ON NULL 0`.
        if (isWord(sig[k], 'ON') && isWord(sig[k + 1], 'NULL')) k += 2;
        if (
          k >= end ||
          (sig[k].kind === 'word' && CONSTRAINT_WORDS.has(sig[k].upper) && sig[k].upper !== 'NULL')
        ) {
          // DB2 `WITH DEFAULT` without a value.
          j = k;
          break;
        }
        const d = readDefault(sig, k, end, text);
        field.defaultValue = d.value;
        if (d.value !== null && /\bnextval\b/i.test(d.value)) field.autoIncrement = true;
        j = d.next > k ? d.next : k + 1;
        break;
      }
      case 'AUTO_INCREMENT':
      case 'AUTOINCREMENT':
        field.autoIncrement = true;
        j++;
        break;
      case 'IDENTITY':
        field.autoIncrement = true;
        field.nullable = false;
        j++;
        if (isPunct(sig[j], '(')) j = skipGroup(sig, j, end);
        break;
      case 'SERIAL':
        // MySQL `SERIAL DEFAULT VALUE` on an integer column.
        field.autoIncrement = true;
        j += isWord(sig[j + 1], 'DEFAULT') && isWord(sig[j + 2], 'VALUE') ? 3 : 1;
        break;
      case 'GENERATED': {
        let k = j + 1;
        while (k < end && sig[k].kind === 'word' && sig[k].upper !== 'AS') k++;
        if (isWord(sig[k + 1], 'IDENTITY')) {
          field.autoIncrement = true;
          field.nullable = false;
          k += 2;
          if (isPunct(sig[k], '(')) k = skipGroup(sig, k, end);
        } else {
          def.generated = true;
          k++;
          if (isPunct(sig[k], '(')) k = skipGroup(sig, k, end);
        }
        j = k;
        break;
      }
      case 'AS':
        def.generated = true;
        j++;
        if (isPunct(sig[j], '(')) j = skipGroup(sig, j, end);
        else if (isWord(sig[j], 'IDENTITY')) {
          field.autoIncrement = true;
          j++;
        }
        break;
      case 'COMMENT':
        if (sig[j + 1]?.kind === 'string') {
          field.comment = sig[j + 1].value;
          j += 2;
        } else j++;
        break;
      case 'CHARACTER':
        j += isWord(sig[j + 1], 'SET') ? 3 : 1;
        break;
      case 'CHARSET':
      case 'COLLATE':
        j += 2;
        break;
      case 'ON':
        if (isWord(sig[j + 1], 'UPDATE')) {
          const d = readDefault(sig, j + 2, end, text);
          j = Math.max(d.next, j + 2);
        } else if (isWord(sig[j + 1], 'CONFLICT')) j += 3;
        else j++;
        break;
      case 'UNSIGNED':
      case 'ZEROFILL':
        field.unsigned = true;
        j++;
        break;
      case 'REFERENCES':
        j = Math.max(skipReferences(sig, j + 1, end), j + 1);
        break;
      case 'CHECK':
        j++;
        if (isPunct(sig[j], '(')) j = skipGroup(sig, j, end);
        break;
      case 'CONSTRAINT':
        j += 2;
        break;
      case 'FOR':
        // DB2 `FOR BIT DATA`.
        j +=
          isWord(sig[j + 1], 'BIT') || isWord(sig[j + 1], 'SBCS') || isWord(sig[j + 1], 'MIXED')
            ? 3
            : 1;
        break;
      default:
        j = isPunct(t, '(') ? skipGroup(sig, j, end) : j + 1;
    }
  }
  if (field.primaryKey) field.nullable = false;
  return def;
}

export function skipGroup(sig: Token[], open: number, end: number): number {
  const close = matchParen(sig, open, end);
  return close < 0 ? end : close + 1;
}

/** Column names of a key list `(a, b DESC, c(10))`; expressions are left out. */
export function keyColumns(sig: Token[], open: number, end: number): string[] {
  const close = matchParen(sig, open, end);
  const stop = close < 0 ? end : close;
  const names: string[] = [];
  for (const [s, e] of splitCommas(sig, open + 1, stop)) {
    const t = sig[s];
    if (!isName(t)) continue;
    // `lower(email)` is an expression; `name(10)` (MySQL prefix) is a column.
    if (isPunct(sig[s + 1], '(') && sig[s + 2]?.kind !== 'number') continue;
    if (e - s > 1 && !isPunct(sig[s + 1], '(') && sig[s + 1].kind === 'punct') continue;
    names.push(t.value);
  }
  return names;
}
