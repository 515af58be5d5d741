import type { Field } from '../../../../src/contract/text';
import { parseSqlType, type TypeKind } from '../typeMapping';
import { fieldKind, typeKindOf, type FieldKind } from './context';

/**
 * Column types, identifiers and defaults written for a target database, so one parsed table can be
 * written as DDL for another dialect (MySQL → PostgreSQL ...). Works from the field's kind (read from
 * its SQL type or stated language type) plus its length, precision and scale.
 */

export const DDL_DIALECTS = ['mysql', 'postgresql', 'oracle', 'sqlserver', 'sqlite'] as const;
export type DdlDialect = (typeof DDL_DIALECTS)[number];

export function isDdlDialect(value: unknown): value is DdlDialect {
  return typeof value === 'string' && (DDL_DIALECTS as readonly string[]).includes(value);
}

/** Reads a filter argument; unknown names are an error so a typo in a template is noticed. */
export function toDialect(value: unknown): DdlDialect {
  const name = typeof value === 'string' ? value.trim().toLowerCase() : value;
  const aliases: Record<string, DdlDialect> = {
    postgres: 'postgresql',
    pg: 'postgresql',
    mssql: 'sqlserver',
    mariadb: 'mysql',
  };
  const dialect = typeof name === 'string' ? (aliases[name] ?? name) : name;
  if (!isDdlDialect(dialect)) {
    throw new Error(`Unknown SQL dialect "${String(value)}" (use ${DDL_DIALECTS.join(', ')})`);
  }
  return dialect;
}

type SizedField = Pick<Field, 'sqlType' | 'length' | 'precision' | 'scale' | 'javaType'> &
  Partial<Pick<Field, 'nullable' | 'primaryKey' | 'autoIncrement' | 'defaultValue'>>;

function asField(field: SizedField): Field {
  return {
    columnName: '',
    propertyName: '',
    nullable: true,
    primaryKey: false,
    autoIncrement: false,
    unique: false,
    defaultValue: null,
    comment: '',
    tsType: '',
    ...field,
  };
}

function sizes(field: SizedField): {
  length: number | null;
  precision: number | null;
  scale: number | null;
} {
  const parts = parseSqlType(field.sqlType);
  const [a, b] = parts.args;
  return {
    length: field.length ?? a ?? null,
    precision: field.precision ?? a ?? null,
    scale: field.scale ?? b ?? null,
  };
}

const FIXED_CHAR_BASES = new Set([
  'char',
  'character',
  'nchar',
  'bpchar',
  'national char',
  'national character',
]);

function stringType(dialect: DdlDialect, base: string, length: number | null): string {
  const fixed = FIXED_CHAR_BASES.has(base) && length !== null;
  const n = length !== null && length > 0 ? length : 255;
  switch (dialect) {
    case 'mysql':
      if (n > 16383) return n > 16777215 ? 'LONGTEXT' : 'MEDIUMTEXT';
      return fixed && n <= 255 ? `CHAR(${n})` : `VARCHAR(${n})`;
    case 'postgresql':
      if (n > 10485760) return 'TEXT';
      return fixed ? `CHAR(${n})` : `VARCHAR(${n})`;
    case 'oracle':
      if (n > 4000) return 'CLOB';
      return fixed && n <= 2000 ? `CHAR(${n} CHAR)` : `VARCHAR2(${n} CHAR)`;
    case 'sqlserver':
      if (n > 4000) return 'NVARCHAR(MAX)';
      return fixed ? `NCHAR(${n})` : `NVARCHAR(${n})`;
    case 'sqlite':
      return 'TEXT';
  }
}

function textType(dialect: DdlDialect, base: string): string {
  switch (dialect) {
    case 'mysql':
      return ['tinytext', 'mediumtext', 'longtext'].includes(base) ? base.toUpperCase() : 'TEXT';
    case 'postgresql':
      return 'TEXT';
    case 'oracle':
      return 'CLOB';
    case 'sqlserver':
      return 'NVARCHAR(MAX)';
    case 'sqlite':
      return 'TEXT';
  }
}

