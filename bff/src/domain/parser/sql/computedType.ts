import type { SqlDialect } from '../../../../../src/contract/text';
import { resolveKind, type SizedType } from '../../typeMapping/mapType';
import type { TypeKind } from '../../typeMapping/profiles';
import type { RawField } from '../types';
import { readType } from './column';
import type { Token } from './tokenizer';
import { isName, isPunct, isWord, listBounds, matchParen, readQualifiedName } from './tokens';

/** The type a computed column's expression yields. */
export type ExpressionType = Required<Omit<SizedType, 'unsigned'>>;

interface Operand {
  type: ExpressionType;
  kind: TypeKind;
  /** A literal: it widens integers to decimals, and otherwise yields to the columns beside it. */
  literal: boolean;
}

interface Scope {
  sig: Token[];
  text: string;
  dialect: SqlDialect;
  /** The table's column of that name (any case). */
  columnOf: (name: string) => RawField | undefined;
}

/**
 * The type of a computed column that declares none (SQL Server `Total AS ISNULL(Price * Qty, 0)`,
 * SQLite `GENERATED ALWAYS AS (a || b)`), from the expression at `[from, to)`: the columns it
 * reads, its literals, casts and the common functions. Null when the expression says too little
 * (a user function, a subquery): the column then stays without a type, as before.
 */
export function computedType(
  sig: Token[],
  from: number,
  to: number,
  text: string,
  dialect: SqlDialect,
  columnOf: (name: string) => RawField | undefined,
): ExpressionType | null {
  return expressionType({ sig, text, dialect, columnOf }, from, to)?.type ?? null;
}

const sized = (sqlType: string, length: number | null = null): ExpressionType => ({
  sqlType,
  length,
  precision: null,
  scale: null,
});

const operandOf = (type: ExpressionType, kind: TypeKind, literal = false): Operand => ({
  type,
  kind,
  literal,
});

const TEXT = (national: boolean) => operandOf(sized(national ? 'nvarchar' : 'varchar'), 'string');
const INT = operandOf(sized('int'), 'int');
const DATE_TIME = operandOf(sized('datetime'), 'dateTime');

/** Numeric kinds by how wide a result they make. */
const NUMERIC_RANK: Partial<Record<TypeKind, number>> = {
  tinyint: 1,
  smallint: 2,
  int: 3,
  bigint: 4,
  unsignedBigint: 5,
  decimal: 6,
  float: 7,
  double: 8,
};

const DATE_KINDS = new Set<TypeKind>(['date', 'dateTime', 'dateTimeTz']);

const isNational = (o: Operand) => /^n(var)?char|^ntext/.test(o.type.sqlType);

/** Operands joined by `+ - * / %` (and `||`); anything else in the expression makes it unknown. */
function expressionType(x: Scope, from: number, to: number): Operand | null {
  const { sig } = x;
  const operands: Array<Operand | null> = [];
  let plus = false;
  let concat = false;
  let j = from;
  while (j < to) {
    while (j < to && (isPunct(sig[j], '-') || isPunct(sig[j], '+'))) j++;
    if (j >= to) return null;
    const [operand, next] = operandAt(x, j, to);
    operands.push(operand);
    j = next;
    if (j >= to) break;
    const op = sig[j];
    if (isPunct(op, '|') && isPunct(sig[j + 1], '|')) {
      concat = true;
      j += 2;
    } else if (op.kind === 'punct' && '+-*/%'.includes(op.value) && op.value.length === 1) {
      if (op.value === '+') plus = true;
      j++;
    } else return null;
  }
  return combine(operands, plus, concat);
}

