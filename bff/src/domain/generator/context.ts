import pluralize from 'pluralize';
import type { Field, GenerationSettings, Table } from '../../../../src/contract/text';
import {
  safeIdentifier,
  splitWords,
  toCamelCase,
  toClassName,
  toKebabCase,
  toPascalCase,
} from '../naming';
import {
  mapType,
  parseSqlType,
  resolveKind,
  TARGET_PROFILES,
  type TargetLanguage,
  type TypeKind,
} from '../typeMapping';
import {
  isJavaTypeName,
  isSqlArray,
  javaTypeText,
  nullableStructured,
  parseJavaType,
  referencedClasses,
  resolveJavaNode,
  shapeOf,
  structuredType,
  tsTypeResolves,
  type FieldShape,
} from './fieldShape';
import { javaDoc } from './javaText';
import type { TemplateGroupSpec } from './types';

/**
 * The Liquid context of each rendered file (the design in docs/generator.md). Built once per
 * generation: every file and table shares the same plain objects, so rendering N files costs N
 * renders, not N context builds.
 */

export const FIELD_KINDS = [
  'string',
  'text',
  'integer',
  'long',
  'decimal',
  'float',
  'boolean',
  'date',
  'datetime',
  'time',
  'binary',
  'json',
  'uuid',
  'other',
] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

export interface NameForms {
  camel: string;
  pascal: string;
  snake: string;
  kebab: string;
  upperSnake: string;
}

export interface TableNameForms extends NameForms {
  plural: string;
  pluralPascal: string;
  pluralSnake: string;
}

export interface FieldContext extends Field {
  /** javaType, or java.lang.X when a class of the generation is named X. */
  javaTypeRef: string;
  /** label | java_doc: the label safe on one line of a Javadoc or block comment. */
  labelDoc: string;
  kotlinType: string;
  goType: string;
  pythonType: string;
  /** pythonType, but an object or list field names the other schema: `list[Item{}]`, `{}` → Read, Create. */
  pythonSchemaType: string;
  csharpType: string;
  kind: FieldKind;
  /** The type-mapping kind (finer: tinyint/smallint/int, dateTimeTz ...), for the SQL dialect filters. */
  typeKind: TypeKind;
  names: NameForms;
  getter: string;
  setter: string;
  label: string;
  maxLength: number | null;
  /** value, or object / list / map: a field stored as JSON (docs/generator.md). */
  shape: FieldShape;
  /** shape is not value. */
  structured: boolean;
  /** The generated classes the field's type names (`List<Item>` → Item). */
  refClasses: string[];
}

export interface TableContext extends Omit<Table, 'fields'> {
  fields: FieldContext[];
  allFields: FieldContext[];
  primaryKey: FieldContext | null;
  primaryKeys: FieldContext[];
  hasPrimaryKey: boolean;
  variableName: string;
  urlPath: string;
  names: TableNameForms;
  javaImports: string[];
  /** `[className]` when the class hides a java.lang type (see JAVA_LANG_TYPES), else empty. */
  javaLang: string[];
  label: string;
  /** The generated classes this table's fields name (itself too), for imports from the entity package. */
  refClasses: string[];
  /** Some field is an object, list or map (stored as JSON). */
  hasStructured: boolean;
  /** Another table's object or list field holds this one (a nested JSON object): a part of its document. */
  embedded: boolean;
}

export type OptionValue = boolean | string;

export interface SettingsContext {
  basePackage: string;
  moduleName: string;
  author: string;
  date: string;
  year: number;
  tablePrefixes: string[];
  skipFields: string[];
  options: Record<string, OptionValue>;
  package: string;
  packagePath: string;
}

export interface RenderContext {
  tables: TableContext[];
  settings: SettingsContext;
  options: Record<string, OptionValue>;
  group: { id: string; name: string };
  /** The java.lang type names some table's class hides in this generation (for the `java_lang` filter). */
  javaLang: string[];
  table?: TableContext;
}

/**
 * java.lang types a table's class can be named like (table `strings` → String). Such a class hides
 * the java.lang type wherever it is visible, so Java templates write those types qualified.
 */
export const JAVA_LANG_TYPES: ReadonlySet<string> = new Set([
  'String',
  'Integer',
  'Long',
  'Short',
  'Byte',
  'Boolean',
  'Double',
  'Float',
  'Character',
  'Object',
  'Number',
]);

