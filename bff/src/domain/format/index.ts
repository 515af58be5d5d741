import * as babelPlugin from 'prettier/plugins/babel';
import * as estreePlugin from 'prettier/plugins/estree';
import type { Plugin } from 'prettier';
import * as prettier from 'prettier/standalone';
import { format as formatSql, type SqlLanguage } from 'sql-formatter';
import type { FormatLanguage, SqlDialect } from '../../../../src/contract/text';
import { detectSqlDialect, splitStatements } from '../parser/sql';

/** Input the formatter cannot read; `line`/`column` (1-based) point at the problem when known. */
export class FormatError extends Error {
  line?: number;
  column?: number;

  constructor(message: string, line?: number, column?: number) {
    super(message);
    this.name = 'FormatError';
    this.line = line;
    this.column = column;
  }
}

export interface FormatInput {
  text: string;
  language: FormatLanguage;
  dialect?: SqlDialect;
}

const SQL_LANGUAGES: Record<SqlDialect, SqlLanguage> = {
  mysql: 'mysql',
  postgresql: 'postgresql',
  sqlserver: 'transactsql',
  oracle: 'plsql',
  sqlite: 'sqlite',
  db2: 'db2',
};

/**
 * Deepest bracket nesting the JSON and Java formatters are given: Prettier recurses per level and
 * runs out of stack a little under 500 levels, which real documents and classes never approach.
 */
export const MAX_FORMAT_NESTING = 256;

export async function formatText(input: FormatInput): Promise<{ text: string }> {
  switch (input.language) {
    case 'sql':
      return { text: formatSqlText(input.text, input.dialect ?? detectSqlDialect(input.text)) };
    case 'json':
      checkNesting(input.text, 'JSON');
      return { text: await withPrettier(input.text, 'json', 'JSON', [babelPlugin, estreePlugin]) };
    case 'java':
      checkNesting(input.text, 'Java');
      return { text: await withPrettier(input.text, 'java', 'Java', [await loadJavaPlugin()]) };
  }
}

/**
 * Refuses text nested deeper than MAX_FORMAT_NESTING, pointing at the bracket that goes too deep.
 * Brackets inside string and character literals do not count.
 */
function checkNesting(text: string, name: string): void {
  let depth = 0;
  let line = 1;
  let lineStart = 0;
  let quote = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c === 10) {
      line += 1;
      lineStart = i + 1;
    }
    if (quote !== 0) {
      if (c === 92) i += 1;
      else if (c === quote || c === 10) quote = 0;
      continue;
    }
    if (c === 34 || c === 39) quote = c;
    else if (c === 123 || c === 91 || c === 40) {
      depth += 1;
      if (depth > MAX_FORMAT_NESTING) {
        const column = i - lineStart + 1;
        throw new FormatError(
          `${name} nested more than ${MAX_FORMAT_NESTING} levels deep at line ${line}, column ${column}: the formatter reads at most ${MAX_FORMAT_NESTING} levels`,
          line,
          column,
        );
      }
    } else if (c === 125 || c === 93 || c === 41) depth = Math.max(0, depth - 1);
  }
}

/** Lines only a client understands: DELIMITER, GO, psql `\\c`, Oracle `/`, SQLCMD `:setvar`, `source`. */
const CLIENT_COMMAND =
  /^[ \t]*(DELIMITER[ \t]|GO[ \t]*(\d+[ \t]*)?$|\\[a-z]|\/[ \t]*$|:[a-z]+[ \t]|source[ \t])/im;

function formatSqlText(text: string, dialect: SqlDialect): string {
  const language = SQL_LANGUAGES[dialect];
  // sql-formatter mangles client commands (it turns `DELIMITER ;;` into `DELIMITER;` + `;`), so a
  // script with them is always formatted statement by statement.
  if (!CLIENT_COMMAND.test(text)) {
    try {
      return formatSql(text, { language, keywordCase: 'upper' });
    } catch {
      // Fall through: statements it can read are formatted one by one, the rest kept as written.
    }
  }
  const statements = splitStatements(text, dialect);
  if (statements.length === 0) return text;
  let out = '';
  let at = 0;
  for (const stmt of statements) {
    out += text.slice(at, stmt.start);
    const original = text.slice(stmt.start, stmt.end);
    out += formatStatement(original, language);
    at = stmt.end;
  }
  return out + text.slice(at);
}

/** A statement sql-formatter cannot read is kept exactly as written, so no text is ever lost. */
function formatStatement(statement: string, language: SqlLanguage): string {
  try {
    return formatSql(statement, { language, keywordCase: 'upper' });
  } catch {
    return statement;
  }
}

/**
 * Loaded on first use: the plugin requires prettier's main entry, which starts a dynamic `import()`
 * as it loads, and compiles a WebAssembly parser; neither is needed until Java is formatted.
 */
async function loadJavaPlugin(): Promise<Plugin> {
  const { default: plugin } = await import('prettier-plugin-java');
  return plugin;
}

/**
 * Prettier's standalone build with its plugins given explicitly: the main entry loads its parsers by
 * dynamic `import()`, which jest's VM cannot run.
 */
async function withPrettier(
  text: string,
  parser: 'json' | 'java',
  name: string,
  plugins: Plugin[],
): Promise<string> {
  try {
    return await prettier.format(text, { parser, plugins });
  } catch (error) {
    const position = errorPosition(error);
    const message = error instanceof Error ? error.message : '';
    // Only the input's syntax errors are the user's; anything else is ours and propagates as is.
    if (!position && !message.startsWith('Failed to parse:')) throw error;
    const detail = describe(error instanceof Error ? error.message : String(error));
    const where = position ? ` at line ${position.line}, column ${position.column}` : '';
    throw new FormatError(`Invalid ${name}${where}: ${detail}`, position?.line, position?.column);
  }
}

/** Prettier's JSON parser errors carry `loc.start`; the Java (tree-sitter) parser gives no position. */
function errorPosition(error: unknown): { line: number; column: number } | undefined {
  const loc = (error as { loc?: { start?: { line?: number; column?: number } } }).loc?.start;
  return loc?.line !== undefined ? { line: loc.line, column: loc.column ?? 1 } : undefined;
}

/** The Java parser answers with its whole syntax tree; a missing token is the useful part of it. */
function describe(message: string): string {
  if (message.startsWith('Failed to parse:')) {
    const missing = /\(MISSING "([^"]+)"\)/.exec(message);
    return missing
      ? `a "${missing[1]}" is missing`
      : 'the code is not a complete, valid Java compilation unit';
  }
  return message.split('\n')[0].replace(/\s*\(\d+:\d+\)$/, '');
}
