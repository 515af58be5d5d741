import { createHash } from 'node:crypto';
import { Liquid, type Template } from 'liquidjs';
import type { TemplateError } from '../../../../src/contract/template';
import type { GeneratedFile } from '../../../../src/contract/text';
import { compileTemplates, type CompiledTemplate } from './compile/compiler';
import { buildContext, type RenderContext, type TableContext } from './context';
import { registerGeneratorFilters } from './filters';
import type { GenerateInput, RenderedFile, RenderOutcome, TemplateFileSpec } from './types';

/**
 * Liquid's own limits. They are cooperative (checked between nodes and in some filters, with known
 * bypasses), so user templates also run in the worker pool (pool.ts) with a hard timeout.
 */
export const RENDER_LIMITS = {
  /** Characters parsed per group (includes count again). */
  parseLimit: 50_000_000,
  /** Milliseconds per file render. */
  renderLimit: 1_000,
  /** Characters of strings filters and loops may allocate per file render. */
  memoryLimit: 16_000_000,
};

/** A rendered file larger than this is an error (a runaway loop, not source code). */
export const MAX_OUTPUT_CHARS = 10_000_000;

export type LocatedError = TemplateError & { nodeId: string };

/** `generate` failed: every template error, each with its file, line and column. */
export class TemplateRenderError extends Error {
  readonly errors: LocatedError[];

  constructor(errors: LocatedError[]) {
    const first = errors[0];
    super(
      first
        ? `${first.file}:${first.line}:${first.column}: ${first.message}` +
            (errors.length > 1 ? ` (and ${errors.length - 1} more)` : '')
        : 'Template error',
    );
    this.name = 'TemplateRenderError';
    this.errors = errors;
  }
}

interface PositionedToken {
  getPosition(): [number, number];
}

function hasToken(err: unknown): err is Error & { token: PositionedToken; originalError?: Error } {
  return (
    err instanceof Error &&
    typeof (err as { token?: PositionedToken }).token?.getPosition === 'function'
  );
}

/** Liquid appends `, line:3, col:5` and a source excerpt; the error carries those as fields. */
function cleanMessage(message: string): string {
  return message
    .split('\n')[0]
    .replace(/, file:.*$/, '')
    .replace(/, line:\d+, col:\d+$/, '')
    .replace(
      /^template render limit exceeded$/,
      `Rendering took longer than ${RENDER_LIMITS.renderLimit / 1000} s; look for an endless or huge loop`,
    )
    .replace(/^memory alloc limit exceeded$/, 'The template builds too much text (memory limit)')
    .replace(/^parse length limit exceeded$/, 'The templates are too long to parse')
    .replace(/^undefined variable: /, 'Unknown variable: ')
    .replace(/^undefined filter: /, 'Unknown filter: ')
    .trim();
}

/** A template error located in `file` (line and column from Liquid's token, else 1:1). */
export function toTemplateError(err: unknown, file: TemplateFileSpec, where: string): LocatedError {
  let line = 1;
  let column = 1;
  let message = err instanceof Error ? err.message : String(err);
  if (hasToken(err)) {
    [line, column] = err.token.getPosition();
    message = err.message;
  }
  if (/Maximum call stack size exceeded/.test(message)) message = 'The template nests too deeply';
  return {
    nodeId: file.id,
    file: file.path,
    line: Math.max(1, line),
    column: Math.max(1, column),
    message: `${where}${cleanMessage(message) || 'Template error'}`,
  };
}

export function createLiquid(files: TemplateFileSpec[]): Liquid {
  // Includes and renders see only the group's own files, by their template path.
  const templates: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const f of files) templates[f.path] = f.content;
  const liquid = new Liquid({
    ownPropertyOnly: true,
    strictVariables: true,
    strictFilters: true,
    templates,
    cache: true,
    dynamicPartials: true,
    relativeReference: false,
    timezoneOffset: 0,
    ...RENDER_LIMITS,
  });
  registerGeneratorFilters(liquid);
  return liquid;
}

/**
 * A rendered path made safe: `\` → `/`, segments trimmed, empty and `.` segments dropped (so no
 * leading `/` and no `//`). A `..` segment or an empty result is an error.
 */
export function normalizePath(rendered: string): string {
  const segments = rendered
    .replace(/\\/g, '/')
    .split('/')
    .map((s) => s.trim())
    .filter((s) => s !== '' && s !== '.');
  if (segments.some((s) => s === '..'))
    throw new Error(`Path "${rendered.trim()}" cannot contain ..`);
  if (segments.length === 0) throw new Error('The file path renders empty');
  if (/^[A-Za-z]:$/.test(segments[0]))
    throw new Error(`Path "${rendered.trim()}" cannot be absolute`);
  return segments.join('/');
}

interface ParsedFile {
  index: number;
  spec: TemplateFileSpec;
  path: Template[];
  body: Template[];
  /** Closures for the path and the body; null where LiquidJS renders (compile/compiler.ts). */
  compiledPath: CompiledTemplate | null;
  compiledBody: CompiledTemplate | null;
}

interface CompiledGroup {
  liquid: Liquid;
  parsed: ParsedFile[];
  errors: LocatedError[];
}

/**
 * Parsed groups by content. A server renders the same groups again and again (every built-in,
 * a user's own group on each preview keystroke), and parsing costs as much as rendering a table.
 */
const compiledGroups = new Map<string, CompiledGroup>();
const COMPILED_GROUPS_MAX = 32;

/**
 * The group last compiled from each `files` array, with the fields it was compiled from: a
 * built-in group's array comes back on every generation, and comparing its strings (the same
 * string objects, so each comparison is one pointer check) is much cheaper than hashing them.
 */
const compiledByArray = new WeakMap<
  TemplateFileSpec[],
  { fields: string[]; compiled: CompiledGroup }
