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
import type { RawTable } from './types';

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
  // The table each property name was last taken in: one map for the whole call, not a set per table.
  const takenIn = new Map<string, number>();
  const tables: Table[] = [];
  for (let ti = 0; ti < raw.length; ti++) {
    const t = raw[ti];
    const fields: Field[] = [];
    for (let fi = 0; fi < t.fields.length; fi++) {
      const f = t.fields[fi];
      const base = f.propertyName || toPropertyName(f.columnName);
      let propertyName = base;
      // two columns can map to one property (`user_name`, `userName`): number the later ones
      for (let i = 2; takenIn.get(propertyName) === ti; i++) propertyName = `${base}${i}`;
      takenIn.set(propertyName, ti);
      let javaType = f.javaType;
      let tsType = f.tsType;
      if (!javaType || !tsType) {
        const mapped = mapJavaAndTs(f, dialect, overrides);
        javaType ||= mapped.javaType;
        tsType ||= mapped.tsType;
      }
      const field: Field = {
        columnName: f.columnName,
        propertyName,
        sqlType: f.unsigned && !/unsigned/i.test(f.sqlType) ? `${f.sqlType} unsigned` : f.sqlType,
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
      // A "reference" longer than any database allows is text the reader misread, not a key.
      if (f.foreignKey && isReference(f.foreignKey)) field.foreignKey = { ...f.foreignKey };
      fields.push(field);
    }
    tables.push({
      tableName: t.tableName,
      className: t.className || toClassName(t.tableName, options.naming),
      comment: t.comment,
      fields,
    });
  }
  return tables;
}

const isReference = (fk: ForeignKey) =>
  fk.table.length <= FOREIGN_KEY_NAME_MAX && fk.column.length <= FOREIGN_KEY_NAME_MAX;
