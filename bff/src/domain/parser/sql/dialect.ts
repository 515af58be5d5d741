import type { SqlDialect } from '../../../../../src/contract/text';
import { codesOf, HASH_SEED, hashStep } from './tokenizer';

/** Detection reads at most this much of the text: features show in the first statements. */
const PREFIX = 64 * 1024;

/**
 * Dialect, pattern, weight, the words (upper case) a match starts at, and for a pattern without
 * such words, the characters (no letters) it starts with.
 */
type Signal = [SqlDialect, RegExp, number, string, string?];

/**
 * Features and their weight; the dialect with the highest sum wins, MySQL on a tie or no signal.
 * Every pattern is linear (no nested quantifiers). A pattern with words matches only where one of
 * them starts (a whole word: a run of letters, digits and `_` between others; what must come
 * before it is a lookbehind), so it is tried at those places only, anchored, instead of over the
 * whole prefix: the same answer for a fraction of the work, since most signal words are rare.
 * A pattern with no such word ('') is tried likewise where its first characters are.
 */
export const SIGNALS: Signal[] = [
  // Product names in header comments ("-- MySQL dump", "DB Server: Db2", "PostgreSQL database dump").
  ['mysql', /\b(MySQL|MariaDB)\b/i, 4, 'MYSQL MARIADB'],
  ['postgresql', /\b(PostgreSQL|Postgres|pg_dump)\b/i, 4, 'POSTGRESQL POSTGRES PG_DUMP'],
  ['sqlserver', /\b(SQL\s?Server|MSSQL)\b|(?<=\bT-|\bTransact-)SQL\b/i, 4, 'SQL SQLSERVER MSSQL'],
  ['oracle', /\bOracle\b/i, 4, 'ORACLE'],
  ['sqlite', /\bSQLite3?\b/i, 4, 'SQLITE SQLITE3'],
  ['db2', /\bDB2\b/i, 4, 'DB2'],

  ['mysql', /`[^`\n]+`/, 5, '', '`'],
  ['mysql', /\bENGINE\s*=/i, 6, 'ENGINE'],
  ['mysql', /\bAUTO_INCREMENT\b/i, 5, 'AUTO_INCREMENT'],
  ['mysql', /\/\*!\d/, 6, '', '/*!'],
  ['mysql', /\b(MySQL|MariaDB) dump\b/i, 10, 'MYSQL MARIADB'],
  ['mysql', /\bUNSIGNED\b/i, 3, 'UNSIGNED'],
  ['mysql', /\bCHARSET\s*=/i, 3, 'CHARSET'],
  ['mysql', /\bLOCK TABLES\b/i, 4, 'LOCK'],
  [
    'mysql',
    /\b(TINY|MEDIUM|LONG)(TEXT|BLOB)\b/i,
    3,
    'TINYTEXT MEDIUMTEXT LONGTEXT TINYBLOB MEDIUMBLOB LONGBLOB',
  ],
  // A column or table `COMMENT 'x'` is MySQL's alone (the others write `COMMENT ON … IS 'x'`).
  ['mysql', /\bCOMMENT\s+'/i, 4, 'COMMENT'],
  ['mysql', /(?<=\bON UPDATE )CURRENT_TIMESTAMP\b/i, 4, 'CURRENT_TIMESTAMP'],
  // Not PostgreSQL's `CREATE TYPE t AS ENUM (…)`.
  ['mysql', /(?<!\bAS\s+)\bENUM\s*\(/i, 2, 'ENUM'],
  ['mysql', /(?<=^\s*)DELIMITER\s/im, 3, 'DELIMITER'],

  // MySQL has SERIAL too (BIGINT UNSIGNED AUTO_INCREMENT), so it outweighs no MySQL-only clause.
  ['postgresql', /\bSERIAL\b/i, 3, 'SERIAL'],
  ['postgresql', /\b(BIG|SMALL)SERIAL\b/i, 5, 'BIGSERIAL SMALLSERIAL'],
  ['postgresql', /::\s*[a-z"]/i, 4, '', '::'],
  ['postgresql', /\bCOMMENT ON\b/i, 2, 'COMMENT'],
  ['postgresql', /\bPostgreSQL database dump\b/i, 10, 'POSTGRESQL'],
  ['postgresql', /\bTIMESTAMPTZ\b/i, 5, 'TIMESTAMPTZ'],
  ['postgresql', /(?<=\bSET )search_path\b|\bpg_catalog\./i, 6, 'SEARCH_PATH PG_CATALOG'],
  ['postgresql', /\bOWNER TO\b/i, 6, 'OWNER'],
  ['postgresql', /\$\$/, 4, '', '$$'],
  ['postgresql', /\bCHARACTER VARYING\b/i, 4, 'CHARACTER'],
  ['postgresql', /\b(BYTEA|JSONB|TSVECTOR|INET|CIDR)\b/i, 5, 'BYTEA JSONB TSVECTOR INET CIDR'],
  ['postgresql', /\bnextval\s*\(/i, 4, 'NEXTVAL'],
  ['postgresql', /(?<=\bALTER TABLE )ONLY\b/i, 6, 'ONLY'],
  ['postgresql', /(?<=\bFROM )stdin\b/i, 6, 'STDIN'],
  ['postgresql', /^\\(c|connect)\b/im, 5, '', '\\'],
  ['postgresql', /(?<=\bCREATE )EXTENSION\b/i, 6, 'EXTENSION'],
  ['postgresql', /(?<=\bLANGUAGE )plpgsql\b/i, 6, 'PLPGSQL'],
  ['postgresql', /\bINT[248]\b/i, 3, 'INT2 INT4 INT8'],
  ['postgresql', /\bTEXT\s*\[\]/i, 3, 'TEXT'],

  ['sqlserver', /\[[^\]\n]+\]/, 3, '', '['],
  ['sqlserver', /(?<=^\s*)GO\s*$/im, 6, 'GO'],
  // Not the standard `GENERATED … AS IDENTITY (START WITH 1)` (PostgreSQL, DB2, Oracle, H2).
  ['sqlserver', /(?<!\bAS\s+)\bIDENTITY\s*\(/i, 5, 'IDENTITY'],
  ['sqlserver', /(?<=\bN?VARCHAR\s*\(\s*)MAX\s*\)/i, 6, 'MAX'],
  ['sqlserver', /\bNVARCHAR\b/i, 1, 'NVARCHAR'],
  ['sqlserver', /\bdbo\.|(?<=\[)dbo\]/i, 6, 'DBO'],
  ['sqlserver', /(?<=\bON \[)PRIMARY\]/i, 6, 'PRIMARY'],
  ['sqlserver', /\bsp_addextendedproperty\b/i, 6, 'SP_ADDEXTENDEDPROPERTY'],
  [
    'sqlserver',
    /(?<=\bSET )(ANSI_NULLS|QUOTED_IDENTIFIER|NOCOUNT)\b/i,
    6,
    'ANSI_NULLS QUOTED_IDENTIFIER NOCOUNT',
  ],
  ['sqlserver', /\b(NON)?CLUSTERED\b/i, 4, 'CLUSTERED NONCLUSTERED'],
  ['sqlserver', /\bGETDATE\s*\(/i, 3, 'GETDATE'],
  [
    'sqlserver',
    /\b(UNIQUEIDENTIFIER|DATETIME2|DATETIMEOFFSET|SMALLDATETIME|NTEXT)\b/i,
    4,
    'UNIQUEIDENTIFIER DATETIME2 DATETIMEOFFSET SMALLDATETIME NTEXT',
  ],
  ['sqlserver', /(?<=\bWITH )(NO)?CHECK ADD\b/i, 5, 'CHECK NOCHECK'],
  [
    'sqlserver',
    /\bOBJECT_ID\s*\(|\bsysobjects\b|\bsysdatabases\b/i,
    5,
    'OBJECT_ID SYSOBJECTS SYSDATABASES',
  ],
  ['sqlserver', /(?<=^\s*:)setvar\b/im, 6, 'SETVAR'],

  ['oracle', /\bN?VARCHAR2\b/i, 6, 'VARCHAR2 NVARCHAR2'],
  ['oracle', /\bNUMBER\s*\(/i, 4, 'NUMBER'],
  ['oracle', /\bNUMBER\b/i, 2, 'NUMBER'],
  ['oracle', /(?<=^\s*)\/\s*$/m, 3, '', '/'],
  ['oracle', /\bSYSDATE\b/i, 3, 'SYSDATE'],
  ['oracle', /(?<=^\s*)PROMPT\b/im, 3, 'PROMPT'],
  ['oracle', /(?<=\bNOT NULL )ENABLE\b/i, 4, 'ENABLE'],
  ['oracle', /(?<=\d\s+)(BYTE|CHAR)\s*\)/i, 4, 'BYTE CHAR'],
  ['oracle', /\bRAW\s*\(/i, 3, 'RAW'],
  ['oracle', /(?<=\bEXECUTE )IMMEDIATE\b/i, 3, 'IMMEDIATE'],
  ['oracle', /\b(NOCACHE|NOCOMPRESS|NOLOGGING)\b/i, 3, 'NOCACHE NOCOMPRESS NOLOGGING'],
  ['oracle', /\bBINARY_(FLOAT|DOUBLE)\b/i, 4, 'BINARY_FLOAT BINARY_DOUBLE'],
  ['oracle', /\bCONNECT\s+\w+\/\w+/i, 3, 'CONNECT'],

  ['sqlite', /\bAUTOINCREMENT\b/i, 6, 'AUTOINCREMENT'],
  ['sqlite', /\bINTEGER\s+PRIMARY\s+KEY\b/i, 4, 'INTEGER'],
  ['sqlite', /\bPRAGMA\b/i, 6, 'PRAGMA'],
  ['sqlite', /(?<=\bWITHOUT )ROWID\b/i, 6, 'ROWID'],
  ['sqlite', /(?<=\bsqlite)_\w+/i, 6, '', '_'],
  ['sqlite', /(?<=\bDROP TABLE IF )EXISTS \[/i, 3, 'EXISTS'],

  ['db2', /\bORGANIZE BY\b/i, 6, 'ORGANIZE'],
  ['db2', /(?<=\)\s*)IN\s+"?\w+"?\s*(;|INDEX IN|LONG IN|COMPRESS|ORGANIZE)/i, 5, 'IN'],
  ['db2', /\b(CLOB|BLOB|DBCLOB)\s*\(\s*\d+\s*[KMG]\s*\)/i, 6, 'CLOB BLOB DBCLOB'],
  ['db2', /(?<=--#)SET TERMINATOR/i, 8, 'SET'],
  ['db2', /(?<=\bFOR )BIT DATA\b/i, 6, 'BIT'],
  ['db2', /\b(VARGRAPHIC|DBCLOB|DECFLOAT)\b/i, 5, 'VARGRAPHIC DBCLOB DECFLOAT'],
  ['db2', /\bSYS(IBM|CAT|PROC)\./i, 6, 'SYSIBM SYSCAT SYSPROC'],
  ['db2', /\bCONNECT TO\b/i, 3, 'CONNECT'],
  ['db2', /(?<=\bWITH )DEFAULT\b/i, 3, 'DEFAULT'],
  ['db2', /\bCURRENT (TIMESTAMP|DATE)\b/i, 3, 'CURRENT'],
  ['db2', /\bCOMPRESS YES\b|(?<=\bDATA )CAPTURE\b/i, 4, 'COMPRESS CAPTURE'],
];

/** Signals by each of their words; the ones without a word are tried where their characters are. */
const BY_WORD = new Map<string, number[]>();
/** Each signal without words, and the characters it starts with. */
const WORDLESS: [number, string][] = [];
SIGNALS.forEach(([, re, , words, chars], index) => {
  if (!words) {
    if (!chars) throw new Error(`Dialect signal ${String(re)} has neither words nor characters`);
    WORDLESS.push([index, chars]);
  }
  for (const word of words ? words.split(' ') : []) {
    const list = BY_WORD.get(word) ?? [];
    list.push(index);
    BY_WORD.set(word, list);
  }
});
/** Each pattern made sticky: tried at one place, it does not search on past it. */
const ANCHORED = SIGNALS.map(([, re]) => new RegExp(re.source, `${re.flags}y`));

/**
 * Text a pattern states literally where it is tried: `before`, what its lookbehind requires right
 * before the place (`WITH ` of `(?<=\bWITH )DEFAULT`), and `at`, what the place opens with
 * (`COMMENT ON` of `\bCOMMENT ON\b`). Most places of a signal word do not match (every
 * `DEFAULT` of a MySQL table is tried for DB2's `WITH DEFAULT`), and comparing a few characters
 * costs a fraction of running the pattern there. '' where the pattern states nothing literal.
 * `then`: the character a pattern requires after `at` and optional (`*`) or required (`+`)
 * white space, as `\bIDENTITY\s*\(` requires `(` (PostgreSQL's `AS IDENTITY` has none); null
 * when it states none.
 */
export interface Literals {
  before: string;
  at: string;
  then: { spaces: '*' | '+'; char: string } | null;
}

/** Characters that are themselves in a pattern (escaped ones are read as `\x` pairs). */
const PLAIN = /[A-Za-z0-9 _'#@=,;:!`-]/;
/** Escapes of punctuation (`\.`, `\[`): the character itself. */
const ESCAPED = /[.[\]()*/$^+?{}|\\-]/;
const QUANTIFIER = /[?*+{]/;

/** The literal text at the start of `source` (stops at the first pattern syntax) and where it ends. */
function leadingLiteral(source: string, from: number): [string, number] {
  let text = '';
  let i = from;
  while (i < source.length) {
    const c = source[i];
    let char: string;
    let next: number;
    if (c === '\\' && ESCAPED.test(source[i + 1] ?? '')) {
      char = source[i + 1];
      next = i + 2;
    } else if (PLAIN.test(c)) {
      char = c;
      next = i + 1;
    } else break;
    // A quantified character may be absent: the literal ends before it.
    if (QUANTIFIER.test(source[next] ?? '')) break;
    text += char;
    i = next;
  }
  return [text, i];
}

/** Whether `source` has an alternation outside any group (its lookbehind then binds one branch only). */
function topLevelAlternation(source: string): boolean {
  let depth = 0;
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') i++;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '|' && depth === 0) return true;
  }
  return false;
}

/**
 * What a pattern requires after its `at` literal ends at `end` of its source: `\s*` or `\s+`, then
 * one character that is not optional (see `Literals`).
 */
function thenOf(source: string, end: number): Literals['then'] {
  const spaces = source.startsWith('\\s*', end) ? '*' : source.startsWith('\\s+', end) ? '+' : null;
  if (spaces === null) return null;
  let k = end + 3;
  let char: string;
  if (source[k] === '\\' && ESCAPED.test(source[k + 1] ?? '')) {
    char = source[k + 1];
    k += 2;
  } else if (source[k] !== ' ' && PLAIN.test(source[k] ?? '')) {
    char = source[k];
    k += 1;
  } else return null;
  return QUANTIFIER.test(source[k] ?? '') ? null : { spaces, char };
}

/** A pattern's literals, as written (see `Literals`); none for a pattern with a top-level `|`. */
export function literalsOf(re: RegExp): Literals {
  const source = re.source;
  const none = { before: '', at: '', then: null };
  if (topLevelAlternation(source)) return none;
  let before = '';
  let i = 0;
  if (source.startsWith('(?<=')) {
    i = source.startsWith('\\b', 4) ? 6 : 4;
    const [text, end] = leadingLiteral(source, i);
    // Only a lookbehind that is all literal (after a leading `\b`) says what precedes.
    if (source[end] !== ')') return none;
    before = text;
    i = end + 1;
  }
  if (source.startsWith('\\b', i)) i += 2;
  const [at, end] = leadingLiteral(source, i);
  return { before, at, then: at === '' ? null : thenOf(source, end) };
}

/**
 * Each signal's literals, upper case when the pattern ignores case; `thenSpaces` 0 (no `then`),
 * 1 (`*`) or 2 (`+`), and `thenCode` its character's code.
 */
const LITERALS = SIGNALS.map(([, re]) => {
  const { before, at, then } = literalsOf(re);
  const fold = re.flags.includes('i');
  const thenChar = fold ? (then?.char.toUpperCase() ?? '') : (then?.char ?? '');
  return {
    before: fold ? before.toUpperCase() : before,
    at: fold ? at.toUpperCase() : at,
    fold,
    thenSpaces: then === null ? 0 : then.spaces === '*' ? 1 : 2,
    thenCode: then === null ? -1 : thenChar.charCodeAt(0),
  };
});

/** The white space of `\s` in ASCII: tab, line feed, vertical tab, form feed, carriage return, space. */
const isAsciiSpace = (c: number) => c === 32 || (c >= 9 && c <= 13);

/** `literal` at `at` of `text`; `fold`: ASCII letters in either case (a pattern's `i` flag). */
function literalAt(text: string, at: number, literal: string, fold: boolean): boolean {
  if (at < 0 || at + literal.length > text.length) return false;
  for (let k = 0; k < literal.length; k++) {
    const want = literal.charCodeAt(k);
    const c = text.charCodeAt(at + k);
    if (c === want) continue;
    // An upper-case letter of the literal also matches its lower case, and nothing else does.
    if (!fold || want < 65 || want > 90 || c !== want + 32) return false;
  }
  return true;
}

/** Whether the signal's literals stand at `at`: when they do not, its pattern cannot match there. */
function literalsHold(index: number, head: string, at: number): boolean {
  const { before, at: opening, fold, thenSpaces, thenCode } = LITERALS[index];
  if (
    (before !== '' && !literalAt(head, at - before.length, before, fold)) ||
    (opening !== '' && !literalAt(head, at, opening, fold))
  ) {
    return false;
  }
  if (thenSpaces === 0) return true;
  let p = at + opening.length;
  const spacesFrom = p;
  while (p < head.length && isAsciiSpace(head.charCodeAt(p))) p++;
  if (p === head.length) return false;
  const c = head.charCodeAt(p);
  // Past ASCII, the character may be a space of `\s` (no-break, ideographic): the pattern decides.
  if (c >= 128) return true;
  if (thenSpaces === 2 && p === spacesFrom) return false;
  return c === thenCode || (fold && thenCode >= 65 && thenCode <= 90 && c === thenCode + 32);
}

/** By a word's first letter (A–Z, 0–25), the lengths of the signal words starting with it (bits). */
const LENGTHS = new Uint32Array(26);
for (const word of BY_WORD.keys()) LENGTHS[word.charCodeAt(0) - 65] |= 1 << word.length;

/** The lexer's word hash with ASCII letters in upper case: a word hashes alike in any case. */
function foldedHash(codes: ArrayLike<number>, start: number, end: number): number {
  let h = HASH_SEED;
  for (let i = start; i < end; i++) {
    const c = codes[i];
    h = hashStep(h, c >= 97 && c <= 122 ? c - 32 : c);
  }
  return h;
}

/**
 * The signal words in an open-addressed table of their folded hashes, each with its upper-case
 * code units and its signals: a word of the text is found from its code units alone, with no
 * string made for it (a string and a map lookup per candidate word were a fifth of detection's
 * instructions on a one-table paste).
 */
const WORD_SLOTS = 512;
const SLOT_HASHES = new Int32Array(WORD_SLOTS);
/** Index into WORD_ENTRIES, -1 for an empty slot. */
const SLOT_ENTRIES = new Int16Array(WORD_SLOTS).fill(-1);
const WORD_ENTRIES: { codes: Uint16Array; signals: number[] }[] = [];
for (const [word, signals] of BY_WORD) {
  const codes = Uint16Array.from(word, (ch) => ch.charCodeAt(0));
  const h = foldedHash(codes, 0, codes.length);
  let slot = h & (WORD_SLOTS - 1);
  while (SLOT_ENTRIES[slot] !== -1) slot = (slot + 1) & (WORD_SLOTS - 1);
  SLOT_HASHES[slot] = h;
  SLOT_ENTRIES[slot] = WORD_ENTRIES.length;
  WORD_ENTRIES.push({ codes, signals });
}

/** The signals of the word at `[start, end)` of `codes` in any case, or null when it is no signal word. */
function signalsOfWord(codes: Uint16Array, start: number, end: number): number[] | null {
  const h = foldedHash(codes, start, end);
  for (
    let slot = h & (WORD_SLOTS - 1);
    SLOT_ENTRIES[slot] !== -1;
    slot = (slot + 1) & (WORD_SLOTS - 1)
  ) {
    if (SLOT_HASHES[slot] !== h) continue;
    const entry = WORD_ENTRIES[SLOT_ENTRIES[slot]];
    const upper = entry.codes;
    if (upper.length !== end - start) continue;
    let same = true;
    for (let k = 0; k < upper.length; k++) {
      const c = codes[start + k];
      if ((c >= 97 && c <= 122 ? c - 32 : c) !== upper[k]) {
        same = false;
        break;
      }
    }
    if (same) return entry.signals;
  }
  return null;
}

/** ASCII letters, digits and `_`, looked up rather than compared: the pass touches every character. */
const WORD_CODES = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  if ((c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95)
    WORD_CODES[c] = 1;
}
const isWordCode = (c: number) => c < 128 && WORD_CODES[c] === 1;

/**
 * Marks of the last `matchedSignals` call, reused: detection is synchronous, and a typed array this
 * size would take a buffer outside the heap on every call.
 */
const MATCHED = new Uint8Array(SIGNALS.length);

/** Which signals match `head` (1 for a match): one pass over its words instead of one per pattern. */
export function matchedSignals(head: string): Uint8Array {
  const matched = MATCHED;
  matched.fill(0);
  for (const [index, chars] of WORDLESS) {
    const anchored = ANCHORED[index];
    for (let at = head.indexOf(chars); at !== -1; at = head.indexOf(chars, at + 1)) {
      if (!literalsHold(index, head, at)) continue;
      anchored.lastIndex = at;
      if (anchored.test(head)) {
        matched[index] = 1;
        break;
      }
    }
  }
  // Indexed loads from the code units: `charCodeAt` dispatches on the string's representation.
  const codes = codesOf(head);
  const n = head.length;
  let i = 0;
  while (i < n) {
    if (!isWordCode(codes[i])) {
      i++;
      continue;
    }
    const start = i;
    while (i < n && isWordCode(codes[i])) i++;
    // Most words cannot be a signal word by their first letter and length alone (every one starts
    // with a letter and is shorter than 32).
    const letter = (codes[start] | 32) - 97;
    if (letter < 0 || letter > 25 || i - start > 31 || !(LENGTHS[letter] & (1 << (i - start))))
      continue;
    const signals = signalsOfWord(codes, start, i);
    if (!signals) continue;
    for (const index of signals) {
      if (matched[index] || !literalsHold(index, head, start)) continue;
      const anchored = ANCHORED[index];
      anchored.lastIndex = start;
      if (anchored.test(head)) matched[index] = 1;
    }
  }
  return matched;
}

const ORDER: SqlDialect[] = ['mysql', 'postgresql', 'sqlserver', 'oracle', 'sqlite', 'db2'];

/** The SQL dialect a script is written in, from features of its first 64 KB. */
export function detectSqlDialect(text: string): SqlDialect {
  const head = text.length > PREFIX ? text.slice(0, PREFIX) : text;
  const score: Record<SqlDialect, number> = {
    mysql: 0,
    postgresql: 0,
    sqlserver: 0,
    oracle: 0,
    sqlite: 0,
    db2: 0,
  };
  const matched = matchedSignals(head);
  SIGNALS.forEach(([dialect, , weight], index) => {
    if (matched[index]) score[dialect] += weight;
  });
  let best: SqlDialect = 'mysql';
  for (const d of ORDER) if (score[d] > score[best]) best = d;
  return best;
}
