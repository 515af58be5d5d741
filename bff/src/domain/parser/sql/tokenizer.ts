import {
  TEXT_MAX_LENGTH,
  type Diagnostic,
  type SqlDialect,
} from '../../../../../src/contract/text';

/**
 * `word`: unquoted identifier or keyword; `quoted`: "x", `x`, [x] identifier (value unquoted);
 * `string`: a string literal (value unescaped); `number`; `punct`: one operator character or `::`;
 * `comment`: a `--`, `#` or block comment (kept so a trailing `-- text` can become a column comment);
 * `delimiter`: what ends a statement (`;`, a DELIMITER string, a `GO` or `/` line, a client command line).
 */
export type TokenKind = 'word' | 'quoted' | 'string' | 'number' | 'punct' | 'comment' | 'delimiter';

/** How a statement ended: `go` and `slash` lines end a whole batch or PL/SQL block, `;` may not. */
export type DelimiterKind = 'semicolon' | 'custom' | 'go' | 'slash' | 'command';

export interface Token {
  kind: TokenKind;
  /** Unquoted identifier, unescaped string, comment text; the source text otherwise. */
  value: string;
  /** Upper-cased value for words (keyword checks), '' for other kinds. */
  upper: string;
  start: number;
  end: number;
  /** 1-based. */
  line: number;
  column: number;
  /** Delimiters only. */
  delimiter: DelimiterKind | undefined;
  /** Inside a MySQL `/*!50001 ... *\/` executable comment (mysqldump's view placeholders live there). */
  exec: boolean;
}

export interface TokenizeResult {
  tokens: Token[];
  diagnostics: Diagnostic[];
}

const enum C {
  Tab = 9,
  Lf = 10,
  Cr = 13,
  Space = 32,
  Bang = 33,
  DQuote = 34,
  Hash = 35,
  Dollar = 36,
  Quote = 39,
  LParen = 40,
  RParen = 41,
  Star = 42,
  Minus = 45,
  Dot = 46,
  Slash = 47,
  D0 = 48,
  D9 = 57,
  Colon = 58,
  Semi = 59,
  At = 64,
  UA = 65,
  UZ = 90,
  LBracket = 91,
  Backslash = 92,
  RBracket = 93,
  Underscore = 95,
  Backtick = 96,
  LA = 97,
  LZ = 122,
}

const isDigit = (c: number) => c >= C.D0 && c <= C.D9;

/** ASCII character classes, looked up instead of compared (the tokenizer's hot path). */
const SPACE = 1;
const WORD = 2;
const ASCII = new Uint8Array(128);
for (const c of [C.Space, C.Tab, C.Lf, C.Cr, 11, 12]) ASCII[c] = SPACE;
for (let c = 0; c < 128; c++) {
  if (
    (c >= C.LA && c <= C.LZ) ||
    (c >= C.UA && c <= C.UZ) ||
    isDigit(c) ||
    c === C.Underscore ||
    c === C.Dollar ||
    c === C.Hash ||
    c === C.At
  ) {
    ASCII[c] = WORD;
  }
}
/** One-character strings by char code: `text[i]` is a builtin call per punctuation token. */
const ASCII_CHARS = Array.from({ length: 128 }, (_, c) => String.fromCharCode(c));
const isSpace = (c: number) =>
  c < 128
    ? ASCII[c] === SPACE
    : c === 0xa0 || c === 0xfeff || c === 0x3000 || c === 0x2028 || c === 0x2029;
/** Letters, digits, `_ $ # @` and any non-ASCII character that is not a space (Chinese names). */
const isWordChar = (c: number) => (c < 128 ? ASCII[c] === WORD : c >= 128 && !isSpace(c));
const isWordStart = (c: number) => isWordChar(c) && !isDigit(c) && c !== C.Dollar;

export const HASH_SEED = 0x811c9dc5;
/** FNV-1a over char codes. */
export const hashStep = (h: number, c: number) => Math.imul(h ^ c, 0x01000193);

/** A power of two: a word's slot is its hash's low bits. */
const WORD_SLOTS = 4096;

/**
 * Words recur (keywords, type names, the same column names in table after table): a small
 * direct-mapped table hands back one string and its upper case for each recent word instead of a
 * fresh copy of both per token. Shared strings also keep their hash, so the readers' keyword-set
 * lookups do not hash each token again. Each slot keeps its word's hash, length and (up to
 * `CHARS` long) code units in typed arrays: a lookup compares numbers, not the string's characters.
 */
