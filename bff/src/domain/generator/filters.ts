import type { Liquid } from 'liquidjs';
import type { FilterImpl } from 'liquidjs/dist/template/filter-impl-options';
import pluralize from 'pluralize';
import type { Field } from '../../../../src/contract/text';
import { toCamelCase, toKebabCase, toPascalCase, toSnakeCase } from '../naming';
import { mapType } from '../typeMapping';
import { buildFieldContext, type FieldContext, type FieldKind } from './context';
import { planSchema, type DdlSourceTable } from './ddlPlan';
import { javaDoc, javaString } from './javaText';
import {
  columnDefinitionFor,
  columnTypeFor,
  defaultValueFor,
  autoIncrementFor,
  quoteIdent,
} from './sqlDialect';

/**
 * The generator's own Liquid filters (besides Liquid's standard ones). Each charges the text it
 * produces to the render's memory limit, like Liquid's string filters do.
 */

const text = (value: unknown): string =>
  value === null || value === undefined ? '' : String(value);

/** Pluralises or singularises the last word, keeping its case (`userAccount` → `userAccounts`). */
function lastWord(value: string, change: (word: string) => string): string {
  const m = /(?:[A-Z]?[a-z]+|[A-Z]+)$/.exec(value);
  if (!m) return value;
  return value.slice(0, m.index) + change(m[0]);
}

function isFieldLike(value: unknown): value is Field {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Field).sqlType === 'string' &&
    typeof (value as Field).javaType === 'string'
  );
}

/** Tables given to sql_tables: the template's `tables` (all fields, skipped ones too) or one table. */
function tablesOf(value: unknown): DdlSourceTable[] {
  const list: unknown[] = Array.isArray(value) ? value : [value];
  return list.map((item) => {
    const t = item as Partial<DdlSourceTable> & { allFields?: Field[] };
    const fields = t?.allFields ?? t?.fields;
    if (typeof t?.tableName !== 'string' || !Array.isArray(fields)) {
      throw new Error('sql_tables: expects tables (or a table)');
    }
    return { tableName: t.tableName, comment: text(t.comment), fields: fields.filter(isFieldLike) };
  });
}

/** A field given to a type filter: a context field, or an SQL type written as text. */
function fieldOf(value: unknown): Field {
  if (isFieldLike(value)) return value;
  return {
    columnName: '',
    propertyName: '',
    sqlType: text(value),
    length: null,
    precision: null,
    scale: null,
    nullable: false,
    primaryKey: false,
    autoIncrement: false,
    unique: false,
    defaultValue: null,
    comment: '',
    javaType: '',
    tsType: '',
  };
}

function contextField(value: unknown): FieldContext {
  if (isFieldLike(value) && 'kind' in value && 'kotlinType' in value) return value as FieldContext;
  const field = fieldOf(value);
  const mapped = {
    ...field,
    javaType: field.javaType || mapType(field, undefined, 'java'),
    tsType: field.tsType || mapType(field, undefined, 'typescript'),
  };
  return buildFieldContext(mapped, {});
}

type TypeKey = 'javaType' | 'tsType' | 'kotlinType' | 'goType' | 'pythonType' | 'csharpType';
const typeFilter = (key: TypeKey) => (value: unknown) => contextField(value)[key];

const SAMPLE_BY_KIND: Record<FieldKind, string> = {
  string: '"text"',
  text: '"text"',
  integer: '1',
  long: '1',
  decimal: '9.99',
  float: '1.5',
  boolean: 'true',
  date: '"2024-01-01"',
  datetime: '"2024-01-01T00:00:00"',
  time: '"12:00:00"',
  binary: '""',
  json: '{}',
  uuid: '"00000000-0000-0000-0000-000000000000"',
  other: 'null',
};

/** The Java type, qualified as java.lang.X when X is one of the hidden names (`javaLang`). */
function javaLang(type: unknown, hidden: unknown): string {
  const name = text(type);
  return Array.isArray(hidden) && hidden.includes(name) ? `java.lang.${name}` : name;
}

