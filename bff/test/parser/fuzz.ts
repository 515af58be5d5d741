/**
 * The parser fuzzer: mutations of the corpus's CREATE TABLE statements, from a seed, so a failure
 * is reproduced by its seed and index. The invariant is the one users rely on: every column
 * definition known to be in the input comes out as a field, or the parser says it could not read
 * something (a diagnostic); nothing vanishes silently. Used by fuzz.test.ts (in CI) and fuzz.cli.ts
 * (`npm run fuzz`).
 */
import { parseResultSchema, type SqlDialect } from '../../../src/contract/text';
import { parse } from '../../src/domain/parser';
import { corpusFiles, readCorpus } from './corpus';
import { createTableStatements } from './statements';

/** A small fast PRNG (mulberry32): the same seed gives the same inputs on every machine. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Seed {
  file: string;
  dialect: SqlDialect;
  text: string;
  /** Each column's name (lower case, unquoted) and the exact text of its definition line. */
  columns: { name: string; line: string }[];
}

export interface FuzzCase {
  index: number;
  file: string;
  mutations: string[];
  text: string;
  /** Column names that must come out as fields unless there is a diagnostic. */
  expected: string[];
}

const unquote = (name: string) => name.replace(/^[`"[]|[`"\]]$/g, '').toLowerCase();

/** Every statement of the SQL corpus that parses cleanly, with its columns located by line. */
export function loadSeeds(): Seed[] {
  const seeds: Seed[] = [];
  for (const file of corpusFiles('sql')) {
    for (const text of createTableStatements(readCorpus(file))) {
      const result = parse(text, {});
      if (result.diagnostics.length > 0 || result.tables.length !== 1 || !result.dialect) continue;
      const lines = text.split('\n');
      const columns = result.tables[0].fields.flatMap((f) => {
        const name = f.columnName.toLowerCase();
        const line = lines.find((l) => {
          const first = /^\s*([`"[]?[\w$#]+[`"\]]?)\s/.exec(l);
          return first !== null && unquote(first[1]) === name;
        });
        return line === undefined ? [] : [{ name, line }];
      });
      seeds.push({ file, dialect: result.dialect, text, columns });
    }
  }
  return seeds;
}

const KEYWORD_NAMES = [
  'key',
  'index',
  'fulltext',
  'spatial',
  'unique',
  'primary',
  'check',
  'constraint',
  'foreign',
  'references',
  'order',
  'group',
  'user',
  'date',
  'type',
  'status',
  'value',
  'comment',
  'default',
  'table',
];
const TYPES = [
  'INT',
  'VARCHAR(20)',
  'TEXT',
  'DECIMAL(10, 2)',
  'DATE',
  'BIGINT NOT NULL',
  "CHAR(1) DEFAULT 'N'",
];
const QUOTE: Record<SqlDialect, (n: string) => string> = {
  mysql: (n) => `\`${n}\``,
  postgresql: (n) => `"${n}"`,
  sqlserver: (n) => `[${n}]`,
  oracle: (n) => `"${n}"`,
  sqlite: (n) => `"${n}"`,
  db2: (n) => `"${n}"`,
};
const JUNK = [
  '(',
  ')',
  ',',
  ';',
  "'",
  '"',
  '`',
  '[',
  ']',
  '--',
  '/*',
  '*/',
  '\n',
  '\t',
  'NOT',
  'NULL',
  '\\',
  '\u00a0',
  '\uFEFF',
  '中文',
  '0x',
  '',
];

type Rand = () => number;
const pick = <T>(rand: Rand, xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)];
const int = (rand: Rand, n: number) => Math.floor(rand() * n);

/** Where a new column line may go: right after a line that ends a column definition with a comma. */
function columnBoundaries(text: string): number[] {
  const out: number[] = [];
  const re = /,[ \t]*\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) out.push(m.index + m[0].length);
  return out;
}

interface Mutated {
  text: string;
  mutations: string[];
  added: { name: string; line: string }[];
}

/** Mutations that keep every column a column: only the names added must appear too. */
function structural(rand: Rand, seed: Seed, state: Mutated): void {
  const kind = int(rand, 4);
  if (kind === 0) {
    const at = columnBoundaries(state.text);
    if (at.length === 0) return;
    const position = pick(rand, at);
    const base = pick(rand, KEYWORD_NAMES);
    const name = `${base}${state.added.length > 0 ? state.added.length : ''}`;
    const quoted = rand() < 0.5 ? QUOTE[seed.dialect](name) : name;
    const line = `  ${quoted} ${pick(rand, TYPES)},`;
    state.text = `${state.text.slice(0, position)}${line}\n${state.text.slice(position)}`;
    state.added.push({ name, line });
    state.mutations.push(`add column ${quoted}`);
  } else if (kind === 1) {
    state.text = state.text.replace(/[ \t]+/g, (ws) =>
      rand() < 0.2 ? pick(rand, [' ', '  ', '\t', ' \t ']) : ws,
    );
    state.mutations.push('respace');
  } else if (kind === 2) {
    state.text = state.text.replace(
      /\b(NOT NULL|NULL|DEFAULT|PRIMARY KEY|CREATE TABLE|INT|VARCHAR)\b/gi,
      (k) => (rand() < 0.5 ? k.toLowerCase() : k.toUpperCase()),
    );
    state.mutations.push('recase keywords');
  } else {
    const at = columnBoundaries(state.text);
    if (at.length === 0) return;
    const position = pick(rand, at);
    const comment =
      rand() < 0.5
        ? "  -- a remark, with (parens) and 'quotes\n"
        : '  /* a remark; with, commas */\n';
    state.text = state.text.slice(0, position) + comment + state.text.slice(position);
    state.mutations.push('comment line');
  }
}

/** Mutations that may break anything: a column may be lost, but then a diagnostic must say so. */
function destructive(rand: Rand, state: Mutated): void {
  const { text } = state;
  const at = int(rand, text.length + 1);
  const kind = int(rand, 5);
  if (kind === 0) {
    const len = 1 + int(rand, 12);
    state.text = text.slice(0, at) + text.slice(at + len);
    state.mutations.push(`delete ${len} at ${at}`);
  } else if (kind === 1) {
    const junk = pick(rand, JUNK);
    state.text = text.slice(0, at) + junk + text.slice(at);
    state.mutations.push(`insert ${JSON.stringify(junk)} at ${at}`);
  } else if (kind === 2) {
    state.text = text.slice(0, at);
    state.mutations.push(`truncate at ${at}`);
  } else if (kind === 3) {
    const len = 1 + int(rand, 40);
    state.text = text.slice(0, at) + text.slice(at, at + len) + text.slice(at);
    state.mutations.push(`duplicate ${len} at ${at}`);
  } else {
    const lines = text.split('\n');
    const i = int(rand, lines.length);
    const j = int(rand, lines.length);
    [lines[i], lines[j]] = [lines[j], lines[i]];
    state.text = lines.join('\n');
    state.mutations.push(`swap lines ${i + 1} and ${j + 1}`);
  }
}

/** The text with its block and line comments blanked out (line breaks kept). */
function withoutComments(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?(\*\/|$)/g, (c) => c.replace(/[^\n]/g, ' '))
    .replace(/--[^\n]*/g, (c) => ' '.repeat(c.length));
}

/** The `index`-th input of the run with `seed`. */
export function fuzzCase(seeds: Seed[], seed: number, index: number): FuzzCase {
  const rand = prng((seed ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0);
  const source = pick(rand, seeds);
  const state: Mutated = { text: source.text, mutations: [], added: [] };
  const steps = 1 + int(rand, 3);
  for (let i = 0; i < steps; i++) {
    if (rand() < 0.6) structural(rand, source, state);
    else destructive(rand, state);
  }
  // A column is still expected where its whole definition line survived untouched, outside any
  // comment (a mutation may open one that takes in the lines up to a later "*/").
  const lines = new Set(withoutComments(state.text).split('\n'));
  const expected = [...source.columns, ...state.added]
    .filter((c) => lines.has(c.line))
    .map((c) => c.name);
  return { index, file: source.file, mutations: state.mutations, text: state.text, expected };
}

/** Null when the case holds; else what went wrong. */
export function checkCase(c: FuzzCase): string | null {
  let result;
  try {
    result = parse(c.text, {});
  } catch (err) {
    return `parse threw: ${err instanceof Error ? err.stack : String(err)}`;
  }
  const valid = parseResultSchema.safeParse(result);
  if (!valid.success) return `the result does not fit the contract: ${valid.error.message}`;
  if (result.diagnostics.length > 0) return null;
  const fields = new Set(
    result.tables.flatMap((t) => t.fields.map((f) => f.columnName.toLowerCase())),
  );
  const missing = c.expected.filter((name) => !fields.has(name));
  return missing.length === 0
    ? null
    : `columns vanished without a diagnostic: ${missing.join(', ')}`;
}

export function describeCase(c: FuzzCase, seed: number): string {
  return [
    `seed ${seed}, case ${c.index} (from ${c.file}; ${c.mutations.join('; ')})`,
    '--- input ---',
    c.text,
    '-------------',
  ].join('\n');
}
