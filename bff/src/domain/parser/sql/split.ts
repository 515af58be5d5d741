import type { Diagnostic, SqlDialect } from '../../../../../src/contract/text';
import { Lexer, type Token } from './tokenizer';

export interface Statement {
  /** The statement's tokens without its delimiter; comments included (trailing column comments). */
  tokens: Token[];
  /** The same without comments: what the readers look at (collected once, while splitting). */
  sig: Token[];
  /** Source offsets of the first and past the last token. */
  start: number;
  end: number;
  line: number;
  column: number;
  text: string;
}

export interface SplitResult {
  statements: Statement[];
  diagnostics: Diagnostic[];
}

/** Words that start a new statement when they open a line at parenthesis depth 0, `;` or not. */
const LINE_STARTERS = new Map<string, string | null>([
  ['CREATE', null],
  ['ALTER', 'TABLE'],
  ['INSERT', 'INTO'],
  ['COMMENT', 'ON'],
  ['DROP', 'TABLE'],
]);

const ROUTINES = new Set(['PROCEDURE', 'PROC', 'FUNCTION', 'TRIGGER', 'EVENT', 'PACKAGE']);
const CREATE_PREFIX = new Set([
  'OR',
  'REPLACE',
  'ALTER',
  'EDITIONABLE',
  'NONEDITIONABLE',
  'AGGREGATE',
  'ALGORITHM',
  'SQL',
  'SECURITY',
  'DEFINER',
  'INVOKER',
  'UNDEFINED',
  'MERGE',
  'TEMPTABLE',
  '=',
  '@',
]);
const TRANSACTION_WORDS = new Set([
  'TRANSACTION',
  'WORK',
  'TRAN',
  'DEFERRED',
  'IMMEDIATE',
  'EXCLUSIVE',
  'DISTRIBUTED',
  'ISOLATION',
  'READ',
]);

/**
 * Whether a statement is a procedural body (procedure, function, trigger, package, anonymous block)
 * whose inner `;` do not end it. `undefined` while too few tokens are known.
 */
function routineStatement(sig: Token[], dialect: SqlDialect): boolean | undefined {
  const first = sig[0];
  if (!first) return undefined;
  if (first.upper === 'DECLARE') return dialect !== 'sqlserver' && dialect !== 'mysql';
  if (first.upper === 'BEGIN') {
    const next = sig[1];
    if (!next) return undefined;
    return !TRANSACTION_WORDS.has(next.upper);
  }
  const alter = first.upper === 'ALTER' && dialect === 'sqlserver';
  if (first.upper !== 'CREATE' && !alter) return false;
  for (let i = 1; i < sig.length && i < 16; i++) {
    const t = sig[i];
    if (ROUTINES.has(t.upper)) return true;
    if (t.upper === 'TYPE') return dialect === 'oracle';
    if (CREATE_PREFIX.has(t.upper) || CREATE_PREFIX.has(t.value) || t.kind === 'quoted') continue;
    if (sig[i - 1]?.value === '=' || sig[i - 1]?.value === '@') continue;
    if (t.value.startsWith('@')) continue;
    return false;
  }
  return sig.length >= 16 ? false : undefined;
}

/**
 * Statements of a script. Ends: `;` (or the DELIMITER / `--#SET TERMINATOR` string), `GO` and `/`
 * lines, client command lines; and a line opening with CREATE, ALTER TABLE, INSERT INTO, COMMENT ON
 * or DROP TABLE at depth 0 (hand-written scripts often omit the `;`). Inside a procedure, function,
 * trigger or block, `;` ends nothing: SQL Server bodies run to `GO`, Oracle ones to `/`, the others
 * to the `;` after the matching END.
 */
export function splitStatements(text: string, dialect: SqlDialect): Statement[] {
  return splitWithDiagnostics(text, dialect).statements;
}

/** `skimInserts`: INSERT statements come back with a few tokens only (see the tokenizer). */
export function splitWithDiagnostics(
  text: string,
  dialect: SqlDialect,
  skimInserts = false,
): SplitResult {
  const statements: Statement[] = [];
  const { diagnostics } = forEachStatement(text, dialect, skimInserts, (s) => {
    statements.push(s);
  });
  return { statements, diagnostics };
}

/**
 * The statements one by one, while the text is being read: tokens of a statement already handed
 * over are dropped, so a large dump never holds all its tokens at once. `onStatement` returning
 * false stops the reading there (detection needs only the first statement that tells).
 * `reuseTokens`: `onStatement` keeps no token (nor the statement) past its return, so the objects
 * of the tokens handed over are written over by later ones instead of new ones being allocated.
 */
export function forEachStatement(
  text: string,
  dialect: SqlDialect,
  skimInserts: boolean,
  onStatement: (statement: Statement) => void | false,
  reuseTokens = false,
): { diagnostics: Diagnostic[] } {
  const lexer = new Lexer(text, dialect, skimInserts);
  new Splitter(text, dialect, new TokenStream(lexer, reuseTokens), onStatement).run();
  return { diagnostics: lexer.diagnostics };
}

/** Tokens the lexer reads ahead at a time (a statement may stop the reading early: not many more). */
const FILL = 64;

/**
 * Pulls tokens from the lexer as needed, with lookahead. The tokens stay in the lexer's array until
 * `release`: a statement is then one slice of it, not a list built token by token.
 */
class TokenStream {
  /** Index of the next token in `lexer.tokens`. */
  index = 0;