const TEXT_BASES = new Set([
  'text',
  'tinytext',
  'mediumtext',
  'longtext',
  'ntext',
  'clob',
  'nclob',
  'dbclob',
  'long',
  'citext',
  'xml',
  'xmltype',
]);

const KIND_OF_TYPE_KIND: Record<TypeKind, FieldKind> = {
  boolean: 'boolean',
  tinyint: 'integer',
  smallint: 'integer',
  int: 'integer',
  bigint: 'long',
  unsignedBigint: 'long',
  decimal: 'decimal',
  float: 'float',
  double: 'float',
  string: 'string',
  json: 'json',
  uuid: 'uuid',
  date: 'date',
  time: 'time',
  timeTz: 'time',
  dateTime: 'datetime',
  dateTimeTz: 'datetime',
  year: 'integer',
  binary: 'binary',
};

/** Sources without SQL types (JSON, Java, TypeScript) state the language type; read the kind from it. */
const TYPE_KIND_OF_JAVA: Record<string, TypeKind> = {
  string: 'string',
  char: 'string',
  character: 'string',
  boolean: 'boolean',
  byte: 'tinyint',
  short: 'smallint',
  int: 'int',
  integer: 'int',
  long: 'bigint',
  biginteger: 'unsignedBigint',
  bigdecimal: 'decimal',
  float: 'float',
  double: 'double',
  localdate: 'date',
  localtime: 'time',
  offsettime: 'timeTz',
  localdatetime: 'dateTime',
  date: 'dateTime',
  'java.util.date': 'dateTime',
  timestamp: 'dateTime',
  offsetdatetime: 'dateTimeTz',
  zoneddatetime: 'dateTimeTz',
  instant: 'dateTimeTz',
  uuid: 'uuid',
  'byte[]': 'binary',
  jsonnode: 'json',
  number: 'double',
};

/** The type-mapping kind of a field: its SQL type when it has one, else its stated Java type. */
export function typeKindOf(field: Field): TypeKind | null {
  if (field.sqlType.trim()) return resolveKind(field);
  return TYPE_KIND_OF_JAVA[field.javaType.trim().toLowerCase()] ?? null;
}

export function fieldKind(field: Field): FieldKind {
  const typeKind = typeKindOf(field);
  if (!typeKind) return 'other';
  const kind = KIND_OF_TYPE_KIND[typeKind];
  if (
    kind === 'string' &&
    field.sqlType.trim() &&
    TEXT_BASES.has(parseSqlType(field.sqlType).base)
  ) {
    return 'text';
  }
  return kind;
}

const upperFirst = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const lowerFirst = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);

const capitalize = (w: string): string => w.charAt(0).toUpperCase() + w.slice(1);

/** `user_name` → "User name". */
export function humanize(name: string): string {
  return upperFirst(splitWords(name).join(' '));
}

/** Every case of a name, splitting it into words once (as naming.ts's toCamelCase etc. do). */
export function nameForms(name: string): NameForms {
  const words = splitWords(name);
  const snake = words.join('_');
  return {
    camel: words.map((w, i) => (i === 0 ? w : capitalize(w))).join(''),
    pascal: words.map(capitalize).join(''),
    snake,
    kebab: words.join('-'),
    upperSnake: snake.toUpperCase(),
  };
}

/** Pluralises the last word only: `userAccount` → `userAccounts`. */
export function pluralName(name: string): string {
  const words = splitWords(name);
  if (words.length === 0) return name;
  const last = words[words.length - 1];
  words[words.length - 1] = /^[a-z]+$/.test(last) ? pluralize.plural(last) : last;
  return words.join('_');
}

export function singularName(name: string): string {
  const words = splitWords(name);
  if (words.length === 0) return name;
  const last = words[words.length - 1];
  words[words.length - 1] = /^[a-z]+$/.test(last) ? pluralize.singular(last) : last;
  return words.join('_');
}

const PRIMITIVES: Record<string, string> = {
  Integer: 'int',
  Long: 'long',
  Boolean: 'boolean',
  Double: 'double',
  Float: 'float',
  Short: 'short',
  Byte: 'byte',
  Character: 'char',
};

