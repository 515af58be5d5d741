import type { SqlDialect, TypeOverride } from '../../../../src/contract/text';
import type { RawField } from '../parser/types';
import {
  ARRAY_TEMPLATES,
  COMMON_TYPE_ALIASES,
  DIALECT_TYPE_ALIASES,
  TARGET_PROFILES,
  type TargetLanguage,
  type TypeKind,
} from './profiles';

/** A SQL type split into its parts: `INT(11) UNSIGNED` → int, [11], unsigned. */
export interface SqlTypeParts {
  readonly base: string;
  readonly args: readonly number[];
  readonly unsigned: boolean;
  readonly array: boolean;
}

/** A read SQL type with the parts of its kind that do not depend on the field or the dialect. */
interface TypeInfo {
  readonly parts: SqlTypeParts;
  /** The common alias of the base, or of its first word (`varchar2 byte`); undefined: text. */
  readonly common: TypeKind | undefined;
  /** Some dialect names the base differently (`timestamp` in SQL Server): look it up per dialect. */
  readonly dialectSpecific: boolean;
  /** No rule of `kindOf` reads a field's size or sign for this type, and it is no array. */
  readonly plain: boolean;
  /** The Java and TypeScript types of a plain field in `typesDialect` (a parse has one dialect). */
  types: Readonly<JavaAndTsTypes> | undefined;
  typesDialect: SqlDialect | undefined;
}

// A dump repeats a few dozen type spellings thousands of times; reading each once keeps mapping linear.
const infoCache = new Map<string, TypeInfo>();
const INFO_CACHE_LIMIT = 2048;

/** Every kind some dialect gives a base, for the bases a dialect names differently. */
const DIALECT_KINDS = new Map<string, TypeKind[]>();
for (const aliases of Object.values(DIALECT_TYPE_ALIASES)) {
  for (const [base, kind] of Object.entries(aliases)) {
    DIALECT_KINDS.set(base, [...(DIALECT_KINDS.get(base) ?? []), kind]);
  }
}

/** The alias tables are plain objects: a type spelled like one of Object's own members is unknown. */
const commonAlias = (name: string): TypeKind | undefined =>
  Object.hasOwn(COMMON_TYPE_ALIASES, name) ? COMMON_TYPE_ALIASES[name] : undefined;

function typeInfo(sqlType: string): TypeInfo {
  let info = infoCache.get(sqlType);
  if (info === undefined) {
    const parts = readSqlType(sqlType);
    const base = parts.base;
    const common = commonAlias(base) ?? commonAlias(base.split(' ')[0]);
    const dialectKinds = DIALECT_KINDS.get(base);
    info = {
      parts,
      common,
      dialectSpecific: dialectKinds !== undefined,
      plain:
        !parts.unsigned &&
        !parts.array &&
        base !== 'bit' &&
        base !== 'tinyint' &&
        base !== 'timestamp' &&
        common !== 'decimal' &&
        !dialectKinds?.includes('decimal'),
      types: undefined,
      typesDialect: undefined,
    };
    if (infoCache.size >= INFO_CACHE_LIMIT) infoCache.clear();
    infoCache.set(sqlType, info);
  }
  return info;
}

/** Normalises a written SQL type (any case, with or without size and modifiers). */
export function parseSqlType(sqlType: string): SqlTypeParts {
  return typeInfo(sqlType).parts;
}

function readSqlType(sqlType: string): SqlTypeParts {
  let text = sqlType.trim().toLowerCase().replace(/\s+/g, ' ');
  let array = false;
  if (/\[\s*\d*\s*\]$/.test(text) || text.endsWith(' array')) {
    array = true;
    text = text.replace(/(\[\s*\d*\s*\])+$/, '').replace(/ array$/, '');
  }
  const args: number[] = [];
  text = text.replace(/\(([^)]*)\)/g, (_m, inner: string) => {
    for (const part of inner.split(',')) {
      const n = Number.parseInt(part.trim(), 10);
      if (Number.isFinite(n)) args.push(n);
    }
    return ' ';
  });
  const unsigned = /\bunsigned\b/.test(text);
  const base = text
    .replace(/\b(unsigned|signed|zerofill)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return { base, args, unsigned, array };
}

function sizeArgs(field: RawField): number[] {
  if (field.precision !== null && field.precision !== undefined) {
    return field.scale !== null && field.scale !== undefined
      ? [field.precision, field.scale]
      : [field.precision];
  }
  return field.length !== null && field.length !== undefined ? [field.length] : [];
}

/** What of a field its type's kind depends on. */
export type SizedType = Pick<RawField, 'sqlType' | 'length' | 'precision' | 'scale' | 'unsigned'>;

/** Resolves a field's SQL type to a kind, following the rules documented in docs/parser.md. */
export function resolveKind(field: SizedType, dialect?: SqlDialect): TypeKind {
  return kindOf(field, typeInfo(field.sqlType), dialect);
}