class WordTable {
  private static readonly SIZE = WORD_SLOTS;
  private static readonly CHARS = 32;
  private readonly values: string[] = new Array<string>(WordTable.SIZE).fill('');
  private readonly uppers: string[] = new Array<string>(WordTable.SIZE).fill('');
  private readonly hashes = new Int32Array(WordTable.SIZE);
  /** -1: the slot is empty. */
  private readonly lengths = new Int32Array(WordTable.SIZE).fill(-1);
  private readonly chars = new Uint16Array(WordTable.SIZE * WordTable.CHARS);
  /** Upper case of the last word `intern` or `lookup` returned. */
  upper = '';

  /** The word at `[start, end)` of `text`. */
  intern(text: string, start: number, end: number): string {
    let h = HASH_SEED;
    for (let i = start; i < end; i++) h = hashStep(h, text.charCodeAt(i));
    const slot = slotOf(h);
    if (
      this.hashes[slot] === h &&
      this.lengths[slot] === end - start &&
      sameChars(this.values[slot], text, start)
    ) {
      this.upper = this.uppers[slot];
      return this.values[slot];
    }
    return this.store(text, start, end, h, slot);
  }

  /**
   * `intern` for a lexer: `codes` are the code units of `text`, and `h` the word's hash
   * (`hashStep` from `HASH_SEED`), already computed while its end was looked for.
   */
  lookup(text: string, codes: Uint16Array, start: number, end: number, h: number): string {
    const slot = slotOf(h);
    const length = end - start;
    if (this.hashes[slot] === h && this.lengths[slot] === length) {
      let same = true;
      if (length <= WordTable.CHARS) {
        const chars = this.chars;
        for (let i = start, k = slot * WordTable.CHARS; i < end; i++, k++) {
          if (chars[k] !== codes[i]) {
            same = false;
            break;
          }
        }
      } else same = sameChars(this.values[slot], text, start);
      if (same) {
        this.upper = this.uppers[slot];
        return this.values[slot];
      }
    }
    return this.store(text, start, end, h, slot);
  }

  private store(text: string, start: number, end: number, h: number, slot: number): string {
    const value = text.slice(start, end);
    this.values[slot] = value;
    this.hashes[slot] = h;
    this.lengths[slot] = end - start;
    if (end - start <= WordTable.CHARS) {
      for (let i = start, k = slot * WordTable.CHARS; i < end; i++, k++) {
        this.chars[k] = text.charCodeAt(i);
      }
    }
    this.upper = this.uppers[slot] = value.toUpperCase();
    return value;
  }
}

const slotOf = (h: number) => (h ^ (h >>> 13)) & (WORD_SLOTS - 1);

/** Shared by every lexer: it only maps characters to strings, so any text may reuse its entries. */
const WORDS = new WordTable();

/**
 * The code units of the text a lexer reads, in one buffer that lexers take in turn (Node writes
 * them in one native pass). A fresh buffer per lexer (2 MB for a 1 MB dump) counts as external
 * memory, which made V8 run full collections more often. The buffer keeps the largest text's size
 * (up to `SHARED_CODES_MAX` characters).
 */
class SharedCodes {
  private bytes = Buffer.alloc(0);
  /** The lexer whose text the buffer holds (null: a pass that is over, such as detection's). */
  owner: Lexer | null = null;
  /**
   * The text the buffer holds and its view. One parse reads the same text (or detection's prefix)
   * up to three times: detection, the first statement's look, the reader. Kept until the next text.
   */
  private held: string | null = null;
  private view = new Uint16Array(0);

  take(text: string, owner: Lexer | null): Uint16Array {
    this.owner = owner;
    if (text === this.held) return this.view;
    const size = text.length * 2;
    if (this.bytes.length < size) this.bytes = Buffer.allocUnsafeSlow(Math.max(size, 64 * 1024));
    this.bytes.write(text, 0, size, 'utf16le');
    this.held = text;
    // An exact-length view: reads past the text's end give `undefined`, not another text's units.
    this.view = new Uint16Array(this.bytes.buffer, this.bytes.byteOffset, text.length);
    return this.view;
  }
}

const CODES = new SharedCodes();

/**
 * Texts longer than a paste may be (an imported file can be) get a copy of their own, so the shared
 * buffer never holds more than 4 MB.
 */
const SHARED_CODES_MAX = TEXT_MAX_LENGTH;

/** A lexer's own copy of its text's code units, when the shared buffer has moved on. */
function ownCodes(text: string): Uint16Array {
  const bytes = Buffer.from(text, 'utf16le');
  // Buffers from Node's pool start at an offset aligned to 8 bytes, so the view is aligned.
  return new Uint16Array(bytes.buffer, bytes.byteOffset, text.length);
}