function combine(operands: Array<Operand | null>, plus: boolean, concat: boolean): Operand | null {
  if (operands.length === 1) return operands[0];
  const known = operands.filter((o): o is Operand => o !== null);
  const strings = known.filter((o) => o.kind === 'string');
  // `'SO' + CONVERT(...)`, `a || b`: text joined to text (T-SQL's `+` on a string is a concatenation).
  if (concat || (plus && strings.length > 0)) return TEXT(strings.some(isNational));
  if (known.length < operands.length) return null;
  // A date moved by a number (`d + 1`) keeps the date's type; two dates make something else.
  const dates = known.filter((o) => DATE_KINDS.has(o.kind));
  if (dates.length > 1) return null;
  let widest: Operand | null = null;
  for (const o of known) {
    if (DATE_KINDS.has(o.kind)) continue;
    const rank = NUMERIC_RANK[o.kind];
    if (rank === undefined) return null;
    const best = widest ? (NUMERIC_RANK[widest.kind] ?? 0) : 0;
    // A literal widens the kind (`qty * 1.5`) but a column of that kind keeps its own type.
    if (!widest || rank > best || (rank === best && widest.literal && !o.literal)) widest = o;
  }
  return dates[0] ?? widest;
}

/** The operand at `j` and the index past it. */
function operandAt(x: Scope, j: number, to: number): [Operand | null, number] {
  const { sig } = x;
  const t = sig[j];
  if (isPunct(t, '(')) {
    const close = matchParen(sig, j, to);
    if (close < 0) return [null, to];
    return [expressionType(x, j + 1, close), close + 1];
  }
  if (t.kind === 'string') {
    const prefix = x.text.charCodeAt(t.start) | 32;
    return [TEXT(prefix === 110 /* n */), j + 1];
  }
  if (t.kind === 'number') {
    const decimal = /[.e]/i.test(t.value);
    return [
      operandOf(sized(decimal ? 'decimal' : 'int'), decimal ? 'decimal' : 'int', true),
      j + 1,
    ];
  }
  if (t.kind === 'word' && t.upper === 'CASE') return caseType(x, j, to);
  if (t.kind === 'word' && (t.upper === 'CURRENT_TIMESTAMP' || t.upper === 'SYSDATE'))
    return [DATE_TIME, j + 1];
  if (t.kind === 'word' && t.upper === 'CURRENT_DATE')
    return [operandOf(sized('date'), 'date'), j + 1];
  if (!isName(t) || (t.kind === 'word' && t.upper === 'NULL')) return [null, j + 1];
  const name = readQualifiedName(sig, j, to);
  if (!name) return [null, j + 1];
  const last = name.parts[name.parts.length - 1];
  if (isPunct(sig[name.next], '(')) {
    const close = matchParen(sig, name.next, to);
    if (close < 0) return [null, to];
    return [functionType(x, last.toUpperCase(), name.next, close), close + 1];
  }
  const column = x.columnOf(last);
  if (!column || column.sqlType === '') return [null, name.next];
  const type: ExpressionType = {
    sqlType: column.sqlType,
    length: column.length,
    precision: column.precision,
    scale: column.scale,
  };
  return [operandOf(type, resolveKind(column, x.dialect)), name.next];
}

const TEXT_FUNCTIONS = new Set(
  (
    'UPPER LOWER UCASE LCASE LTRIM RTRIM TRIM LEFT RIGHT SUBSTRING SUBSTR MID REPLACE STUFF ' +
    'REPLICATE REVERSE CONCAT CONCAT_WS FORMAT STR SPACE QUOTENAME LPAD RPAD INITCAP CHAR NCHAR'
  ).split(' '),
);
const INT_FUNCTIONS = new Set(
  (
    'LEN LENGTH CHAR_LENGTH DATALENGTH CHARINDEX INSTR POSITION DATEDIFF DATEPART YEAR MONTH DAY ' +
    'DAYOFWEEK DAYOFMONTH DAYOFYEAR WEEK QUARTER HOUR MINUTE SECOND ASCII UNICODE SIGN'
  ).split(' '),
);
const DATE_FUNCTIONS = new Set(
  'GETDATE GETUTCDATE SYSDATETIME SYSUTCDATETIME NOW CURRENT_TIMESTAMP'.split(' '),
);
/** Functions whose result has the type of their first argument. */
const FIRST_ARGUMENT = new Set(
  'ISNULL COALESCE IFNULL NVL NULLIF ABS ROUND FLOOR CEILING CEIL MIN MAX'.split(' '),
);