const JAVA_DATE_KINDS: ReadonlySet<FieldKind> = new Set(['date', 'datetime', 'time']);

/** `javaType` after the group's options (`dateType`, `wrapperTypes`). */
export function adjustedJavaType(
  field: Field,
  kind: FieldKind,
  options: Record<string, OptionValue>,
): string {
  let type = field.javaType;
  if (options.dateType === 'date' && JAVA_DATE_KINDS.has(kind)) type = 'Date';
  if (options.wrapperTypes === false && !field.nullable && !field.primaryKey && PRIMITIVES[type]) {
    type = PRIMITIVES[type];
  }
  return type;
}

/** Where Java's simple type names live (java.lang needs no import). */
const JAVA_IMPORTS: Record<string, string> = {
  BigDecimal: 'java.math.BigDecimal',
  BigInteger: 'java.math.BigInteger',
  LocalDate: 'java.time.LocalDate',
  LocalTime: 'java.time.LocalTime',
  LocalDateTime: 'java.time.LocalDateTime',
  OffsetTime: 'java.time.OffsetTime',
  OffsetDateTime: 'java.time.OffsetDateTime',
  ZonedDateTime: 'java.time.ZonedDateTime',
  Instant: 'java.time.Instant',
  Duration: 'java.time.Duration',
  Date: 'java.util.Date',
  UUID: 'java.util.UUID',
  List: 'java.util.List',
  Set: 'java.util.Set',
  Map: 'java.util.Map',
  JsonNode: 'com.fasterxml.jackson.databind.JsonNode',
  Timestamp: 'java.sql.Timestamp',
};