/**
 * The code units of `text` for a pass that reads them to its end before any lexer reads on
 * (dialect detection): the shared buffer, which the lexer that held it then copies its own from.
 */
export function codesOf(text: string): Uint16Array {
  return text.length > SHARED_CODES_MAX ? ownCodes(text) : CODES.take(text, null);
}

function sameChars(word: string, text: string, at: number): boolean {
  for (let k = 0; k < word.length; k++) {
    if (word.charCodeAt(k) !== text.charCodeAt(at + k)) return false;
  }
  return true;
}

/**
 * One linear pass over the text: every loop advances `pos`, nothing backtracks. Line-level client
 * syntax is recognised at the start of a line: `GO` (SQL Server batches), `/` (Oracle), `DELIMITER x`
 * (mysql client), `\c` and other psql meta-commands, SQLCMD `:setvar`, SQL*Plus `PROMPT`/`REM`, and
 * pg_dump's `COPY ... FROM stdin;` data block up to `\.` is skipped whole.
 */
export function tokenize(text: string, dialect: SqlDialect): Token[] {
  return tokenizeWithDiagnostics(text, dialect).tokens;
}

/** Line-opening words that can start a statement without a `;` before it (see the splitter). */
const STATEMENT_STARTS = new Set(['CREATE', 'ALTER', 'INSERT', 'COMMENT', 'DROP']);

/**
 * `skimInserts`: INSERT statements keep only their first word, line-opening words and delimiters
 * (for a reader that wants DDL only: a data-heavy dump then costs a scan, not a token per value).
 */
export function tokenizeWithDiagnostics(
  text: string,
  dialect: SqlDialect,
  skimInserts = false,
): TokenizeResult {
  const lexer = new Lexer(text, dialect, skimInserts);
  lexer.run();
  return { tokens: lexer.tokens, diagnostics: lexer.diagnostics };
}

/** The tokenizer's state; a class so its steps are methods, not closures made on every call. */
export class Lexer {
  /**
   * Tokens out so far: `tokens[0, count)`; a streaming reader drops the consumed ones
   * (`TokenStream`). Slots past `count` hold token objects handed back by `recycle`: the next tokens
   * are written into them instead of being allocated (token objects were half of what a dump's parse
   * allocated, and each scavenge copied the window of them still alive).
   */
  tokens: Token[] = [];
  count = 0;
  readonly diagnostics: Diagnostic[] = [];
  private pos = 0;
  private line = 1;
  private lineStart = 0;
  private readonly n: number;
  /**
   * The text's UTF-16 code units: an indexed load from a typed array costs a fraction of a
   * `charCodeAt`, which dispatches on the string's representation at every call. Reads past the
   * end give `undefined`, which every check here treats as `charCodeAt`'s NaN (no match, `| 32` = 32).
   */
  private codes: Uint16Array;
  /** `codes` is this lexer's own copy, not the shared buffer. */
  private ownsCodes: boolean;
  private readonly backslashEscapes: boolean;
  private readonly brackets: boolean;
  private readonly dquoteIsString: boolean;
  private readonly nestedComments: boolean;
  private customDelimiter: string | null = null;
  private execDepth = 0;
  /** Tokens of the current statement seen so far (0 right after a delimiter). */
  private stmtTokens = 0;
  /** The statement opens with COPY: told once per statement, not by a comparison per token. */
  private stmtCopy = false;
  private stmtStdin = false;
  /** Inside an INSERT while only DDL is wanted: its values are scanned, not kept as tokens. */
  private skipping = false;
  /** The token being read is the first of its line. */
  private lineFirst = false;
  private atLineStart = true;