function functionType(x: Scope, fn: string, open: number, close: number): Operand | null {
  const { sig } = x;
  if (fn === 'CAST' || fn === 'TRY_CAST') {
    for (let k = open + 1, depth = 0; k < close; k++) {
      if (isPunct(sig[k], '(')) depth++;
      else if (isPunct(sig[k], ')')) depth--;
      else if (depth === 0 && isWord(sig[k], 'AS')) return declared(x, k + 1, close);
    }
    return null;
  }
  const bounds: number[] = [];
  listBounds(sig, open, close + 1, bounds);
  const arg = (n: number): [number, number] | null =>
    2 * n + 1 < bounds.length ? [bounds[2 * n], bounds[2 * n + 1]] : null;
  if (fn === 'CONVERT' || fn === 'TRY_CONVERT') {
    // T-SQL `CONVERT(type, value[, style])`; MySQL `CONVERT(value, type)`.
    const typeArg = arg(x.dialect === 'sqlserver' ? 0 : 1);
    return typeArg ? declared(x, typeArg[0], typeArg[1]) : null;
  }
  if (FIRST_ARGUMENT.has(fn)) {
    // The first argument that tells (`ISNULL(NULL, a)` is rare, but not wrong).
    for (let n = 0; arg(n) !== null; n++) {
      const [s, e] = arg(n)!;
      const type = expressionType(x, s, e);
      if (type) return type;
    }
    return null;
  }
  if (fn === 'DATEADD') {
    const date = arg(2);
    return date ? expressionType(x, date[0], date[1]) : null;
  }
  // hierarchyid's level (`OrganizationNode.GetLevel()`).
  if (fn === 'GETLEVEL') return operandOf(sized('smallint'), 'smallint');
  if (TEXT_FUNCTIONS.has(fn)) return TEXT(x.dialect === 'sqlserver' && fn.startsWith('N'));
  if (INT_FUNCTIONS.has(fn)) return INT;
  if (DATE_FUNCTIONS.has(fn)) return DATE_TIME;
  return null;
}

/** A type written at `[from, to)` (a cast's target). */
function declared(x: Scope, from: number, to: number): Operand | null {
  const info = readType(x.sig, from, to);
  if (info.sqlType === '') return null;
  const type: ExpressionType = {
    sqlType: info.sqlType,
    length: info.length,
    precision: info.precision,
    scale: info.scale,
  };
  return operandOf(type, resolveKind(type, x.dialect));
}

/** `CASE … THEN value … END`: the type of the first branch's value. */
function caseType(x: Scope, j: number, to: number): [Operand | null, number] {
  const { sig } = x;
  let depth = 0;
  let then = -1;
  let thenEnd = -1;
  for (let k = j + 1; k < to; k++) {
    const t = sig[k];
    if (isPunct(t, '(')) depth++;
    else if (isPunct(t, ')')) depth--;
    if (t.kind !== 'word') continue;
    if (t.upper === 'CASE') depth++;
    else if (t.upper === 'END') {
      if (depth === 0) {
        if (then >= 0 && thenEnd < 0) thenEnd = k;
        const type = then >= 0 ? expressionType(x, then, thenEnd) : null;
        return [type, k + 1];
      }
      depth--;
    } else if (depth === 0 && t.upper === 'THEN' && then < 0) then = k + 1;
    else if (depth === 0 && then >= 0 && thenEnd < 0 && (t.upper === 'WHEN' || t.upper === 'ELSE'))
      thenEnd = k;
  }
  return [null, to];
}