function decimalType(dialect: DdlDialect, precision: number | null, scale: number | null): string {
  if (dialect === 'sqlite') return 'NUMERIC';
  const max = { mysql: 65, postgresql: 1000, oracle: 38, sqlserver: 38 }[dialect];
  const p = Math.min(precision !== null && precision > 0 ? precision : 19, max);
  const s = Math.min(scale ?? (precision !== null && precision > 0 ? 0 : 2), p);
  const name = { mysql: 'DECIMAL', postgresql: 'NUMERIC', oracle: 'NUMBER', sqlserver: 'DECIMAL' }[
    dialect
  ];
  return `${name}(${p},${s})`;
}

function binaryType(dialect: DdlDialect, base: string, length: number | null): string {
  const sized =
    (base === 'varbinary' || base === 'binary' || base === 'raw') && length !== null && length > 0;
  switch (dialect) {
    case 'mysql':
      if (['tinyblob', 'mediumblob', 'longblob'].includes(base)) return base.toUpperCase();
      if (sized && (length as number) <= 65535)
        return `${base === 'binary' ? 'BINARY' : 'VARBINARY'}(${length})`;
      return 'LONGBLOB';
    case 'postgresql':
      return 'BYTEA';
    case 'oracle':
      return sized && (length as number) <= 2000 ? `RAW(${length})` : 'BLOB';
    case 'sqlserver':
      return sized && (length as number) <= 8000 ? `VARBINARY(${length})` : 'VARBINARY(MAX)';
    case 'sqlite':
      return 'BLOB';
  }
}

const TYPE_TABLE: Record<
  Exclude<TypeKind, 'string' | 'decimal' | 'binary'>,
  Record<DdlDialect, string>
> = {
  boolean: {
    mysql: 'TINYINT(1)',
    postgresql: 'BOOLEAN',
    oracle: 'NUMBER(1)',
    sqlserver: 'BIT',
    sqlite: 'INTEGER',
  },
  tinyint: {
    mysql: 'TINYINT',
    postgresql: 'SMALLINT',
    oracle: 'NUMBER(3)',
    sqlserver: 'SMALLINT',
    sqlite: 'INTEGER',
  },
  smallint: {
    mysql: 'SMALLINT',
    postgresql: 'SMALLINT',
    oracle: 'NUMBER(5)',
    sqlserver: 'SMALLINT',
    sqlite: 'INTEGER',
  },
  int: {
    mysql: 'INT',
    postgresql: 'INTEGER',
    oracle: 'NUMBER(10)',
    sqlserver: 'INT',
    sqlite: 'INTEGER',
  },
  bigint: {
    mysql: 'BIGINT',
    postgresql: 'BIGINT',
    oracle: 'NUMBER(19)',
    sqlserver: 'BIGINT',
    sqlite: 'INTEGER',
  },
  unsignedBigint: {
    mysql: 'BIGINT UNSIGNED',
    postgresql: 'NUMERIC(20,0)',
    oracle: 'NUMBER(20)',
    sqlserver: 'DECIMAL(20,0)',
    sqlite: 'INTEGER',
  },
  float: {
    mysql: 'FLOAT',
    postgresql: 'REAL',
    oracle: 'BINARY_FLOAT',
    sqlserver: 'REAL',
    sqlite: 'REAL',
  },
  double: {
    mysql: 'DOUBLE',
    postgresql: 'DOUBLE PRECISION',
    oracle: 'BINARY_DOUBLE',
    sqlserver: 'FLOAT',
    sqlite: 'REAL',
  },
  json: {
    mysql: 'JSON',
    postgresql: 'JSONB',
    oracle: 'CLOB',
    sqlserver: 'NVARCHAR(MAX)',
    sqlite: 'TEXT',
  },
  uuid: {
    mysql: 'CHAR(36)',
    postgresql: 'UUID',
    oracle: 'VARCHAR2(36 CHAR)',
    sqlserver: 'UNIQUEIDENTIFIER',
    sqlite: 'TEXT',
  },
  date: { mysql: 'DATE', postgresql: 'DATE', oracle: 'DATE', sqlserver: 'DATE', sqlite: 'TEXT' },
  // Oracle has no TIME type; its DATE carries a time of day
  time: { mysql: 'TIME', postgresql: 'TIME', oracle: 'DATE', sqlserver: 'TIME', sqlite: 'TEXT' },
  timeTz: {
    mysql: 'TIME',
    postgresql: 'TIMETZ',
    oracle: 'TIMESTAMP WITH TIME ZONE',
    sqlserver: 'TIME',
    sqlite: 'TEXT',
  },
  dateTime: {
    mysql: 'DATETIME',
    postgresql: 'TIMESTAMP',
    oracle: 'TIMESTAMP',
    sqlserver: 'DATETIME2',
    sqlite: 'TEXT',
  },
  dateTimeTz: {
    mysql: 'TIMESTAMP',
    postgresql: 'TIMESTAMPTZ',
    oracle: 'TIMESTAMP WITH TIME ZONE',
    sqlserver: 'DATETIMEOFFSET',
    sqlite: 'TEXT',
  },
  year: {
    mysql: 'YEAR',
    postgresql: 'SMALLINT',
    oracle: 'NUMBER(4)',
    sqlserver: 'SMALLINT',
    sqlite: 'INTEGER',
  },
};