  constructor(
    private readonly text: string,
    private readonly dialect: SqlDialect,
    private readonly skimInserts: boolean,
  ) {
    this.n = text.length;
    this.ownsCodes = text.length > SHARED_CODES_MAX;
    this.codes = this.ownsCodes ? ownCodes(text) : CODES.take(text, this);
    this.backslashEscapes = dialect === 'mysql';
    this.brackets = dialect === 'sqlserver' || dialect === 'sqlite';
    this.dquoteIsString = dialect === 'mysql';
    this.nestedComments = dialect === 'postgresql' || dialect === 'sqlserver';
  }
  /** `upper`: the word's upper case (words only). */
  private push(
    kind: TokenKind,
    value: string,
    start: number,
    line: number,
    col: number,
    delimiter?: DelimiterKind,
    upper = '',
  ): void {
    if (kind === 'delimiter') {
      this.stmtTokens = 0;
      this.stmtCopy = false;
      this.stmtStdin = false;
      this.skipping = false;
    } else if (kind !== 'comment') {
      if (this.skipping) {
        if (!this.lineFirst || !STATEMENT_STARTS.has(upper)) {
          this.stmtTokens++;
          return;
        }
        // A line opening with CREATE, ALTER, ... may start the next statement (no `;` before it).
        if (upper !== 'INSERT') this.skipping = false;
        this.stmtTokens = 0;
      }
      if (this.stmtTokens === 0) {
        this.stmtCopy = upper === 'COPY';
        if (this.skimInserts && (upper === 'INSERT' || upper === 'REPLACE')) {
          this.skipping = true;
        }
      } else if (this.stmtCopy && upper === 'STDIN') {
        this.stmtStdin = true;
      }
      this.stmtTokens++;
    }
    const tokens = this.tokens;
    const k = this.count++;
    const exec = this.execDepth > 0;
    if (k < tokens.length) {
      const t = tokens[k];
      t.kind = kind;
      t.value = value;
      t.upper = upper;
      t.start = start;
      t.end = this.pos;
      t.line = line;
      t.column = col;
      t.delimiter = delimiter;
      t.exec = exec;
      return;
    }
    // An indexed store: optimised code calls the generic `push` builtin here, once per token.
    tokens[k] = {
      kind,
      value,
      upper,
      start,
      end: this.pos,
      line,
      column: col,
      delimiter,
      exec,
    };
  }

  /** Drops the first `from` tokens: nothing refers to them any more. */
  drop(from: number): void {
    this.tokens = this.tokens.slice(from, this.count);
    this.count -= from;
  }

  /**
   * `drop` for a reader done with the dropped tokens' objects too: they are moved past `count`,
   * to be written over by the next tokens.
   */
  recycle(from: number): void {
    const tokens = this.tokens;
    const live = this.count - from;
    // Each live token swaps places with a dropped one: in order, since the slot a live token comes
    // from is never one written earlier in this loop.
    for (let k = 0; k < live; k++) {
      const t = tokens[k];
      tokens[k] = tokens[from + k];
      tokens[from + k] = t;
    }
    this.count = live;
  }
  /** The word from `start` to the current position. */
  private pushWord(start: number, line: number, col: number) {
    const value = WORDS.intern(this.text, start, this.pos);
    this.push('word', value, start, line, col, undefined, WORDS.upper);
  }
  private delimiter(kind: DelimiterKind, start: number, line: number, col: number) {
    this.push('delimiter', this.text.slice(start, this.pos), start, line, col, kind);
  }
  private newline(at: number) {
    this.line++;
    this.lineStart = at + 1;
  }
  /** Advance over [from, to) counting line breaks. */
  private advanceTo(to: number) {
    for (let i = this.pos; i < to; i++) if (this.codes[i] === C.Lf) this.newline(i);
    this.pos = to;
  }
  /** Whether the `#` at `at` opens its line and is followed by white space or nothing. */
  private hashCommentLine(at: number): boolean {
    const next = this.codes[at + 1];
    if (!(
      next === undefined ||
      next === 32 ||
      next === 9 ||
      next === 10 ||
      next === 13 ||
      next === C.Hash
    ))
      return false;
    for (let k = at - 1; k >= 0; k--) {
      const b = this.codes[k];
      if (b === 10 || b === 13) return true;
      if (b !== 32 && b !== 9) return false;
    }
    return true;
  }

  private lineEnd(from: number) {
    const i = this.text.indexOf('\n', from);
    return i < 0 ? this.n : i;
  }
  private restOfLineBlank(from: number) {
    for (let i = from; i < this.n; i++) {
      const c = this.codes[i];
      if (c === C.Lf) return true;
      if (c === C.Minus && this.codes[i + 1] === C.Minus) return true;
      if (!isSpace(c)) return false;
    }
    return true;
  }
  private unterminated(what: string, line: number, col: number) {
    this.diagnostics.push({ line, column: col, message: `Unterminated ${what}` });
  }

  /** After a `;` of `COPY ... FROM stdin`: skip the data lines up to and including `\.`. */
  private skipCopyData() {
    let i = this.lineEnd(this.pos);
    while (i < this.n) {
      const start = i + 1;
      const end = this.lineEnd(start);
      const line = this.text.slice(start, end).replace(/\r$/, '');
      i = end;
      if (line === '\\.') break;
    }
    this.advanceTo(Math.min(i, this.n));
  }

