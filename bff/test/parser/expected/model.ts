import type { SqlDialect } from '../../../../src/contract/text';

/** The properties of a field the corpus files state, as written there (see corpus.test.ts for the rules). */
export interface ExpectedField {
  columnName: string;
  sqlType: string;
  length: number | null;
  precision: number | null;
  scale: number | null;
  nullable: boolean;
  primaryKey: boolean;
  autoIncrement: boolean;
  defaultValue: string | null;
  comment: string;
}

export interface ExpectedTable {
  tableName: string;
  fields: ExpectedField[];
}

export interface ExpectedFile {
  /** File name inside the corpus folder. */
  file: string;
  dialect: SqlDialect;
  tables: ExpectedTable[];
}

export interface FieldOptions {
  length?: number;
  precision?: number;
  scale?: number;
  notNull?: boolean;
  primaryKey?: boolean;
  autoIncrement?: boolean;
  defaultValue?: string;
  comment?: string;
}

/** One expected column; a primary key column is never nullable. */
export function col(columnName: string, sqlType: string, o: FieldOptions = {}): ExpectedField {
  return {
    columnName,
    sqlType,
    length: o.length ?? null,
    precision: o.precision ?? null,
    scale: o.scale ?? null,
    nullable: !(o.notNull || o.primaryKey),
    primaryKey: o.primaryKey ?? false,
    autoIncrement: o.autoIncrement ?? false,
    defaultValue: o.defaultValue ?? null,
    comment: o.comment ?? '',
  };
}

export const table = (tableName: string, fields: ExpectedField[]): ExpectedTable => ({
  tableName,
  fields,
});
