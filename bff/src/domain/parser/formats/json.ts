import {
  columnNameOfKey,
  propertyNameOfKey,
  safeIdentifier,
  toClassName,
  toPascalCase,
  toSnakeCase,
} from '../../naming';
import type { RawField, RawTable, Reader, ReaderResult } from '../types';
import { distinctNames } from './distinctNames';
import { markIdKey } from './idKey';
import { jsonErrorOffset } from './jsonError';

/** What the values seen at one place of the document have in common. */
interface Shape {
  nullable: boolean;
  kind: 'none' | 'bool' | 'int' | 'long' | 'decimal' | 'string' | 'mixed' | 'object' | 'array';
  str?: 'date' | 'datetime' | 'offset' | 'uuid' | 'plain';
  maxLen?: number;
  obj?: Obj;
  elem?: Shape;
}

interface Obj {
  count: number;
  fields: Map<string, { shape: Shape; count: number }>;
}

const INT_MAX = 2147483647;
/** 2^63: an integer this large does not fit a Long (wei amounts, uint64 counters). */
const LONG_LIMIT = 2 ** 63;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;
const OFFSET_DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function stringKind(s: string): Shape['str'] {
  if (DATE.test(s)) return 'date';
  if (DATE_TIME.test(s)) return 'datetime';
  if (OFFSET_DATE_TIME.test(s)) return 'offset';
  if (UUID.test(s)) return 'uuid';
  return 'plain';
}

function shapeOf(value: unknown): Shape {
  if (value === null) return { nullable: true, kind: 'none' };
  if (typeof value === 'boolean') return { nullable: false, kind: 'bool' };
  if (typeof value === 'number') {
    if (!Number.isInteger(value) || Math.abs(value) >= LONG_LIMIT)
      return { nullable: false, kind: 'decimal' };
    return { nullable: false, kind: Math.abs(value) > INT_MAX ? 'long' : 'int' };
  }
  if (typeof value === 'string') {
    return { nullable: false, kind: 'string', str: stringKind(value), maxLen: value.length };
  }
  if (Array.isArray(value)) {
    let elem: Shape | undefined;
    for (const item of value) {
      const s = shapeOf(item);
      elem = elem ? merge(elem, s) : s;
    }
    return { nullable: false, kind: 'array', elem };
  }
  const obj: Obj = { count: 1, fields: new Map() };
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    obj.fields.set(key, { shape: shapeOf(v), count: 1 });
  }
  return { nullable: false, kind: 'object', obj };
}

function mergeObj(a: Obj, b: Obj): Obj {
  const fields = new Map(a.fields);
  for (const [key, f] of b.fields) {
    const old = fields.get(key);
    fields.set(key, old ? { shape: merge(old.shape, f.shape), count: old.count + f.count } : f);
  }
  return { count: a.count + b.count, fields };
}

const NUMERIC = ['int', 'long', 'decimal'];

function merge(a: Shape, b: Shape): Shape {
  const nullable = a.nullable || b.nullable;
  if (a.kind === 'none') return { ...b, nullable };
  if (b.kind === 'none') return { ...a, nullable };
  if (NUMERIC.includes(a.kind) && NUMERIC.includes(b.kind)) {
    const kind = NUMERIC[
      Math.max(NUMERIC.indexOf(a.kind), NUMERIC.indexOf(b.kind))
    ] as Shape['kind'];
    return { nullable, kind };
  }
  if (a.kind !== b.kind) return { nullable, kind: 'mixed' };
  switch (a.kind) {
    case 'string':
      return {
        nullable,
        kind: 'string',
        str: a.str === b.str ? a.str : 'plain',
        maxLen: Math.max(a.maxLen ?? 0, b.maxLen ?? 0),
      };
    case 'object':
      return { nullable, kind: 'object', obj: mergeObj(a.obj as Obj, b.obj as Obj) };
    case 'array': {
      const elem = a.elem && b.elem ? merge(a.elem, b.elem) : (a.elem ?? b.elem);
      return { nullable, kind: 'array', elem };
    }
    default:
      return { nullable, kind: a.kind };
  }
}

function family(s: Shape): string {
  if (NUMERIC.includes(s.kind)) return 'number';
  return s.kind;
}

/** Same-named objects are one class when no shared key disagrees and they share most keys. */
function compatible(a: Obj, b: Obj): boolean {
  let shared = 0;
  for (const [key, f] of a.fields) {
    const g = b.fields.get(key);
    if (!g) continue;
    shared++;
    if (f.shape.kind !== 'none' && g.shape.kind !== 'none' && family(f.shape) !== family(g.shape)) {
      return false;
    }
  }
  return shared * 2 >= Math.min(a.fields.size, b.fields.size);
}

interface ClassEntry {
  className: string;
  tableName: string;
  obj: Obj;
  /** Class names of this class's nested object fields, by key, and how deep each was found. */
  children: Map<string, { className: string; depth: number }>;
}

class Registry {
  readonly entries = new Map<string, ClassEntry>();

