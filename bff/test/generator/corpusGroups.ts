import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Table } from '../../../src/contract/text';
import { builtinGroupSpec, generate, resolveSettings } from '../../src/domain/generator';
import type { GeneratedFile } from '../../../src/contract/text';
import { parse } from '../../src/domain/parser';
import { CORPUS_DIR, corpusFiles, readCorpus } from '../parser/corpus';

const KINDS_FILE = path.join(__dirname, 'fixtures', 'kinds.mysql.sql');

/**
 * One order document as each non-SQL input kind: nested JSON (objects in objects, arrays of
 * objects and of strings, a `data` key whose class clashes with Lombok's @Data), Java classes (an
 * enum, a self-reference, Set, Map and array fields) and TypeScript interfaces (a string-union
 * alias, Array<string>, Record, a generic Page<T> and its use). Their tables have object and list
 * fields.
 */
export const NESTED_INPUTS = [
  { file: 'order.nested.json', inputType: 'json' },
  { file: 'order.class.java.txt', inputType: 'java' },
  { file: 'order.interface.ts.txt', inputType: 'typescript' },
] as const;

export function nestedInputs(): { file: string; text: string; tables: Table[] }[] {
  return NESTED_INPUTS.map(({ file, inputType }) => {
    const text = fs.readFileSync(path.join(__dirname, 'fixtures', file), 'utf8');
    return { file, text, tables: parseClean(file, text, inputType) };
  });
}

/** The parser's own result, which must be clean (no diagnostics, some tables). */
export function parseClean(
  file: string,
  text: string,
  inputType?: 'sql' | 'json' | 'java' | 'typescript',
): Table[] {
  const result = parse(text, inputType ? { inputType } : undefined);
  if (result.diagnostics.length > 0 || result.tables.length === 0) {
    throw new Error(`${file} does not parse cleanly: ${JSON.stringify(result.diagnostics)}`);
  }
  return result.tables;
}

/**
 * Every corpus SQL file parsed (each file is one generation: its tables together), plus our own
 * fixture with every field kind, composite and missing keys, defaults and awkward comments, plus
 * the nested order document as JSON, Java and TypeScript.
 */
export function corpusTables(): { file: string; tables: Table[] }[] {
  const inputs = corpusFiles('sql').map((file) => ({ file, text: readCorpus(file) }));
  inputs.push({ file: 'kinds.mysql.sql', text: fs.readFileSync(KINDS_FILE, 'utf8') });
  return [
    ...inputs.map(({ file, text }) => ({ file, tables: parseClean(file, text, 'sql') })),
    ...nestedInputs().map(({ file, tables }) => ({ file, tables })),
  ];
}

export { CORPUS_DIR };

/** Renders a built-in group over tables with fixed settings (date pinned for repeatable output). */
export function renderBuiltin(
  key: string,
  tables: Table[],
  options: Record<string, string | boolean> = {},
): GeneratedFile[] {
  const group = builtinGroupSpec(key);
  if (!group) throw new Error(`Built-in group ${key} is missing`);
  const settings = resolveSettings(group, { date: '2024-01-02', author: 'Test', options });
  return generate({ group, tables, settings });
}

/** Writes files under `root/<prefix>/`, returning their absolute paths. */
export function writeFiles(root: string, prefix: string, files: GeneratedFile[]): string[] {
  return files.map((f) => {
    const target = path.join(root, prefix, f.path);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, f.content);
    return target;
  });
}

export function tempDir(name: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `gen-${name}-`));
}

/** A folder name for a corpus file (`chinook.mysql.sql` → `chinook_mysql`). */
export const slug = (file: string): string =>
  file.replace(/\.(sql|txt)$/, '').replace(/[^A-Za-z0-9]+/g, '_');
