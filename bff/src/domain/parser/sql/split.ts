import type { Diagnostic, SqlDialect } from '../../../../../src/contract/text';
import { tokenizeWithDiagnostics, type Token } from './tokenizer';

export interface Statement {
  /** The statement's tokens without its delimiter; comments included (trailing column comments). */
  tokens: Token[];
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
const LINE_STARTERS: Record<string, string | null> = {
  CREATE: null,
  ALTER: 'TABLE',
  INSERT: 'INTO',
  COMMENT: 'ON',
  DROP: 'TABLE',
};

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

export function splitWithDiagnostics(text: string, dialect: SqlDialect): SplitResult {
  const { tokens, diagnostics } = tokenizeWithDiagnostics(text, dialect);
  const statements: Statement[] = [];
  let current: Token[] = [];
  let sig: Token[] = [];
  let routine: boolean | undefined;
  let depth = 0;
  let block = 0;
  let endClosed = false;
  let afterSemicolon = false;

  const flush = () => {
    if (sig.length > 0) {
      const first = sig[0];
      const last = current[current.length - 1];
      statements.push({
        tokens: current,
        start: first.start,
        end: last.end,
        line: first.line,
        column: first.column,
        text: text.slice(first.start, last.end),
      });
    }
    current = [];
    sig = [];
    routine = undefined;
    depth = 0;
    block = 0;
    afterSemicolon = false;
  };
  const nextSig = (i: number): Token | undefined => {
    for (let j = i + 1; j < tokens.length; j++) {
      if (tokens[j].kind !== 'comment') return tokens[j];
    }
    return undefined;
  };

  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.kind === 'delimiter') {
      if (t.delimiter !== 'semicolon' || !routine) {
        flush();
        continue;
      }
      // A `;` inside a body: SQL Server bodies end at GO, Oracle ones at `/`, others after the last END.
      if (dialect !== 'sqlserver' && dialect !== 'oracle' && block === 0) {
        flush();
        continue;
      }
      current.push(t);
      afterSemicolon = true;
      continue;
    }
    if (t.kind === 'comment') {
      if (sig.length > 0) current.push(t);
      continue;
    }
    if (sig.length > 0 && depth === 0 && t.kind === 'word' && t.upper in LINE_STARTERS) {
      const prev = sig[sig.length - 1];
      const follow = LINE_STARTERS[t.upper];
      const opensLine = prev.line < t.line;
      const allowed =
        !routine ||
        (dialect !== 'sqlserver' && block === 0 && afterSemicolon && t.upper === 'CREATE');
      if (opensLine && allowed && (follow === null || nextSig(i)?.upper === follow)) flush();
    }
    current.push(t);
    sig.push(t);
    afterSemicolon = false;
    if (routine === undefined) routine = routineStatement(sig, dialect);
    if (t.kind === 'punct') {
      if (t.value === '(') depth++;
      else if (t.value === ')' && depth > 0) depth--;
    } else if (routine && t.kind === 'word') {
      const prev = sig.length > 1 ? sig[sig.length - 2] : undefined;
      const closed = endClosed;
      endClosed = false;
      if (t.upper === 'BEGIN' || t.upper === 'CASE') block++;
      else if (t.upper === 'END' && block > 0) {
        block--;
        endClosed = true;
      } else if (closed && prev?.upper === 'END' && /^(IF|LOOP|WHILE|REPEAT|FOR)$/.test(t.upper)) {
        // `END IF` closes an IF, not the BEGIN the END was counted against.
        block++;
      }
    }
  }
  flush();
  return { statements, diagnostics };
}
