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
import { mapType, resolveKind } from '../typeMapping';
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
  return raw.map((t) => {
    const used = new Set<string>();
    return {
      tableName: t.tableName,
      className: t.className || toClassName(t.tableName, options.naming),
      comment: t.comment,
      fields: t.fields.map((f) => {
        const base = f.propertyName || toPropertyName(f.columnName);
        let propertyName = base;
        // two columns can map to one property (`user_name`, `userName`): number the later ones
        for (let i = 2; used.has(propertyName); i++) propertyName = `${base}${i}`;
        used.add(propertyName);
        // Both language types come from the same kind: resolve it once.
        const kind = f.javaType && f.tsType ? undefined : resolveKind(f, dialect);
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
          javaType: f.javaType || mapType(f, dialect, 'java', overrides, kind),
          tsType: f.tsType || mapType(f, dialect, 'typescript', overrides, kind),
        };
        // A "reference" longer than any database allows is text the reader misread, not a key.
        if (f.foreignKey && isReference(f.foreignKey)) field.foreignKey = { ...f.foreignKey };
        return field;
      }),
    };
  });
}

const isReference = (fk: ForeignKey) =>
  fk.table.length <= FOREIGN_KEY_NAME_MAX && fk.column.length <= FOREIGN_KEY_NAME_MAX;