  /**
   * Registers the object found under `key` (or the root) at `depth` and everything nested in it;
   * returns its class name.
   */
  add(obj: Obj, baseName: string, tableName: string, parent: string, depth = 0): string {
    // A class named `Object` or `String` would be shadowed by java.lang's in the generated code.
    const base = JAVA_LANG_TYPES.has(baseName) ? `${parent || 'Json'}${baseName}` : baseName;
    let name = base;
    let entry = this.entries.get(name);
    if (entry && !compatible(entry.obj, obj)) {
      name = parent + base;
      entry = this.entries.get(name);
      for (let i = 2; entry && !compatible(entry.obj, obj); i++) {
        name = `${parent}${base}${i}`;
        entry = this.entries.get(name);
      }
    }
    if (entry) {
      entry.obj = mergeObj(entry.obj, obj);
    } else {
      // A class of another name than the key's has a table of that name too (no two `entities`).
      const table = name === baseName ? tableName : toSnakeCase(name) || tableName;
      entry = { className: name, tableName: table, obj, children: new Map() };
      this.entries.set(name, entry);
    }
    for (const [key, f] of obj.fields) {
      const inner = objectInside(f.shape);
      // `{}` says nothing about its keys: a map, not a class without fields.
      if (!inner || inner.fields.size === 0) continue;
      const plural = f.shape.kind === 'array';
      const childBase = safeIdentifier(plural ? toClassName(key) : toPascalCase(key) || 'Item');
      const childTable = toSnakeCase(plural ? toClassName(key) : key);
      const child = this.add(inner, childBase, childTable, name, depth + 1);
      // A recursive document (a comment tree) meets this class again further down, where the
      // object under `key` may have been split off as another class: the shallowest one is the type.
      const known = entry.children.get(key);
      if (!known || known.depth > depth) entry.children.set(key, { className: child, depth });
    }
    return name;
  }

  /** The classes reachable from `root` through the fields' types, in registration order. */
  reachable(root: string): ClassEntry[] {
    const seen = new Set<string>();
    const visit = (name: string) => {
      if (seen.has(name)) return;
      seen.add(name);
      for (const { className } of this.entries.get(name)?.children.values() ?? []) visit(className);
    };
    visit(root);
    return [...this.entries.values()].filter((e) => seen.has(e.className));
  }
}

/** java.lang and java.util types a generated class must not be named (a model imports java.util.*). */
const JAVA_LANG_TYPES = new Set(
  (
    'Object String Number Integer Long Short Byte Double Float Boolean Character Class Void Math ' +
    'System Thread Runtime Record Enum Exception Error Iterable Comparable Process Package Module ' +
    'List Map Set Collection Optional Date Locale UUID Objects Arrays Collections'
  ).split(' '),
);

/** The object a field holds, directly or as (nested) array elements. */
function objectInside(shape: Shape): Obj | undefined {
  let s: Shape | undefined = shape;
  while (s && s.kind === 'array') s = s.elem;
  return s && s.kind === 'object' ? s.obj : undefined;
}

const BOXED: Record<string, [string, string]> = {
  none: ['Object', 'unknown'],
  bool: ['Boolean', 'boolean'],
  int: ['Integer', 'number'],
  long: ['Long', 'number'],
  decimal: ['BigDecimal', 'number'],
  mixed: ['Object', 'unknown'],
};

const STRING_TYPES: Record<string, [string, string]> = {
  date: ['LocalDate', 'date'],
  datetime: ['LocalDateTime', 'datetime'],
  offset: ['OffsetDateTime', 'datetime'],
  uuid: ['UUID', 'uuid'],
  plain: ['String', 'varchar'],
};

/** Java and TypeScript types of a shape; `className` names the object it holds, if any. */
function langTypes(
  shape: Shape,
  className: string | undefined,
  inArray: boolean,
): [string, string] {
  switch (shape.kind) {
    case 'object':
      return [className ?? 'Map<String, Object>', className ?? 'Record<string, unknown>'];
    case 'array': {
      if (!shape.elem) return ['List<Object>', 'unknown[]'];
      const [java, ts] = langTypes(shape.elem, className, true);
      return [`List<${java}>`, /[|\s]/.test(ts) ? `(${ts})[]` : `${ts}[]`];
    }
    case 'string':
      return [STRING_TYPES[shape.str ?? 'plain'][0], 'string'];
    case 'int':
      // Array elements are Long: a list of ids rarely stays below 2^31 for long.
      return inArray ? ['Long', 'number'] : BOXED.int;
    default:
      return BOXED[shape.kind];
  }
}