  /** Client commands at the start of a line; returns true when it consumed something. */
  private lineCommand(): boolean {
    const start = this.pos;
    const line = this.line;
    const col = start - this.lineStart + 1;
    const c = this.codes[start];
    if (c === C.Backslash || (c === C.Colon && isWordStart(this.codes[start + 1]))) {
      this.advanceTo(this.lineEnd(start));
      this.delimiter('command', start, line, col);
      return true;
    }
    if (c === C.Slash && this.restOfLineBlank(start + 1)) {
      this.pos = start + 1;
      this.delimiter('slash', start, line, col);
      return true;
    }
    if (!isWordStart(c)) return false;
    // Only short words can be commands (`GO` alone inside a statement); most lines start with longer
    // ones or are inside statements, so the word is read no further than one past the longest.
    const longest = this.stmtTokens > 0 ? 2 : 9;
    const limit = Math.min(this.n, start + longest + 1);
    let e = start;
    while (e < limit && isWordChar(this.codes[e])) e++;
    if (e - start > longest || (this.stmtTokens > 0 && e - start !== 2)) return false;
    const go =
      e - start === 2 && (c | 32) === 103 /* g */ && (this.codes[start + 1] | 32) === 111; /* o */
    if (go) {
      let f = e;
      while (f < this.n && (this.codes[f] === C.Space || this.codes[f] === C.Tab)) f++;
      while (f < this.n && isDigit(this.codes[f])) f++;
      if (this.restOfLineBlank(f)) {
        this.pos = f;
        this.delimiter('go', start, line, col);
        return true;
      }
      return false;
    }
    if (this.stmtTokens > 0) return false;
    // Only d, e, p, q, r, s and w open an ASCII command word below: a statement's first word
    // (CREATE) is not copied and upper-cased to find out. Other characters may upper-case to them.
    const l = c | 32;
    if (
      c < 128 &&
      l !== 100 &&
      l !== 101 &&
      l !== 112 &&
      l !== 113 &&
      l !== 114 &&
      l !== 115 &&
      l !== 119
    ) {
      return c === C.At && this.dialect === 'oracle' && this.lineCommandLine(start, e, line, col);
    }
    const word = this.text.slice(start, e).toUpperCase();
    if (word === 'DELIMITER') {
      const end = this.lineEnd(e);
      const d = this.text.slice(e, end).trim();
      if (!d) return false;
      this.customDelimiter = d === ';' ? null : d;
      this.advanceTo(end);
      this.delimiter('command', start, line, col);
      return true;
    }
    const sqlPlus =
      word === 'PROMPT' ||
      word === 'REM' ||
      word === 'REMARK' ||
      word === 'SPOOL' ||
      word === 'WHENEVER' ||
      word === 'SOURCE' ||
      (this.dialect === 'oracle' && (word === 'SET' || word === 'EXIT' || word === 'QUIT'));
    if (sqlPlus && (e >= this.n || isSpace(this.codes[e]) || this.codes[e] === C.Semi)) {
      this.advanceTo(this.lineEnd(e));
      this.delimiter('command', start, line, col);
      return true;
    }
    return c === C.At && this.dialect === 'oracle' && this.lineCommandLine(start, e, line, col);
  }

  /** The rest of the line from `start` is one client command (an Oracle `@script` line). */
  private lineCommandLine(start: number, e: number, line: number, col: number): boolean {
    this.advanceTo(this.lineEnd(e));
    this.delimiter('command', start, line, col);
    return true;
  }

  run() {
    this.keepCodes();
    while (this.pos < this.n) this.scan();
    this.finish();
  }

  /** Reads on until one more token is out; false when the text ends first. */
  step(): boolean {
    return this.fill(1);
  }

  /**
   * Reads on until `count` more tokens are out or the text ends; false when none came. A reader
   * that takes every token asks for many at once: one tight loop instead of a call per token.
   */
  fill(count: number): boolean {
    this.keepCodes();
    const before = this.count;
    const want = before + count;
    while (this.pos < this.n && this.count < want) this.scan();
    if (this.count > before) return true;
    this.finish();
    return false;
  }

  /** Another lexer took the shared buffer since this one last read (lexers used by turns). */
  private keepCodes() {
    if (!this.ownsCodes && CODES.owner !== this) {
      this.codes = ownCodes(this.text);
      this.ownsCodes = true;
    }
  }

