import {
  FOREIGN_KEY_NAME_MAX,
  type Field,
  type ForeignKey,
  type NamingOptions,
  type SqlDialect,
  type Table,
  type TypeOverride,
} from '../../../../src/contract/text';
import { toClassName, toPropertyName } from '../naming';
// The module itself, not the folder's index: its re-exports are getters, called per field.
import { mapJavaAndTs } from '../typeMapping/mapType';
import type { RawField, RawTable } from './types';

export interface FinishOptions {
  naming?: NamingOptions;
  typeOverrides?: TypeOverride[];
}

/** Raw reader tables → contract tables: names and language types derived in one place for every input type. */
export function finishTables(
  raw: RawTable[],
  dialect: SqlDialect | undefined,
  options: FinishOptions = {},
): Table[] {
  const overrides = options.typeOverrides ?? [];
  const tables: Table[] = [];
  for (const t of raw) {
    const fields: Field[] = t.finishInPlace ? (t.fields as Field[]) : [];
    for (let k = 0; k < t.fields.length; k++) {
      const f = t.fields[k];
      let javaType = f.javaType;
      let tsType = f.tsType;
      if (!javaType || !tsType) {
        const mapped = mapJavaAndTs(f, dialect, overrides);
        javaType ||= mapped.javaType;
        tsType ||= mapped.tsType;
      }
      if (!t.finishInPlace) fields.push(copied(f, javaType, tsType));
      else if (hasOnlyFieldProperties(f)) completeInPlace(f, javaType, tsType);
      else fields[k] = copied(f, javaType, tsType);
    }
    if (hasRepeats(fields)) numberRepeats(fields);
    tables.push({
      tableName: t.tableName,
      className: t.className || toClassName(t.tableName, options.naming),
      comment: t.comment,
      fields,
    });
  }
  return tables;
}

const propertyNameOf = (f: RawField) => f.propertyName || toPropertyName(f.columnName);

const sqlTypeOf = (f: RawField) =>
  f.unsigned && !/unsigned/i.test(f.sqlType) ? `${f.sqlType} unsigned` : f.sqlType;

// A "reference" longer than any database allows is text the reader misread, not a key.
const referenceOf = (f: RawField) =>
  f.foreignKey && isReference(f.foreignKey) ? f.foreignKey : undefined;

/** A raw field as a contract field: a new object with the contract's properties only. */
function copied(f: RawField, javaType: string, tsType: string): Field {
  const field: Field = {
    columnName: f.columnName,
    propertyName: propertyNameOf(f),
    sqlType: sqlTypeOf(f),
    length: f.length,
    precision: f.precision,
    scale: f.scale,
    nullable: f.nullable,
    primaryKey: f.primaryKey,
    autoIncrement: f.autoIncrement,
    unique: f.unique,
    defaultValue: f.defaultValue,
    comment: f.comment,
    javaType,
    tsType,
  };
  const reference = referenceOf(f);
  if (reference) field.foreignKey = { ...reference };
  return field;
}

/** A field of a `finishInPlace` table without the properties a contract field does not have. */
const hasOnlyFieldProperties = (f: RawField) =>
  f.unsigned === undefined &&
  f.enumValues === undefined &&
  f.array === undefined &&
  f.line === undefined;

/**
 * A raw field laid out as a contract field (`RawTable.finishInPlace`), with no property a contract
 * field lacks, made one in place.
 */
function completeInPlace(f: RawField, javaType: string, tsType: string): void {
  f.propertyName = propertyNameOf(f);
  f.javaType = javaType;
  f.tsType = tsType;
  if (f.foreignKey !== undefined && referenceOf(f) === undefined) delete f.foreignKey;
}

/** `hasRepeats`'s names of a long table, emptied after each: one set, not a set and an array per table. */
const SEEN = new Set<string>();

/** Few tables have two columns with one property name: look for them before numbering. */
function hasRepeats(fields: Field[]): boolean {
  const n = fields.length;
  if (n > 16) {
    let repeat = false;
    for (let i = 0; i < n && !repeat; i++) {
      const name = fields[i].propertyName;
      repeat = SEEN.has(name);
      SEEN.add(name);
    }
    SEEN.clear();
    return repeat;
  }
  for (let i = 1; i < n; i++) {
    const name = fields[i].propertyName;
    for (let j = 0; j < i; j++) if (fields[j].propertyName === name) return true;
  }
  return false;
}

/** Two columns can map to one property (`user_name`, `userName`): number the later ones. */
function numberRepeats(fields: Field[]): void {
  const used = new Set<string>();
  for (const field of fields) {
    const base = field.propertyName;
    let name = base;
    for (let i = 2; used.has(name); i++) name = `${base}${i}`;
    used.add(name);
    field.propertyName = name;
  }
}

const isReference = (fk: ForeignKey) =>
  fk.table.length <= FOREIGN_KEY_NAME_MAX && fk.column.length <= FOREIGN_KEY_NAME_MAX;
