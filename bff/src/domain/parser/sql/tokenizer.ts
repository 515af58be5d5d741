import type { Diagnostic, SqlDialect } from '../../../../../src/contract/text';

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
  delimiter?: DelimiterKind;
  /** Inside a MySQL `/*!50001 ... *\/` executable comment (mysqldump's view placeholders live there). */
  exec?: boolean;
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
const isSpace = (c: number) =>
  c === C.Space ||
  c === C.Tab ||
  c === C.Lf ||
  c === C.Cr ||
  c === 11 ||
  c === 12 ||
  c === 0xa0 ||
  c === 0xfeff ||
  c === 0x3000 ||
  c === 0x2028 ||
  c === 0x2029;
/** Letters, digits, `_ $ # @` and any non-ASCII character that is not a space (Chinese names). */
const isWordChar = (c: number) =>
  (c >= C.LA && c <= C.LZ) ||
  (c >= C.UA && c <= C.UZ) ||
  isDigit(c) ||
  c === C.Underscore ||
  c === C.Dollar ||
  c === C.Hash ||
  c === C.At ||
  (c >= 128 && !isSpace(c));
const isWordStart = (c: number) => isWordChar(c) && !isDigit(c) && c !== C.Dollar;

interface Lexer {
  text: string;
  dialect: SqlDialect;
  pos: number;
  line: number;
  lineStart: number;
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

export function tokenizeWithDiagnostics(text: string, dialect: SqlDialect): TokenizeResult {
  const tokens: Token[] = [];
  const diagnostics: Diagnostic[] = [];
  const lx: Lexer = { text, dialect, pos: 0, line: 1, lineStart: 0 };
  const n = text.length;
  const backslashEscapes = dialect === 'mysql';
  const brackets = dialect === 'sqlserver' || dialect === 'sqlite';
  const dquoteIsString = dialect === 'mysql';
  const nestedComments = dialect === 'postgresql' || dialect === 'sqlserver';
  let customDelimiter: string | null = null;
  let execDepth = 0;
  /** Tokens of the current statement seen so far (0 right after a delimiter). */
  let stmtTokens = 0;
  let stmtFirst = '';
  let stmtStdin = false;

  const push = (kind: TokenKind, value: string, start: number, line: number, col: number) => {
    const t: Token = {
      kind,
      value,
      upper: kind === 'word' ? value.toUpperCase() : '',
      start,
      end: lx.pos,
      line,
      column: col,
    };
    if (execDepth > 0) t.exec = true;
    tokens.push(t);
    if (kind === 'comment') return t;
    if (kind === 'delimiter') {
      stmtTokens = 0;
      stmtFirst = '';
      stmtStdin = false;
    } else {
      if (stmtTokens === 0) stmtFirst = t.upper;
      else if (t.upper === 'STDIN') stmtStdin = true;
      stmtTokens++;
    }
    return t;
  };
  const delimiter = (kind: DelimiterKind, start: number, line: number, col: number) => {
    const t = push('delimiter', text.slice(start, lx.pos), start, line, col);
    t.delimiter = kind;
  };
  const newline = (at: number) => {
    lx.line++;
    lx.lineStart = at + 1;
  };
  /** Advance over [from, to) counting line breaks. */
  const advanceTo = (to: number) => {
    for (let i = lx.pos; i < to; i++) if (text.charCodeAt(i) === C.Lf) newline(i);
    lx.pos = to;
  };
  const lineEnd = (from: number) => {
    const i = text.indexOf('\n', from);
    return i < 0 ? n : i;
  };
  const restOfLineBlank = (from: number) => {
    for (let i = from; i < n; i++) {
      const c = text.charCodeAt(i);
      if (c === C.Lf) return true;
      if (c === C.Minus && text.charCodeAt(i + 1) === C.Minus) return true;
      if (!isSpace(c)) return false;
    }
    return true;
  };
  const unterminated = (what: string, line: number, col: number) =>
    diagnostics.push({ line, column: col, message: `Unterminated ${what}` });

  /** After a `;` of `COPY ... FROM stdin`: skip the data lines up to and including `\.`. */
  const skipCopyData = () => {
    let i = lineEnd(lx.pos);
    while (i < n) {
      const start = i + 1;
      const end = lineEnd(start);
      const line = text.slice(start, end).replace(/\r$/, '');
      i = end;
      if (line === '\\.') break;
    }
    advanceTo(Math.min(i, n));
  };

  /** Client commands at the start of a line; returns true when it consumed something. */
  const lineCommand = (): boolean => {
    const start = lx.pos;
    const line = lx.line;
    const col = start - lx.lineStart + 1;
    const c = text.charCodeAt(start);
    if (c === C.Backslash || (c === C.Colon && isWordStart(text.charCodeAt(start + 1)))) {
      advanceTo(lineEnd(start));
      delimiter('command', start, line, col);
      return true;
    }
    if (c === C.Slash && restOfLineBlank(start + 1)) {
      lx.pos = start + 1;
      delimiter('slash', start, line, col);
      return true;
    }
    if (!isWordStart(c)) return false;
    let e = start;
    while (e < n && isWordChar(text.charCodeAt(e))) e++;
    const word = text.slice(start, e).toUpperCase();
    if (word === 'GO') {
      let f = e;
      while (f < n && (text.charCodeAt(f) === C.Space || text.charCodeAt(f) === C.Tab)) f++;
      while (f < n && isDigit(text.charCodeAt(f))) f++;
      if (restOfLineBlank(f)) {
        lx.pos = f;
        delimiter('go', start, line, col);
        return true;
      }
      return false;
    }
    if (stmtTokens > 0) return false;
    if (word === 'DELIMITER') {
      const end = lineEnd(e);
      const d = text.slice(e, end).trim();
      if (!d) return false;
      customDelimiter = d === ';' ? null : d;
      advanceTo(end);
      delimiter('command', start, line, col);
      return true;
    }
    const sqlPlus =
      word === 'PROMPT' ||
      word === 'REM' ||
      word === 'REMARK' ||
      word === 'SPOOL' ||
      word === 'WHENEVER' ||
      word === 'SOURCE' ||
      (dialect === 'oracle' && (word === 'SET' || word === 'EXIT' || word === 'QUIT'));
    if (sqlPlus && (e >= n || isSpace(text.charCodeAt(e)) || text.charCodeAt(e) === C.Semi)) {
      advanceTo(lineEnd(e));
      delimiter('command', start, line, col);
      return true;
    }
    if (c === C.At && dialect === 'oracle') {
      advanceTo(lineEnd(e));
      delimiter('command', start, line, col);
      return true;
    }
    return false;
  };

  let atLineStart = true;
  while (lx.pos < n) {
    const start = lx.pos;
    const c = text.charCodeAt(start);
    if (c === C.Lf) {
      newline(start);
      lx.pos++;
      atLineStart = true;
      continue;
    }
    if (isSpace(c)) {
      lx.pos++;
      continue;
    }
    const line = lx.line;
    const col = start - lx.lineStart + 1;
    if (atLineStart) {
      atLineStart = false;
      if (lineCommand()) continue;
    }
    if (customDelimiter !== null && text.startsWith(customDelimiter, start)) {
      lx.pos = start + customDelimiter.length;
      delimiter('custom', start, line, col);
      continue;
    }
    // Line comments: `--`, and `#` in MySQL.
    if (
      (c === C.Minus && text.charCodeAt(start + 1) === C.Minus) ||
      (c === C.Hash && dialect === 'mysql')
    ) {
      const end = lineEnd(start);
      lx.pos = end;
      const body = text.slice(start + (c === C.Hash ? 1 : 2), end).trim();
      push('comment', body, start, line, col);
      // DB2 CLP scripts change the statement terminator in a comment.
      const m = /^#SET\s+TERMINATOR\s+(\S+)/i.exec(body);
      if (m) customDelimiter = m[1] === ';' ? null : m[1];
      continue;
    }
    if (c === C.Slash && text.charCodeAt(start + 1) === C.Star) {
      // MySQL executable comments `/*!50705 ... */` and MariaDB `/*M!100100 ... */`: the content is SQL.
      const bang = text.charCodeAt(start + 2) === C.Bang;
      const mBang = text.charCodeAt(start + 2) === 77 && text.charCodeAt(start + 3) === C.Bang;
      if (bang || mBang) {
        let i = start + (bang ? 3 : 4);
        while (i < n && isDigit(text.charCodeAt(i))) i++;
        lx.pos = i;
        execDepth++;
        continue;
      }
      let depth = 1;
      let i = start + 2;
      while (i < n && depth > 0) {
        const d = text.charCodeAt(i);
        if (d === C.Star && text.charCodeAt(i + 1) === C.Slash) {
          depth--;
          i += 2;
        } else if (nestedComments && d === C.Slash && text.charCodeAt(i + 1) === C.Star) {
          depth++;
          i += 2;
        } else i++;
      }
      if (depth > 0) unterminated('comment', line, col);
      advanceTo(i);
      push('comment', text.slice(start + 2, depth > 0 ? i : i - 2).trim(), start, line, col);
      continue;
    }
    if (execDepth > 0 && c === C.Star && text.charCodeAt(start + 1) === C.Slash) {
      lx.pos = start + 2;
      execDepth--;
      continue;
    }
    if (c === C.Quote) {
      readString(start + 1, backslashEscapes, line, col, start);
      continue;
    }
    // N'..', E'..', X'..', B'..' and Oracle q'[..]'.
    if (text.charCodeAt(start + 1) === C.Quote && isPrefixLetter(c)) {
      const lower = c | 32;
      if (lower === 113 /* q */ && dialect === 'oracle') {
        readOracleQ(start, line, col);
        continue;
      }
      if (lower !== 113) {
        readString(start + 2, backslashEscapes || lower === 101 /* e */, line, col, start);
        continue;
      }
    }
    if (
      (c === 78 || c === 110) &&
      (text.charCodeAt(start + 1) | 32) === 113 &&
      text.charCodeAt(start + 2) === C.Quote &&
      dialect === 'oracle'
    ) {
      lx.pos = start + 1;
      readOracleQ(start + 1, line, col);
      continue;
    }
    if (c === C.DQuote) {
      if (dquoteIsString) readString(start + 1, backslashEscapes, line, col, start, C.DQuote);
      else readQuoted(start, C.DQuote, line, col);
      continue;
    }
    if (c === C.Backtick) {
      readQuoted(start, C.Backtick, line, col);
      continue;
    }
    if (c === C.LBracket && brackets) {
      readQuoted(start, C.RBracket, line, col);
      continue;
    }
    if (c === C.Dollar && dialect === 'postgresql') {
      if (readDollar(start, line, col)) continue;
    }
    if (isDigit(c) || (c === C.Dot && isDigit(text.charCodeAt(start + 1)))) {
      let i = start;
      if (c === C.D0 && (text.charCodeAt(i + 1) | 32) === 120) {
        i += 2;
        while (i < n && isWordChar(text.charCodeAt(i))) i++;
      } else {
        while (i < n && isDigit(text.charCodeAt(i))) i++;
        if (text.charCodeAt(i) === C.Dot && isDigit(text.charCodeAt(i + 1))) {
          i++;
          while (i < n && isDigit(text.charCodeAt(i))) i++;
        } else if (text.charCodeAt(i) === C.Dot && !isWordChar(text.charCodeAt(i + 1))) i++;
        if ((text.charCodeAt(i) | 32) === 101) {
          let j = i + 1;
          const s = text.charCodeAt(j);
          if (s === 43 || s === C.Minus) j++;
          if (isDigit(text.charCodeAt(j))) {
            i = j;
            while (i < n && isDigit(text.charCodeAt(i))) i++;
          }
        }
      }
      // `1M` (DB2 sizes) or an identifier starting with digits (MySQL allows them): one word.
      if (i < n && isWordChar(text.charCodeAt(i)) && text.charCodeAt(i - 1) !== C.Dot) {
        while (i < n && isWordChar(text.charCodeAt(i))) i++;
        lx.pos = i;
        push('word', text.slice(start, i), start, line, col);
        continue;
      }
      lx.pos = i;
      push('number', text.slice(start, i), start, line, col);
      continue;
    }
    if (isWordChar(c)) {
      let i = start + 1;
      // `END$$` with DELIMITER $$: the delimiter ends the word.
      while (
        i < n &&
        isWordChar(text.charCodeAt(i)) &&
        (customDelimiter === null || !text.startsWith(customDelimiter, i))
      ) {
        i++;
      }
      lx.pos = i;
      push('word', text.slice(start, i), start, line, col);
      continue;
    }
    if (c === C.Semi && customDelimiter === null) {
      lx.pos = start + 1;
      const copy = stmtFirst === 'COPY' && stmtStdin;
      delimiter('semicolon', start, line, col);
      if (copy) skipCopyData();
      continue;
    }
    if (c === C.Colon && text.charCodeAt(start + 1) === C.Colon) {
      lx.pos = start + 2;
      push('punct', '::', start, line, col);
      continue;
    }
    lx.pos = start + 1;
    push('punct', text[start], start, line, col);
  }
  if (execDepth > 0) {
    // An unclosed `/*!` is reported like any unterminated comment.
    const last = tokens[tokens.length - 1];
    unterminated('comment', last?.line ?? 1, last?.column ?? 1);
  }
  return { tokens, diagnostics };

  function readString(
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
    while (i < n) {
      const d = text.charCodeAt(i);
      if (d === quote) {
        if (text.charCodeAt(i + 1) === quote) {
          value += text.slice(chunk, i + 1);
          i += 2;
          chunk = i;
          continue;
        }
        value += text.slice(chunk, i);
        i++;
        closed = true;
        break;
      }
      if (escapes && d === C.Backslash && i + 1 < n) {
        value += text.slice(chunk, i) + unescape(text.charCodeAt(i + 1), text[i + 1]);
        i += 2;
        chunk = i;
        continue;
      }
      i++;
    }
    if (!closed) {
      value += text.slice(chunk, i);
      unterminated('string', line, col);
    }
    advanceTo(i);
    push('string', value, start, line, col);
  }

  function readQuoted(start: number, close: number, line: number, col: number) {
    let i = start + 1;
    let value = '';
    let chunk = i;
    let closed = false;
    while (i < n) {
      if (text.charCodeAt(i) === close) {
        if (text.charCodeAt(i + 1) === close) {
          value += text.slice(chunk, i + 1);
          i += 2;
          chunk = i;
          continue;
        }
        value += text.slice(chunk, i);
        i++;
        closed = true;
        break;
      }
      i++;
    }
    if (!closed) {
      value += text.slice(chunk, i);
      unterminated('quoted identifier', line, col);
    }
    advanceTo(i);
    push('quoted', value, start, line, col);
  }

  /** Oracle q'[...]', q'{...}', q'<...>', q'(...)' or q'x...x'. */
  function readOracleQ(qAt: number, line: number, col: number) {
    const open = text[qAt + 2] ?? '';
    const close =
      ({ '[': ']', '{': '}', '<': '>', '(': ')' } as Record<string, string>)[open] ?? open;
    const end = open ? text.indexOf(close + "'", qAt + 3) : -1;
    const stop = end < 0 ? n : end + 2;
    if (end < 0) unterminated('string', line, col);
    const value = text.slice(qAt + 3, end < 0 ? n : end);
    const start = lx.pos;
    advanceTo(stop);
    push('string', value, start, line, col);
  }

  /** PostgreSQL `$$ ... $$` / `$tag$ ... $tag$`; false when `$` starts something else (`$1`). */
  function readDollar(start: number, line: number, col: number): boolean {
    let i = start + 1;
    while (i < n && isWordChar(text.charCodeAt(i)) && text.charCodeAt(i) !== C.Dollar) i++;
    if (text.charCodeAt(i) !== C.Dollar) return false;
    const tagText = text.slice(start, i + 1);
    if (tagText.length > 2 && isDigit(tagText.charCodeAt(1))) return false;
    const end = text.indexOf(tagText, i + 1);
    if (end < 0) unterminated('dollar-quoted string', line, col);
    const stop = end < 0 ? n : end + tagText.length;
    const value = text.slice(i + 1, end < 0 ? n : end);
    advanceTo(stop);
    push('string', value, start, line, col);
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