  private finished = false;
  /** Line and column of the outermost open `/*!`. */
  private execOpen: [number, number] = [1, 1];
  private finish() {
    if (this.finished) return;
    this.finished = true;
    // An unclosed `/*!` is reported like any unterminated comment.
    if (this.execDepth > 0) this.unterminated('comment', this.execOpen[0], this.execOpen[1]);
  }

  /** One step of the scan: the spaces and line breaks before a token, then the token or a skipped piece. */
  private scan() {
    const codes = this.codes;
    let start = this.pos;
    let c = codes[start];
    while (c === C.Lf || isSpace(c)) {
      if (c === C.Lf) {
        this.newline(start);
        start++;
        this.atLineStart = true;
      } else {
        // The whole run up to the line break at once.
        start++;
        for (; start < this.n; start++) {
          const d = codes[start];
          if (d === C.Lf || (d < 128 ? ASCII[d] !== SPACE : !isSpace(d))) break;
        }
      }
      if (start >= this.n) {
        this.pos = start;
        return;
      }
      c = codes[start];
    }
    this.pos = start;
    const line = this.line;
    const col = start - this.lineStart + 1;
    this.lineFirst = this.atLineStart;
    if (this.atLineStart) {
      this.atLineStart = false;
      // Inside a statement only `\`, `:`, `/` and a `GO` line are commands: other letters cannot be.
      if (
        (this.stmtTokens === 0 || !(((c | 32) - 97) >>> 0 < 26) || (c | 32) === 103) &&
        this.lineCommand()
      )
        return;
    }
    if (this.customDelimiter === null) {
      // Most tokens are words opening with a letter; of the cases below only a string prefix
      // (`N'`, `E'`, `q'`, Oracle `nq'`) takes such a letter.
      const next = this.codes[start + 1];
      if (
        ((c | 32) - 97) >>> 0 < 26 &&
        next !== C.Quote &&
        !((c | 32) === 110 && (next | 32) === 113)
      ) {
        this.word(start, c, line, col);
        return;
      }
    } else if (this.text.startsWith(this.customDelimiter, start)) {
      this.pos = start + this.customDelimiter.length;
      this.delimiter('custom', start, line, col);
      return;
    }
    // Line comments: `--`, and `#` in MySQL, or in any dialect a `# ` that opens a line (header
    // comments of scripts written for several databases; `#temp` stays a name).
    if (
      (c === C.Minus && this.codes[start + 1] === C.Minus) ||
      (c === C.Hash && (this.dialect === 'mysql' || this.hashCommentLine(start)))
    ) {
      const end = this.lineEnd(start);
      this.pos = end;
      const body = this.text.slice(start + (c === C.Hash ? 1 : 2), end).trim();
      this.push('comment', body, start, line, col);
      // DB2 CLP scripts change the statement terminator in a comment.
      const m = /^#SET\s+TERMINATOR\s+(\S+)/i.exec(body);
      if (m) this.customDelimiter = m[1] === ';' ? null : m[1];
      return;
    }
    if (c === C.Slash && this.codes[start + 1] === C.Star) {
      // MySQL executable comments `/*!50705 ... */` and MariaDB `/*M!100100 ... */`: the content is SQL.
      const bang = this.codes[start + 2] === C.Bang;
      const mBang = this.codes[start + 2] === 77 && this.codes[start + 3] === C.Bang;
      if (bang || mBang) {
        let i = start + (bang ? 3 : 4);
        while (i < this.n && isDigit(this.codes[i])) i++;
        this.pos = i;
        if (this.execDepth === 0) this.execOpen = [line, col];
        this.execDepth++;
        return;
      }
      let depth = 1;
      let i = start + 2;
      while (i < this.n && depth > 0) {
        const d = this.codes[i];
        if (d === C.Star && this.codes[i + 1] === C.Slash) {
          depth--;
          i += 2;
        } else if (this.nestedComments && d === C.Slash && this.codes[i + 1] === C.Star) {
          depth++;
          i += 2;
        } else i++;
      }
      if (depth > 0) this.unterminated('comment', line, col);
      this.advanceTo(i);
      this.push(
        'comment',
        this.text.slice(start + 2, depth > 0 ? i : i - 2).trim(),
        start,
        line,
        col,
      );
      return;
    }
    if (this.execDepth > 0 && c === C.Star && this.codes[start + 1] === C.Slash) {
      this.pos = start + 2;
      this.execDepth--;
      return;
    }
    if (c === C.Quote) {
      this.readString(start + 1, this.backslashEscapes, line, col, start);
      return;
    }
    // N'..', E'..', X'..', B'..' and Oracle q'[..]'.
    if (this.codes[start + 1] === C.Quote && isPrefixLetter(c)) {
      const lower = c | 32;
      if (lower === 113 /* q */ && this.dialect === 'oracle') {
        this.readOracleQ(start, line, col);
        return;
      }
      if (lower !== 113) {
        this.readString(
          start + 2,
          this.backslashEscapes || lower === 101 /* e */,
          line,
          col,
          start,
        );
        return;
      }
    }
    if (
      (c === 78 || c === 110) &&
      (this.codes[start + 1] | 32) === 113 &&
      this.codes[start + 2] === C.Quote &&
      this.dialect === 'oracle'
    ) {
      this.pos = start + 1;
      this.readOracleQ(start + 1, line, col);
      return;
    }
    if (c === C.DQuote) {
      if (this.dquoteIsString)
        this.readString(start + 1, this.backslashEscapes, line, col, start, C.DQuote);
      else this.readQuoted(start, C.DQuote, line, col);
      return;
    }
    if (c === C.Backtick) {
      this.readQuoted(start, C.Backtick, line, col);
      return;
    }
    if (c === C.LBracket && this.brackets) {
      this.readQuoted(start, C.RBracket, line, col);
      return;
    }
    if (c === C.Dollar && this.dialect === 'postgresql') {
      if (this.readDollar(start, line, col)) return;
    }
    if (isDigit(c) || (c === C.Dot && isDigit(this.codes[start + 1]))) {
      let i = start;
      if (c === C.D0 && (this.codes[i + 1] | 32) === 120) {
        i += 2;
        while (i < this.n && isWordChar(this.codes[i])) i++;
      } else {
        while (i < this.n && isDigit(this.codes[i])) i++;
        if (this.codes[i] === C.Dot && isDigit(this.codes[i + 1])) {
          i++;
          while (i < this.n && isDigit(this.codes[i])) i++;
        } else if (this.codes[i] === C.Dot && !isWordChar(this.codes[i + 1])) i++;
        if ((this.codes[i] | 32) === 101) {
          let j = i + 1;
          const s = this.codes[j];
          if (s === 43 || s === C.Minus) j++;
          if (isDigit(this.codes[j])) {
            i = j;
            while (i < this.n && isDigit(this.codes[i])) i++;
          }
        }
      }
      // `1M` (DB2 sizes) or an identifier starting with digits (MySQL allows them): one word.
      if (i < this.n && isWordChar(this.codes[i]) && this.codes[i - 1] !== C.Dot) {
        while (i < this.n && isWordChar(this.codes[i])) i++;
        this.pos = i;
        this.pushWord(start, line, col);
        return;
      }
      this.pos = i;
      let h = HASH_SEED;
      for (let k = start; k < i; k++) h = hashStep(h, this.codes[k]);
      this.push('number', WORDS.lookup(this.text, this.codes, start, i, h), start, line, col);
      return;
    }
    if (isWordChar(c)) {
      const { text, codes } = this;
      if (this.customDelimiter === null) {
        this.word(start, c, line, col);
        return;
      }
      let i = start + 1;
      // `END$$` with DELIMITER $$: the delimiter ends the word.
      while (i < this.n && isWordChar(codes[i]) && !text.startsWith(this.customDelimiter, i)) {
        i++;
      }
      this.pos = i;
      this.pushWord(start, line, col);
      return;
    }
    if (c === C.Semi && this.customDelimiter === null) {
      this.pos = start + 1;
      const copy = this.stmtCopy && this.stmtStdin;
      this.delimiter('semicolon', start, line, col);
      if (copy) this.skipCopyData();
      return;
    }
    if (c === C.Colon && this.codes[start + 1] === C.Colon) {
      this.pos = start + 2;
      this.push('punct', '::', start, line, col);
      return;
    }
    this.pos = start + 1;
    this.push('punct', c < 128 ? ASCII_CHARS[c] : this.text[start], start, line, col);
  }