/** The imports a set of Java types needs, sorted; qualified names (`java.util.Date`) import themselves. */
export function javaImportsFor(types: string[]): string[] {
  const imports = new Set<string>();
  for (const type of types) {
    for (const name of type.match(/[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*/g) ?? []) {
      if (name.includes('.')) {
        if (!name.startsWith('java.lang.') || name.split('.').length > 3) imports.add(name);
      } else if (JAVA_IMPORTS[name]) imports.add(JAVA_IMPORTS[name]);
    }
  }
  return [...imports].sort();
}

function languageType(field: Field, typeKind: TypeKind | null, target: TargetLanguage): string {
  // Fields without an SQL type map through the kind their Java type implies.
  const base = field.sqlType.trim()
    ? mapType(field, undefined, target)
    : mapType({ ...field, sqlType: typeKindSqlName(typeKind) }, undefined, target);
  if (!field.nullable) return base;
  switch (target) {
    case 'kotlin':
    case 'csharp':
      return `${base}?`;
    case 'go':
      // Slices, maps and RawMessage already have a nil value
      return base.startsWith('[]') || base.startsWith('map[') || base === 'json.RawMessage'
        ? base
        : `*${base}`;
    case 'python':
      return `Optional[${base}]`;
    default:
      return base;
  }
}

/** An SQL spelling that resolves back to the kind (for fields that only state a Java type). */
function typeKindSqlName(kind: TypeKind | null): string {
  switch (kind) {
    case null:
    case 'string':
      return 'varchar';
    case 'unsignedBigint':
      return 'bigint unsigned';
    case 'dateTime':
      return 'datetime';
    case 'dateTimeTz':
      return 'timestamptz';
    case 'timeTz':
      return 'timetz';
    default:
      return kind;
  }
}

export function buildFieldContext(
  field: Field,
  options: Record<string, OptionValue>,
): FieldContext {
  const typeKind = typeKindOf(field);
  const kind = fieldKind(field);
  const javaType = adjustedJavaType(field, kind, options);
  const names = nameForms(field.propertyName);
  names.camel = lowerFirst(field.propertyName);
  const accessor = upperFirst(field.propertyName);
  const label = field.comment.trim() || upperFirst(names.snake.replace(/_/g, ' '));
  const pythonType = languageType(field, typeKind, 'python');
  // Listed rather than spread: spreading a field into this many properties costs ~20 µs each
  return {
    columnName: field.columnName,
    propertyName: field.propertyName,
    sqlType: field.sqlType,
    length: field.length,
    precision: field.precision,
    scale: field.scale,
    nullable: field.nullable,
    primaryKey: field.primaryKey,
    autoIncrement: field.autoIncrement,
    unique: field.unique,
    defaultValue: field.defaultValue,
    comment: field.comment,
    javaType,
    // Qualified by buildContext once the generation's class names are known.
    javaTypeRef: javaType,
    tsType: field.tsType,
    kotlinType: languageType(field, typeKind, 'kotlin'),
    goType: languageType(field, typeKind, 'go'),
    pythonType,
    pythonSchemaType: pythonType,
    csharpType: languageType(field, typeKind, 'csharp'),
    kind,
    typeKind: typeKind ?? 'string',
    names,
    getter: `${javaType === 'boolean' ? 'is' : 'get'}${accessor}`,
    setter: `set${accessor}`,
    label,
    labelDoc: javaDoc(label),
    maxLength: kind === 'string' || kind === 'text' ? field.length : null,
    shape: 'value',
    structured: false,
    refClasses: [],
  };
}

/** The class name templates see: table prefixes stripped unless the user renamed the class. */
export function effectiveClassName(table: Table, prefixes: string[]): string {
  if (prefixes.length === 0 || table.className !== toClassName(table.tableName)) {
    return table.className;
  }
  return toClassName(table.tableName, { stripTablePrefixes: prefixes });
}

export function buildTableContext(table: Table, settings: GenerationSettings): TableContext {
  const className = effectiveClassName(table, settings.tablePrefixes);
  const skip = new Set(settings.skipFields.map((s) => s.trim().toLowerCase()));
  const allFields = table.fields.map((f) => buildFieldContext(f, settings.options));
  const fields = allFields.filter((f) => !skip.has(f.columnName.toLowerCase()));
  const primaryKeys = allFields.filter((f) => f.primaryKey);
  const base = nameForms(className);
  const pluralSnake = pluralName(className);
  const names: TableNameForms = {
    ...base,
    pascal: className,
    plural: toCamelCase(pluralSnake),
    pluralPascal: toPascalCase(pluralSnake),
    pluralSnake,
  };
  return {
    tableName: table.tableName,
    className,
    comment: table.comment,
    fields,
    allFields,
    primaryKey: primaryKeys[0] ?? null,
    primaryKeys,
    hasPrimaryKey: primaryKeys.length > 0,
    // A class name may start with _ (table 2fa_token → _2faToken); its camel form must stay an identifier.
    variableName: safeIdentifier(names.camel),
    urlPath: toKebabCase(pluralSnake),
    names,
    javaImports: javaImportsFor(fields.map((f) => f.javaType)),
    javaLang: JAVA_LANG_TYPES.has(className) ? [className] : [],
    label: table.comment.trim() || humanize(className),
    refClasses: [],
    hasStructured: false,
    embedded: false,
  };
}

export function buildSettingsContext(settings: GenerationSettings): SettingsContext {
  const date = settings.date ?? new Date().toISOString().slice(0, 10);
  const pkg = settings.moduleName
    ? `${settings.basePackage}.${settings.moduleName}`
    : settings.basePackage;
  return {
    basePackage: settings.basePackage,
    moduleName: settings.moduleName,
    author: settings.author,
    date,
    year: Number(date.slice(0, 4)),
    tablePrefixes: settings.tablePrefixes,
    skipFields: settings.skipFields,
    options: settings.options,
    package: pkg,
    packagePath: pkg.replace(/\./g, '/'),
  };
}

/** The shared part of every file's context; a `table`-scope render adds `table`. */
export function buildContext(
  group: Pick<TemplateGroupSpec, 'id' | 'name' | 'options'>,
  tables: Table[],
  settings: GenerationSettings,
): RenderContext {
  const merged = { ...settings, options: withOptionDefaults(group, settings.options) };
  const settingsContext = buildSettingsContext(merged);
  const tableContexts = tables.map((t) => buildTableContext(t, merged));
  applyFieldShapes(tables, tableContexts);
  // Once per generation: a template looping over every table for this costs O(tables²) renders.
  const javaLang = [...new Set(tableContexts.flatMap((t) => t.javaLang))];
  if (javaLang.length > 0) {
    for (const field of tableContexts.flatMap((t) => t.allFields)) {
      if (javaLang.includes(field.javaType)) field.javaTypeRef = `java.lang.${field.javaType}`;
    }
  }
  return {
    tables: tableContexts,
    settings: settingsContext,
    options: settingsContext.options,
    group: { id: group.id, name: group.name },
    javaLang,
  };
}

/** The group's declared option defaults under the caller's values. */
export function withOptionDefaults(
  group: Pick<TemplateGroupSpec, 'options'>,
  options: Record<string, OptionValue> = {},
): Record<string, OptionValue> {
  const merged: Record<string, OptionValue> = {};
  for (const option of group.options) merged[option.key] = option.default;
  return Object.assign(merged, options);
}

/**
 * Object and list fields, once the generation's class names are known: types naming a table's
 * class follow its name (prefixes stripped), such fields are stored as JSON (kind json) and get
 * each language's type for the other generated classes; a type naming nothing the output defines
 * falls back to the SQL type's mapping so the code compiles.
 */
function applyFieldShapes(tables: Table[], contexts: TableContext[]): void {
  // A class named like a Java type (table `strings` → String) does not make String fields objects
  const renamed = new Map<string, string>();
  tables.forEach((t, i) => {
    if (!isJavaTypeName(t.className)) renamed.set(t.className, contexts[i].className);
  });
  for (const c of contexts) if (!isJavaTypeName(c.className)) renamed.set(c.className, c.className);
  const classNames: ReadonlySet<string> = new Set(renamed.values());
  for (const table of contexts) {
    const refs = new Set<string>();
    for (const field of table.allFields) {
      applyShape(field, renamed, classNames);
      for (const ref of field.refClasses) refs.add(ref);
    }
    table.refClasses = [...refs].sort();
    table.hasStructured = table.fields.some((f) => f.structured);
    table.javaImports = javaImportsFor(table.fields.map((f) => f.javaType));
  }
  const held = new Set(contexts.flatMap((t) => t.refClasses.filter((ref) => ref !== t.className)));
  for (const table of contexts) table.embedded = held.has(table.className);
}

function applyShape(
  field: FieldContext,
  renamed: ReadonlyMap<string, string>,
  classNames: ReadonlySet<string>,
): void {
  const parsed = parseJavaType(field.javaType);
  const resolved = parsed && resolveJavaNode(parsed, renamed);
  if (!resolved) {
    // A name nothing in the output defines (an enum of the pasted source): its column's type
    if (field.javaType.trim() !== '' && !field.javaType.includes('.')) {
      setJavaType(field, TARGET_PROFILES_JAVA[field.typeKind]);
    }
  } else {
    const text = javaTypeText(resolved);
    if (text !== field.javaType) setJavaType(field, text);
  }
  const { shape } =
    resolved && !isSqlArray(field.sqlType) ? shapeOf(resolved, classNames) : { shape: 'value' };
  if (shape === 'value' || !resolved) {
    if (!tsTypeResolves(field.tsType, classNames)) {
      const ts = mapType(
        { ...field, sqlType: typeKindSqlName(field.typeKind) },
        undefined,
        'typescript',
      );
      field.tsType = ts;
    }
    return;
  }
  const typed = (target: 'typescript' | 'kotlin' | 'go' | 'python' | 'csharp') => {
    const type = structuredType(resolved, classNames, target);
    return field.nullable ? nullableStructured(type, shape as FieldShape, target) : type;
  };
  field.shape = shape as FieldShape;
  field.structured = true;
  field.refClasses = [...new Set(referencedClasses(resolved, classNames))];
  field.kind = 'json';
  field.typeKind = 'json';
  field.maxLength = null;
  // Templates add `| null` to nullable fields themselves
  field.tsType = structuredType(resolved, classNames, 'typescript');
  field.kotlinType = typed('kotlin');
  field.goType = typed('go');
  field.pythonType = typed('python');
  field.csharpType = typed('csharp');
  const schemaType = structuredType(resolved, classNames, 'python', true);
  field.pythonSchemaType = field.nullable
    ? nullableStructured(schemaType, field.shape, 'python')
    : schemaType;
}

const TARGET_PROFILES_JAVA = TARGET_PROFILES.java;

function setJavaType(field: FieldContext, javaType: string): void {
  field.javaType = javaType;
  field.javaTypeRef = javaType;
  field.getter = `${javaType === 'boolean' ? 'is' : 'get'}${upperFirst(field.propertyName)}`;
}
