import type { Diagnostic, ForeignKey, InputType, SqlDialect } from '../../../../src/contract/text';

/**
 * What every reader (SQL, INSERT, JSON, Java, TypeScript, Markdown/HTML, CSV/TSV, Excel, plain lines)
 * produces. Readers only read: names, Java/TS types and class names are derived afterwards, in one
 * place (`finish.ts`), so every input type gets the same naming and type-mapping rules.
 */
export interface RawField {
  /** The column name as written, unquoted (`user_name`, `UserName`, `用户名`). */
  columnName: string;
  /** Base SQL type, lower case, without length or modifiers: `varchar`, `int`, `timestamp with time zone`. Empty when the source has no SQL type. */
  sqlType: string;
  length: number | null;
  precision: number | null;
  scale: number | null;
  /** `int unsigned`, `bigint unsigned zerofill`. */
  unsigned?: boolean;
  /** ENUM/SET members, unquoted. */
  enumValues?: string[];
  /** Array element type (PostgreSQL `text[]`, a JSON array of numbers). */
  array?: boolean;
  nullable: boolean;
  primaryKey: boolean;
  autoIncrement: boolean;
  unique: boolean;
  /** As written, quotes removed from string literals: `0`, `CURRENT_TIMESTAMP`, `abc`. */
  defaultValue: string | null;
  comment: string;
  /** Set when the source states the property name itself (a Java field with `@TableField("col")`). */
  propertyName?: string;
  /** Set when the source states a language type itself (Java, TypeScript, JSON inference); wins over the mapping. */
  javaType?: string;
  tsType?: string;
  /** 1-based position of the field's definition in the input, for problems and editor marks. */
  line?: number;
  /** A declared foreign key; `column` is '' until the script's end when the source names none. */
  foreignKey?: ForeignKey;
}

export interface RawTable {
  /** Unquoted, without schema: `user_account` from `"public"."user_account"`. */
  tableName: string;
  /** `public` from `"public"."user_account"`, when given. */
  schema?: string;
  comment: string;
  fields: RawField[];
  /** Set when the source states the class name itself (a Java class, a TS interface, a JSON key path). */
  className?: string;
  line?: number;
  /**
   * Every field starts with a contract `Field`'s properties, in its order (those not known yet
   * `undefined`): `finish` completes one that has no other property but `foreignKey` in place
   * instead of copying it into a new object (the SQL reader's dumps have tens of thousands of
   * columns).
   */
  finishInPlace?: boolean;
}

export interface ReaderResult {
  tables: RawTable[];
  diagnostics: Diagnostic[];
  /** SQL readers: the dialect used (given or detected). */
  dialect?: SqlDialect;
}

export interface ReaderOptions {
  /** SQL readers: the dialect to read with; detected when absent. */
  dialect?: SqlDialect;
  /** JSON: the name of the top-level object's table/class (default `root` / `Root`). */
  rootName?: string;
  /**
   * The table name an imported file's name gives (`sample.csv` → `sample`): the name of a table the
   * content does not name (CSV, an untitled Markdown table, the JSON root, a sheet named `Sheet1`).
   */
  fileTableName?: string;
  /**
   * The caller has no use for each field's `line` (`parse`, whose result has none): the SQL reader
   * then leaves it out, and its fields become the result's (`RawTable.finishInPlace`).
   */
  withoutFieldLines?: boolean;
}

/** A reader never throws: whatever it cannot read becomes a diagnostic, the rest is returned. */
export type Reader = (text: string, options?: ReaderOptions) => ReaderResult;

export type ConcreteInputType = Exclude<InputType, 'auto'>;

export interface Detection {
  inputType: ConcreteInputType;
  dialect?: SqlDialect;
}