  /** The word opening with `c` at `start` (no custom delimiter can end it). */
  private word(start: number, c: number, line: number, col: number) {
    const { text, codes } = this;
    let i = start + 1;
    // The hot loop: the word's end and its hash for the word table in one pass.
    let h = hashStep(HASH_SEED, c);
    for (; i < this.n; i++) {
      const d = codes[i];
      if (d < 128 ? ASCII[d] !== WORD : isSpace(d)) break;
      h = hashStep(h, d);
    }
    this.pos = i;
    const value = WORDS.lookup(text, codes, start, i, h);
    this.push('word', value, start, line, col, undefined, WORDS.upper);
  }

  private readString(
    from: number,
    escapes: boolean,
    line: number,
    col: number,
    start: number,
    quote: number = C.Quote,
  ) {
    let i = from;
    let value = '';
    let chunk = from;
    let closed = false;
    while (i < this.n) {
      const d = this.codes[i];
      if (d === quote) {
        if (this.codes[i + 1] === quote) {
          value += this.text.slice(chunk, i + 1);
          i += 2;
          chunk = i;
          continue;
        }
        value += this.text.slice(chunk, i);
        i++;
        closed = true;
        break;
      }
      if (escapes && d === C.Backslash && i + 1 < this.n) {
        const escaped = this.codes[i + 1];
        if (escaped === C.Lf) this.newline(i + 1);
        value += this.text.slice(chunk, i) + unescape(escaped, this.text[i + 1]);
        i += 2;
        chunk = i;
        continue;
      }
      // Line breaks are counted here rather than in a second pass over the string.
      if (d === C.Lf) this.newline(i);
      i++;
    }
    if (!closed) {
      value += this.text.slice(chunk, i);
      this.unterminated('string', line, col);
    }
    this.pos = i;
    this.push('string', value, start, line, col);
  }