>();

const compiledFields = (files: TemplateFileSpec[]): string[] =>
  files.flatMap((f) => [f.id, f.path, f.content, f.scope, f.language]);

function sameFields(files: TemplateFileSpec[], fields: string[]): boolean {
  if (fields.length !== files.length * 5) return false;
  return files.every(
    (f, i) =>
      f.id === fields[i * 5] &&
      f.path === fields[i * 5 + 1] &&
      f.content === fields[i * 5 + 2] &&
      f.scope === fields[i * 5 + 3] &&
      f.language === fields[i * 5 + 4],
  );
}

function compileGroup(files: TemplateFileSpec[], hooks: RenderHooks): CompiledGroup {
  const known = compiledByArray.get(files);
  if (known && sameFields(files, known.fields)) return known.compiled;
  const compiled = compileGroupByContent(files, hooks);
  compiledByArray.set(files, { fields: compiledFields(files), compiled });
  return compiled;
}

function compileGroupByContent(files: TemplateFileSpec[], hooks: RenderHooks): CompiledGroup {
  const key = createHash('sha256').update(JSON.stringify(files)).digest('base64');
  const cached = compiledGroups.get(key);
  if (cached) {
    // Most recently used last, so the oldest is dropped first
    compiledGroups.delete(key);
    compiledGroups.set(key, cached);
    return cached;
  }
  const liquid = createLiquid(files);
  const parsed: ParsedFile[] = [];
  const errors: LocatedError[] = [];
  for (const [index, spec] of files.entries()) {
    hooks.onFile?.(index, -1);
    let path: Template[];
    try {
      path = liquid.parse(spec.path, spec.path);
    } catch (err) {
      errors.push(toTemplateError(err, spec, 'File name: '));
      continue;
    }
    let body: Template[];
    try {
      body = liquid.parse(spec.content, spec.path);
    } catch (err) {
      errors.push(toTemplateError(err, spec, ''));
      continue;
    }
    parsed.push({
      index,
      spec,
      path,
      body,
      compiledPath: compileTemplates(liquid, path),
      compiledBody: compileTemplates(liquid, body),
    });
  }
  const compiled = { liquid, parsed, errors };
  compiledGroups.set(key, compiled);
  if (compiledGroups.size > COMPILED_GROUPS_MAX) {
    compiledGroups.delete(compiledGroups.keys().next().value as string);
  }
  return compiled;
}

/**
 * Renders every file of a group: scope `table` once per table (with `table`), scope `all` once
 * (with `tables`). Files come back sorted by path; files that fail are reported in `errors`.
 */
export interface RenderHooks {
  /** Called before each file render (index in `group.files`, table index or -1 for scope `all`). */
  onFile?(fileIndex: number, tableIndex: number): void;
}

export interface RenderGroupOptions {
  /** Render every file with LiquidJS itself, not the compiled closures (to compare the two). */
  interpret?: boolean;
}

function renderFile(
  liquid: Liquid,
  templates: Template[],
  compiled: CompiledTemplate | null,
  scope: RenderContext,
): string {
  return compiled ? compiled.render(scope) : String(liquid.renderSync(templates, scope));
}

export function renderGroup(
  input: GenerateInput,
  hooks: RenderHooks = {},
  options: RenderGroupOptions = {},
): RenderOutcome {
  const { group, tables, settings } = input;
  const compiled = compileGroup(group.files, hooks);
  const { liquid, parsed } = compiled;
  const errors: LocatedError[] = [...compiled.errors];
  const files: (RenderedFile & { order: number })[] = [];
  const context: RenderContext = buildContext(group, tables, settings);

  let order = 0;
  for (const file of parsed) {
    const runs: (TableContext | undefined)[] =
      file.spec.scope === 'table' ? context.tables : [undefined];
    for (const [tableIndex, table] of runs.entries()) {
      hooks.onFile?.(file.index, table ? tableIndex : -1);
      const scope: RenderContext = table ? { ...context, table } : context;
      const suffix = table ? ` (table ${table.tableName})` : '';
      let path: string;
      try {
        path = normalizePath(
          renderFile(liquid, file.path, options.interpret ? null : file.compiledPath, scope),
        );
      } catch (err) {
        const e = toTemplateError(err, file.spec, 'File name: ');
        errors.push({ ...e, message: e.message + suffix });
        continue;
      }
      try {
        const content = renderFile(
          liquid,
          file.body,
          options.interpret ? null : file.compiledBody,
          scope,
        );
        if (content.length > MAX_OUTPUT_CHARS) {
          throw new Error(
            `Output is larger than ${MAX_OUTPUT_CHARS.toLocaleString('en')} characters`,
          );
        }
        files.push({
          nodeId: file.spec.id,
          path,
          content,
          language: file.spec.language,
          order: order++,
        });
      } catch (err) {
        const e = toTemplateError(err, file.spec, '');
        errors.push({ ...e, message: e.message + (table ? suffix : scopeAllHint(e.message)) });
      }
    }
  }

  files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.order - b.order));
  return {
    files: files.map(({ order: _order, ...f }) => f),
    errors,
  };
}

/** A file of scope `all` has no `table`; say so where it is used. */
function scopeAllHint(message: string): string {
  return /^Unknown variable: table(\.|$)/.test(message)
    ? ' (this file renders once for all tables: loop over tables)'
    : '';
}

/** Renders a group and returns its files, or throws `TemplateRenderError` listing every error. */
export function generate(input: GenerateInput): GeneratedFile[] {
  const outcome = renderGroup(input);
  if (outcome.errors.length > 0) throw new TemplateRenderError(outcome.errors);
  return outcome.files.map(({ path, content, language }) => ({ path, content, language }));
}