/**
 * Each element of a list written through a pattern: `{key}` is the element's own property `key`,
 * `{}` the element itself. One filter instead of a loop: every Liquid tag costs a render step, and
 * a built-in template renders a handful of these per field.
 */
function formatEach(list: unknown, pattern: unknown): string[] {
  const items: unknown[] = Array.isArray(list) ? list : [list];
  // Split once: literal, key, literal, key ... (a key is undefined for `{}`).
  const parts = text(pattern).split(/\{([A-Za-z_$][\w$]*)?\}/);
  return items.map((item) => {
    let out = parts[0];
    for (let i = 1; i < parts.length; i += 2) {
      const key = parts[i] as string | undefined;
      if (key === undefined) {
        out += text(item);
      } else if (typeof item === 'object' && item !== null && Object.hasOwn(item, key)) {
        out += text((item as Record<string, unknown>)[key]);
      } else {
        throw new Error(`format_each: an element has no property "${key}"`);
      }
      out += parts[i + 1];
    }
    return out;
  });
}

type Handler = (value: unknown, ...args: unknown[]) => unknown;

export const GENERATOR_FILTERS: Record<string, Handler> = {
  camel: (v) => toCamelCase(text(v)),
  pascal: (v) => toPascalCase(text(v)),
  snake: (v) => toSnakeCase(text(v)),
  kebab: (v) => toKebabCase(text(v)),
  upper_snake: (v) => toSnakeCase(text(v)).toUpperCase(),
  plural: (v) => lastWord(text(v), (w) => pluralize.plural(w)),
  singular: (v) => lastWord(text(v), (w) => pluralize.singular(w)),
  lower_first: (v) => text(v).charAt(0).toLowerCase() + text(v).slice(1),
  upper_first: (v) => text(v).charAt(0).toUpperCase() + text(v).slice(1),
  java_type: typeFilter('javaType'),
  ts_type: typeFilter('tsType'),
  kotlin_type: typeFilter('kotlinType'),
  go_type: typeFilter('goType'),
  python_type: typeFilter('pythonType'),
  csharp_type: typeFilter('csharpType'),
  sql_type: (v, dialect) => columnTypeFor(fieldOf(v), text(dialect ?? 'mysql')),
  sql_ident: (v, dialect) => quoteIdent(text(v), text(dialect ?? 'mysql')),
  sql_default: (v, dialect) => defaultValueFor(fieldOf(v), text(dialect ?? 'mysql')),
  sql_auto_increment: (v, dialect) => autoIncrementFor(fieldOf(v), text(dialect ?? 'mysql')),
  sql_column: (v, dialect) => columnDefinitionFor(fieldOf(v), text(dialect ?? 'mysql')),
  sql_tables: (v, dialect) => planSchema(tablesOf(v), text(dialect ?? 'mysql')),
  java_string: (v) => javaString(text(v)),
  java_doc: (v) => javaDoc(text(v)),
  java_lang: (v, hidden) => javaLang(v, hidden),
  format_each: (v, pattern) => formatEach(v, pattern),
  json_sample: (v) => SAMPLE_BY_KIND[contextField(v).kind],
};

export const GENERATOR_FILTER_NAMES = Object.keys(GENERATOR_FILTERS);

export function registerGeneratorFilters(liquid: Liquid): void {
  for (const [name, handler] of Object.entries(GENERATOR_FILTERS)) {
    liquid.registerFilter(name, function (this: FilterImpl, value: unknown, ...args: unknown[]) {
      const out = handler(value, ...args);
      if (typeof out === 'string') this.context.memoryLimit.use(out.length);
      else if (Array.isArray(out)) {
        this.context.memoryLimit.use(out.reduce((n: number, s: unknown) => n + text(s).length, 0));
      }
      return out;
    });
  }
}