  private readQuoted(start: number, close: number, line: number, col: number) {
    // Fast path: closed on the same line, no doubled closing character. Quoted names recur like
    // words (MySQL and SQL Server dumps quote every one), so they share the word table.
    const { text, codes } = this;
    let end = start + 1;
    let h = HASH_SEED;
    for (; end < this.n; end++) {
      const d = codes[end];
      if (d === close || d === C.Lf) break;
      h = hashStep(h, d);
    }
    if (end < this.n && codes[end] === close && codes[end + 1] !== close) {
      const value = WORDS.lookup(text, codes, start + 1, end, h);
      this.pos = end + 1;
      this.push('quoted', value, start, line, col);
      return;
    }
    let i = start + 1;
    let value = '';
    let chunk = i;
    let closed = false;
    while (i < this.n) {
      if (this.codes[i] === close) {
        if (this.codes[i + 1] === close) {
          value += this.text.slice(chunk, i + 1);
          i += 2;
          chunk = i;
          continue;
        }
        value += this.text.slice(chunk, i);
        i++;
        closed = true;
        break;
      }
      i++;
    }
    if (!closed) {
      value += this.text.slice(chunk, i);
      this.unterminated('quoted identifier', line, col);
    }
    this.advanceTo(i);
    this.push('quoted', value, start, line, col);
  }

  /** Oracle q'[...]', q'{...}', q'<...>', q'(...)' or q'x...x'. */
  private readOracleQ(qAt: number, line: number, col: number) {
    const open = this.text[qAt + 2] ?? '';
    const close =
      ({ '[': ']', '{': '}', '<': '>', '(': ')' } as Record<string, string>)[open] ?? open;
    const end = open ? this.text.indexOf(close + "'", qAt + 3) : -1;
    const stop = end < 0 ? this.n : end + 2;
    if (end < 0) this.unterminated('string', line, col);
    const value = this.text.slice(qAt + 3, end < 0 ? this.n : end);
    const start = this.pos;
    this.advanceTo(stop);
    this.push('string', value, start, line, col);
  }

  /** PostgreSQL `$$ ... $$` / `$tag$ ... $tag$`; false when `$` starts something else (`$1`). */
  private readDollar(start: number, line: number, col: number): boolean {
    let i = start + 1;
    while (i < this.n && isWordChar(this.codes[i]) && this.codes[i] !== C.Dollar) i++;
    if (this.codes[i] !== C.Dollar) return false;
    const tagText = this.text.slice(start, i + 1);
    if (tagText.length > 2 && isDigit(tagText.charCodeAt(1))) return false;
    const end = this.text.indexOf(tagText, i + 1);
    if (end < 0) this.unterminated('dollar-quoted string', line, col);
    const stop = end < 0 ? this.n : end + tagText.length;
    const value = this.text.slice(i + 1, end < 0 ? this.n : end);
    this.advanceTo(stop);
    this.push('string', value, start, line, col);
    return true;
  }
}

const isPrefixLetter = (c: number) => {
  const l = c | 32;
  return l === 110 || l === 101 || l === 120 || l === 98 || l === 113;
};

function unescape(code: number, ch: string): string {
  switch (code) {
    case 110:
      return '\n';
    case 116:
      return '\t';
    case 114:
      return '\r';
    case 48:
      return '\0';
    case 98:
      return '\b';
    case 90:
      return '\x1a';
    default:
      return ch;
  }
}