function kindOf(field: SizedType, info: TypeInfo, dialect: SqlDialect | undefined): TypeKind {
  const kind: TypeKind | undefined =
    (dialect && info.dialectSpecific
      ? DIALECT_TYPE_ALIASES[dialect][info.parts.base]
      : undefined) ?? info.common;
  if (!kind) return 'string';
  const { base, args } = info.parts;
  // The field's own size wins over the one written in the type (the same choice as `sizeArgs`).
  let first: number | undefined;
  let second: number | undefined;
  let count: number;
  if (field.precision !== null && field.precision !== undefined) {
    first = field.precision;
    second = field.scale ?? undefined;
    count = second === undefined ? 1 : 2;
  } else if (field.length !== null && field.length !== undefined) {
    first = field.length;
    count = 1;
  } else {
    first = args[0];
    second = args[1];
    count = args.length;
  }
  const unsigned = field.unsigned === true || info.parts.unsigned;

  if (base === 'bit') {
    // SQL Server BIT is always a flag; elsewhere bit(n>1) is a bit string
    if (dialect === 'sqlserver') return 'boolean';
    const n = field.length ?? first ?? 1;
    return n > 1 ? 'binary' : 'boolean';
  }
  // SQL Server's rowversion takes no precision: `timestamp(6)` is a date and time in any dialect.
  if (base === 'timestamp' && kind === 'binary' && (field.precision ?? first) !== undefined) {
    return 'dateTime';
  }
  if (base === 'tinyint' && !unsigned && dialect !== 'sqlserver') {
    // MySQL's convention for booleans
    if ((field.length ?? first) === 1) return 'boolean';
  }
  if (unsigned) {
    if (kind === 'bigint') return 'unsignedBigint';
    if (kind === 'int') return base === 'mediumint' ? 'int' : 'bigint';
    if (kind === 'smallint') return 'int';
    if (kind === 'tinyint') return 'smallint';
  }
  if (kind === 'decimal' && (base === 'number' || dialect === 'oracle') && base !== 'money') {
    // Oracle NUMBER(p,0) is an integer; NUMBER without precision stays decimal
    const precision = field.precision ?? (count > 0 ? first : null);
    const scale = field.scale ?? (count > 1 ? second : null);
    if (
      precision !== null &&
      precision !== undefined &&
      (scale === null || scale === undefined || scale === 0)
    ) {
      if (precision <= 9) return 'int';
      if (precision <= 18) return 'bigint';
    }
  }
  return kind;
}

/** True when an override rule (`tinyint(1)`, `decimal`, `int unsigned`) applies to the field. */
export function overrideMatches(rule: string, field: RawField): boolean {
  const r = parseSqlType(rule);
  const f = parseSqlType(field.sqlType);
  if (r.base !== f.base) return false;
  if (r.unsigned && !(field.unsigned === true || f.unsigned)) return false;
  if (r.args.length === 0) return true;
  const fieldArgs = sizeArgs(field).length > 0 ? sizeArgs(field) : f.args;
  return r.args.every((n, i) => (fieldArgs[i] ?? (i === 1 ? 0 : undefined)) === n);
}

/**
 * The language type of a field. Overrides win (the most specific rule first: one with a size
 * beats one without), then the profile of the target language. Unknown SQL types map as text.
 * `kind`: `resolveKind(field, dialect)` when the caller maps the field to several targets.
 */
export function mapType(
  field: RawField,
  dialect: SqlDialect | undefined,
  target: TargetLanguage,
  overrides: TypeOverride[] = [],
  kind?: TypeKind,
): string {
  const key = target === 'java' ? 'javaType' : target === 'typescript' ? 'tsType' : null;
  if (key && overrides.length > 0) {
    const matching = overrides
      .filter((o) => o[key] && overrideMatches(o.sqlType, field))
      .sort((a, b) => parseSqlType(b.sqlType).args.length - parseSqlType(a.sqlType).args.length);
    const hit = matching[0]?.[key];
    if (hit) return hit;
  }
  const info = typeInfo(field.sqlType);
  const type = TARGET_PROFILES[target][kind ?? kindOf(field, info, dialect)];
  const isArray = field.array === true || info.parts.array;
  return isArray ? ARRAY_TEMPLATES[target].replace('{T}', type) : type;
}

export interface JavaAndTsTypes {
  javaType: string;
  tsType: string;
}

const JAVA_TYPES = TARGET_PROFILES.java;
const TS_TYPES = TARGET_PROFILES.typescript;

/**
 * `mapType` to Java and to TypeScript, the two types the parser stores for every field: the SQL
 * type is looked up and its kind resolved once for both.
 */
export function mapJavaAndTs(
  field: RawField,
  dialect: SqlDialect | undefined,
  overrides: TypeOverride[] = [],
): Readonly<JavaAndTsTypes> {
  const info = typeInfo(field.sqlType);
  if (overrides.length === 0 && info.plain && field.unsigned !== true && field.array !== true) {
    // The kind depends on the type and dialect alone: map it once for all such fields.
    if (info.types === undefined || info.typesDialect !== dialect) {
      const kind = kindOf(field, info, dialect);
      info.types = { javaType: JAVA_TYPES[kind], tsType: TS_TYPES[kind] };
      info.typesDialect = dialect;
    }
    return info.types;
  }
  const kind = kindOf(field, info, dialect);
  return {
    javaType: mapType(field, dialect, 'java', overrides, kind),
    tsType: mapType(field, dialect, 'typescript', overrides, kind),
  };
}