/** The column type of a field in a dialect: `varchar(255)` → `VARCHAR2(255 CHAR)` on Oracle. */
export function columnTypeFor(input: SizedField, dialectName: DdlDialect | string): string {
  const dialect = toDialect(dialectName);
  const field = asField(input);
  const parts = parseSqlType(field.sqlType);
  const typeKind = typeKindOf(field) ?? 'string';
  const kind: FieldKind = fieldKind(field);
  const { length, precision, scale } = sizes(field);
  if (parts.array) {
    if (dialect === 'postgresql') {
      return `${columnTypeFor({ ...field, sqlType: field.sqlType.replace(/(\[\s*\d*\s*\])+$|\s+array$/i, '') }, dialect)}[]`;
    }
    return TYPE_TABLE.json[dialect];
  }
  if (kind === 'text') return textType(dialect, parts.base);
  switch (typeKind) {
    case 'string':
      return stringType(dialect, parts.base, length);
    case 'decimal':
      return decimalType(dialect, precision, scale);
    case 'binary':
      return binaryType(dialect, parts.base, length);
    default:
      return TYPE_TABLE[typeKind][dialect];
  }
}

/** The words after the type that make a column auto-increment ('' when the field is not). */
export function autoIncrementFor(input: SizedField, dialectName: DdlDialect | string): string {
  const dialect = toDialect(dialectName);
  if (!input.autoIncrement) return '';
  switch (dialect) {
    case 'mysql':
      return 'AUTO_INCREMENT';
    case 'postgresql':
      return 'GENERATED BY DEFAULT AS IDENTITY';
    case 'oracle':
      return 'GENERATED BY DEFAULT ON NULL AS IDENTITY';
    case 'sqlserver':
      return 'IDENTITY(1,1)';
    case 'sqlite':
      // SQLite only auto-increments an INTEGER PRIMARY KEY declared on the column itself
      return 'PRIMARY KEY AUTOINCREMENT';
  }
}

/** A quoted identifier; Oracle names are upper-cased so the quoted name matches the unquoted one. */
export function quoteIdent(name: string, dialectName: DdlDialect | string): string {
  const dialect = toDialect(dialectName);
  switch (dialect) {
    case 'mysql':
      return `\`${name.replace(/`/g, '``')}\``;
    case 'sqlserver':
      return `[${name.replace(/]/g, ']]')}]`;
    case 'oracle':
      return `"${name.toUpperCase().replace(/"/g, '""')}"`;
    default:
      return `"${name.replace(/"/g, '""')}"`;
  }
}