function sqlTypeOf(shape: Shape): Pick<RawField, 'sqlType' | 'length'> {
  switch (shape.kind) {
    case 'bool':
      return { sqlType: 'boolean', length: null };
    case 'int':
      return { sqlType: 'int', length: null };
    case 'long':
      return { sqlType: 'bigint', length: null };
    case 'decimal':
      return { sqlType: 'decimal', length: null };
    case 'string': {
      const sqlType = STRING_TYPES[shape.str ?? 'plain'][1];
      if (sqlType !== 'varchar') return { sqlType, length: null };
      return (shape.maxLen ?? 0) > 255
        ? { sqlType: 'text', length: null }
        : { sqlType, length: 255 };
    }
    case 'object':
    case 'array':
      return { sqlType: 'json', length: null };
    default:
      return { sqlType: 'varchar', length: 255 };
  }
}

function toTable(entry: ClassEntry): RawTable {
  const fields: RawField[] = [];
  for (const [key, f] of entry.obj.fields) {
    const [javaType, tsType] = langTypes(f.shape, entry.children.get(key)?.className, false);
    const field: RawField = {
      columnName: columnNameOfKey(key),
      ...sqlTypeOf(f.shape),
      precision: null,
      scale: null,
      nullable: f.shape.nullable || f.count < entry.obj.count,
      primaryKey: false,
      autoIncrement: false,
      unique: false,
      defaultValue: null,
      comment: '',
      javaType,
      tsType,
    };
    field.propertyName = propertyNameOfKey(key) || `field${fields.length + 1}`;
    if (f.shape.kind === 'array') field.array = true;
    fields.push(field);
  }
  distinctNames(fields);
  markIdKey(fields);
  return { tableName: entry.tableName, className: entry.className, comment: '', fields };
}

/** 1-based line and column of a character offset. */
function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    start = i + 1;
  }
  return { line, column: offset - start + 1 };
}

function syntaxError(text: string, checked: string, error: unknown): ReaderResult {
  const message = error instanceof Error ? error.message : String(error);
  const offset = jsonErrorOffset(checked);
  const lc = /\(line (\d+) column (\d+)\)/.exec(message);
  const pos = /at position (\d+)/.exec(message);
  let where = { line: 1, column: 1 };
  if (offset !== -1) where = lineColumn(text, offset);
  else if (lc) where = { line: Number(lc[1]), column: Number(lc[2]) };
  else if (pos) where = lineColumn(text, Number(pos[1]));
  else if (/end of (JSON|data) input/i.test(message)) where = lineColumn(text, text.length);
  return {
    tables: [],
    diagnostics: [
      {
        ...where,
        message: `Invalid JSON: ${message.replace(/ in JSON at position.*$|, ".*" is not valid JSON$/s, '')}`,
      },
    ],
  };
}

/**
 * Blanks out `//` and `/* *\/` comments (pasted from docs and JSONC configs), keeping every other
 * character where it was so syntax-error positions still point into the user's text.
 */
function blankComments(text: string): string {
  if (!text.includes('/')) return text;
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"' && text[j] !== '\n') j += text[j] === '\\' ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j + 1;
    } else if (c === '/' && (text[i + 1] === '/' || text[i + 1] === '*')) {
      const block = text[i + 1] === '*';
      let end = block ? text.indexOf('*/', i + 2) : text.indexOf('\n', i);
      end = end === -1 ? text.length : block ? end + 2 : end;
      out += text.slice(i, end).replace(/[^\n]/g, ' ');
      i = end;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

/** A string, or a number written with a fraction or an exponent. */
const STRING_OR_DECIMAL = /"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?[eE][+-]?\d+|-?\d+\.\d+/g;

/**
 * `19.0` and `1.5e2` parse to integers, but a document that writes them so holds decimals: each
 * such number is written as a fraction for a second parse (only shapes are read from it).
 */
function decimalsKept(checked: string): string | null {
  let changed = false;
  const marked = checked.replace(STRING_OR_DECIMAL, (m) => {
    if (m.charCodeAt(0) === 34 || !Number.isInteger(Number(m))) return m;
    changed = true;
    return '0.5';
  });
  return changed ? marked : null;
}

export const readJson: Reader = (text, options) => {
  let value: unknown;
  const checked = blankComments(text.replace(/^\uFEFF/, ' '));
  try {
    value = JSON.parse(checked);
  } catch (error) {
    return syntaxError(text, checked, error);
  }
  if (/\d[.eE]/.test(checked)) {
    const marked = decimalsKept(checked);
    if (marked !== null) value = JSON.parse(marked);
  }
  try {
    const root = objectInside(shapeOf(value));
    if (!root) {
      return {
        tables: [],
        diagnostics: [{ line: 1, column: 1, message: 'JSON has no object to read fields from' }],
      };
    }
    const rootName = options?.rootName?.trim() || options?.fileTableName || 'root';
    const registry = new Registry();
    const rootClass = registry.add(
      root,
      safeIdentifier(toClassName(rootName)),
      toSnakeCase(rootName) || rootName,
      '',
    );
    return { tables: registry.reachable(rootClass).map(toTable), diagnostics: [] };
  } catch (error) {
    // Only a pathologically deep document gets here (call stack exhausted).
    return {
      tables: [],
      diagnostics: [{ line: 1, column: 1, message: `JSON too deeply nested: ${String(error)}` }],
    };
  }
};