  constructor(
    private readonly lexer: Lexer,
    private readonly reuseTokens: boolean,
  ) {}

  get tokens(): Token[] {
    return this.lexer.tokens;
  }

  next(): Token | undefined {
    const lexer = this.lexer;
    if (this.index >= lexer.count && !lexer.fill(FILL)) return undefined;
    return lexer.tokens[this.index++];
  }

  /** Drops the tokens before `from` once there are enough of them; answers how far indexes moved. */
  release(from: number): number {
    if (from < 4096) return 0;
    if (this.reuseTokens) this.lexer.recycle(from);
    else this.lexer.drop(from);
    this.index -= from;
    return from;
  }

  /** The next token that is not a comment, without consuming anything. */
  peekSignificant(): Token | undefined {
    const lexer = this.lexer;
    for (let k = this.index; ; k++) {
      if (k >= lexer.count && !lexer.fill(FILL)) return undefined;
      const t = lexer.tokens[k];
      if (t.kind !== 'comment') return t;
    }
  }
}

const BLOCK_AFTER_END = new Set(['IF', 'LOOP', 'WHILE', 'REPEAT', 'FOR']);

/** The splitter's state (a class: its steps are methods, not closures made per call). */
class Splitter {
  /** Index in the stream's tokens of the statement's first significant token (-1: none yet). */
  private from = -1;
  /** The statement holds comments (most have none: their tokens are their `sig`). */
  private comments = false;
  /** The statement's first significant tokens, enough to tell a routine (read until it is told). */
  private head: Token[] = [];
  private sigCount = 0;
  private last: Token | undefined;
  private routine: boolean | undefined;
  private depth = 0;
  private block = 0;
  private endClosed = false;
  private afterSemicolon = false;

  constructor(
    private readonly text: string,
    private readonly dialect: SqlDialect,
    private readonly stream: TokenStream,
    private readonly onStatement: (statement: Statement) => void | false,
  ) {}

  private stopped = false;

  /** Ends the statement before the token at `to` of the stream's tokens. */
  private flush(to: number) {
    if (this.from >= 0) {
      const tokens = this.stream.tokens.slice(this.from, to);
      const first = tokens[0];
      const last = tokens[tokens.length - 1];
      const more = this.onStatement({
        tokens,
        sig: this.comments ? tokens.filter((t) => t.kind !== 'comment') : tokens,
        start: first.start,
        end: last.end,
        line: first.line,
        column: first.column,
        text: this.text.slice(first.start, last.end),
      });
      if (more === false) this.stopped = true;
    }
    this.from = -1;
    this.comments = false;
    this.head.length = 0;
    this.sigCount = 0;
    this.last = undefined;
    this.routine = undefined;
    this.depth = 0;
    this.block = 0;
    this.afterSemicolon = false;
  }

  run() {
    const { stream, dialect } = this;
    for (let t = stream.next(); t !== undefined && !this.stopped; t = stream.next()) {
      // Tokens before the statement (or between statements) are no longer needed.
      if (this.from < 0) stream.release(stream.index - 1);
      else this.from -= stream.release(this.from);
      if (t.kind === 'delimiter') {
        if (t.delimiter !== 'semicolon' || !this.routine) {
          this.flush(stream.index - 1);
          continue;
        }
        // A `;` inside a body: SQL Server bodies end at GO, Oracle ones at `/`, others after the last END.
        if (dialect !== 'sqlserver' && dialect !== 'oracle' && this.block === 0) {
          this.flush(stream.index - 1);
          continue;
        }
        this.afterSemicolon = true;
        continue;
      }
      if (t.kind === 'comment') {
        if (this.sigCount > 0) this.comments = true;
        continue;
      }
      const prev = this.last;
      // Only a word opening a line can start a statement: the line is compared before the word is
      // looked up (a table's name, new to the hash table, would be hashed for it).
      if (
        prev &&
        this.depth === 0 &&
        prev.line < t.line &&
        t.kind === 'word' &&
        LINE_STARTERS.has(t.upper)
      ) {
        const follow = LINE_STARTERS.get(t.upper);
        const allowed =
          !this.routine ||
          (dialect !== 'sqlserver' &&
            this.block === 0 &&
            this.afterSemicolon &&
            t.upper === 'CREATE');
        if (allowed && (follow === null || stream.peekSignificant()?.upper === follow)) {
          this.flush(stream.index - 1);
        }
      }
      const before = this.last;
      if (this.from < 0) this.from = stream.index - 1;
      this.sigCount++;
      this.last = t;
      this.afterSemicolon = false;
      // The head is only needed until the statement is known to be a routine or not.
      if (this.routine === undefined) {
        if (this.head.length < 16) this.head.push(t);
        this.routine = routineStatement(this.head, dialect);
      }
      if (t.kind === 'punct') {
        if (t.value === '(') this.depth++;
        else if (t.value === ')' && this.depth > 0) this.depth--;
      } else if (this.routine && t.kind === 'word') {
        const closed = this.endClosed;
        this.endClosed = false;
        if (t.upper === 'BEGIN' || t.upper === 'CASE') this.block++;
        else if (t.upper === 'END' && this.block > 0) {
          this.block--;
          this.endClosed = true;
        } else if (closed && before?.upper === 'END' && BLOCK_AFTER_END.has(t.upper)) {
          // `END IF` closes an IF, not the BEGIN the END was counted against.
          this.block++;
        }
      }
    }
    this.flush(stream.index);
  }
}