const NOW_DEFAULTS = new Set([
  'current_timestamp',
  'current_timestamp()',
  'now()',
  'getdate()',
  'sysdate',
  'systimestamp',
  'localtimestamp',
  'localtimestamp()',
  'sysdatetime()',
  "datetime('now')",
]);
const NUMERIC_KINDS: ReadonlySet<FieldKind> = new Set(['integer', 'long', 'decimal', 'float']);

/**
 * The value of a field's DEFAULT clause in a dialect, or '' when it has none or it cannot be
 * carried over (a database-specific function). MySQL takes a default on TEXT, BLOB and JSON, and a
 * clock default on a non-DATETIME column, only as an expression in parentheses (8.0.13+, MariaDB
 * 10.2+).
 */
export function defaultValueFor(input: SizedField, dialectName: DdlDialect | string): string {
  const dialect = toDialect(dialectName);
  const value = portableDefault(input, dialect);
  if (dialect !== 'mysql' || value === '' || value === 'NULL' || value.startsWith('(')) {
    return value;
  }
  const kind = fieldKind(asField(input));
  if (['text', 'binary', 'json'].includes(kind)) return `(${value})`;
  if (/^CURRENT_(TIMESTAMP|TIME)$/.test(value) && kind !== 'datetime') return `(${value})`;
  return value;
}

function portableDefault(input: SizedField, dialect: DdlDialect): string {
  const raw = input.defaultValue?.trim();
  if (raw === undefined) return '';
  const field = asField(input);
  const kind = fieldKind(field);
  const lower = raw.toLowerCase().replace(/\s+on update .*$/, '');
  if (lower === 'null') return 'NULL';
  if (NOW_DEFAULTS.has(lower) || lower === 'current_date' || lower === 'current_time') {
    if (kind === 'date' || lower === 'current_date') {
      return {
        mysql: '(CURRENT_DATE)',
        postgresql: 'CURRENT_DATE',
        oracle: 'CURRENT_DATE',
        sqlserver: 'CAST(GETDATE() AS DATE)',
        sqlite: 'CURRENT_DATE',
      }[dialect];
    }
    if (lower === 'current_time')
      return dialect === 'sqlserver' ? 'CAST(GETDATE() AS TIME)' : 'CURRENT_TIME';
    return 'CURRENT_TIMESTAMP';
  }
  if (kind === 'boolean') {
    const on = ['1', 'true', "b'1'", 't', 'y', 'yes'].includes(lower);
    const off = ['0', 'false', "b'0'", 'f', 'n', 'no'].includes(lower);
    if (on || off) return dialect === 'postgresql' ? (on ? 'TRUE' : 'FALSE') : on ? '1' : '0';
  }
  if (NUMERIC_KINDS.has(kind) && /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(raw)) return raw;
  // A call (uuid(), nextval('seq')) belongs to its source database
  if (/^[A-Za-z_][\w.]*\s*\(.*\)$/.test(raw)) return '';
  return `'${raw.replace(/'/g, "''")}'`;
}

/** A whole column definition: quoted name, type, identity, NOT NULL, DEFAULT. */
export function columnDefinitionFor(
  input: SizedField & { columnName: string },
  dialectName: DdlDialect | string,
): string {
  const dialect = toDialect(dialectName);
  const parts = [quoteIdent(input.columnName, dialect), columnTypeFor(input, dialect)];
  const identity = autoIncrementFor(input, dialect);
  if (identity) parts.push(identity);
  if (input.nullable === false || input.primaryKey) {
    if (!(dialect === 'sqlite' && identity)) parts.push('NOT NULL');
  }
  const value = identity ? '' : defaultValueFor(input, dialect);
  if (value) parts.push(`DEFAULT ${value}`);
  return parts.join(' ');
}
