import type { Field } from '../../../../src/contract/text';
import { fieldKind, typeKindOf } from './context';
import {
  autoIncrementFor,
  columnTypeFor,
  defaultValueFor,
  quoteIdent,
  toDialect,
  type DdlDialect,
} from './sqlDialect';

/**
 * A whole schema planned for one database, applying the rules its engine enforces (which the
 * column-level functions in sqlDialect.ts cannot see): identifier lengths and uniqueness, one
 * auto-increment column per table on an integer type, MySQL's "an auto column must lead a key" and
 * key prefixes on TEXT/BLOB, MySQL's row size, SQLite's INTEGER PRIMARY KEY. The sql-ddl template
 * only lays the plan out; tests compare the plan with what each engine's catalog reports.
 */

export interface DdlColumn {
  /** The column's name in the source table. */
  sourceName: string;
  /** The name the database gets (shortened or made unique when it had to be), unquoted. */
  name: string;
  ident: string;
  type: string;
  /** The identity words, '' when the column is not auto-increment here. */
  identity: string;
  autoIncrement: boolean;
  notNull: boolean;
  /** DEFAULT value ('' for none). */
  defaultValue: string;
  primaryKey: boolean;
  comment: string;
  /** The definition inside CREATE TABLE (MySQL's COMMENT included). */
  definition: string;
}

export interface DdlTable {
  sourceName: string;
  name: string;
  ident: string;
  comment: string;
  columns: DdlColumn[];
  primaryKey: string[];
  /** Lines inside CREATE TABLE after the columns: the primary key and other keys. */
  constraints: string[];
  /** Text after `)` and before `;` (MySQL's ENGINE and table COMMENT). */
  tableOptions: string;
  /** Statements after CREATE TABLE: comments on PostgreSQL, Oracle and SQL Server. */
  after: string[];
  /** What this dialect could not keep of the source table, one sentence each. */
  lost: string[];
}

/** Longest identifier each engine takes: MySQL 64 characters, PostgreSQL 63 bytes, Oracle 12.2+ and SQL Server 128. */
const NAME_LIMIT: Record<DdlDialect, { max: number; bytes: boolean }> = {
  mysql: { max: 64, bytes: false },
  postgresql: { max: 63, bytes: true },
  oracle: { max: 128, bytes: true },
  sqlserver: { max: 128, bytes: false },
  sqlite: { max: Infinity, bytes: false },
};

/** MySQL keys hold 3072 bytes: 768 utf8mb4 characters; longer columns are indexed by a prefix. */
const MYSQL_KEY_CHARS = 768;
const MYSQL_KEY_PREFIX = 255;
/** MySQL's row limit is 65,535 bytes over all VARCHAR/CHAR columns (4 bytes a character in utf8mb4). */
const MYSQL_ROW_BYTES = 65535;
const MYSQL_COLUMN_COMMENT = 1024;
const MYSQL_TABLE_COMMENT = 2048;

const INTEGER_KINDS = new Set(['integer', 'long']);

function nameLength(name: string, bytes: boolean): number {
  return bytes ? Buffer.byteLength(name, 'utf8') : [...name].length;
}

/** FNV-1a: a short, stable suffix that keeps shortened names apart. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0').slice(0, 6);
}

function cut(name: string, max: number, bytes: boolean): string {
  let out = '';
  for (const ch of name) {
    if (nameLength(out + ch, bytes) > max) break;
    out += ch;
  }
  return out;
}

/**
 * Hands out names within one scope (a schema's tables, a table's columns): a name over the limit is
 * cut and given a hash suffix; a name already taken (compared case-insensitively, as MySQL and
 * Oracle compare them) gets `_2`, `_3` ...
 */
class NameScope {
  private readonly taken = new Set<string>();
  constructor(private readonly dialect: DdlDialect) {}

  claim(source: string): string {
    const { max, bytes } = NAME_LIMIT[this.dialect];
    let name = source;
    if (nameLength(name, bytes) > max) {
      const suffix = `_${hash(source)}`;
      name = cut(name, max - suffix.length, bytes) + suffix;
    }
    let candidate = name;
    for (let n = 2; this.taken.has(candidate.toLowerCase()); n++) {
      const suffix = `_${n}`;
      candidate = cut(name, max - suffix.length, bytes) + suffix;
    }
    this.taken.add(candidate.toLowerCase());
    return candidate;
  }

  /** Why `source` was given another name (for the schema's notes). */
  why(source: string, given: string): string {
    const { max, bytes } = NAME_LIMIT[this.dialect];
    if (nameLength(source, bytes) > max) {
      return `${source} is named ${given}: over ${max} ${bytes ? 'bytes' : 'characters'}`;
    }
    return `${source} is named ${given}: the name is taken`;
  }
}

const quoteText = (text: string) => `'${text.replace(/'/g, "''")}'`;
const oneLine = (text: string) => text.replace(/\s*[\r\n]+\s*/g, ' ');
const mysqlText = (text: string, max: number) =>
  quoteText([...text].slice(0, max).join('').replace(/\\/g, '\\\\'));

/** Whether the column may carry an identity here: integer kinds, or an exact number with no scale. */
function canAutoIncrement(field: Field): boolean {
  const kind = fieldKind(field);
  if (INTEGER_KINDS.has(kind)) return true;
  return kind === 'decimal' && (field.scale ?? 0) === 0;
}

/**
 * The auto-increment columns a dialect keeps: PostgreSQL takes several identity columns; MySQL,
 * Oracle and SQL Server one a table (the key's if it has one); SQLite only a lone INTEGER PRIMARY KEY.
 */
function keptAuto(fields: Field[], dialect: DdlDialect): Set<Field> {
  const candidates = fields.filter((f) => f.autoIncrement && canAutoIncrement(f));
  const keys = fields.filter((f) => f.primaryKey);
  if (dialect === 'postgresql') return new Set(candidates);
  if (dialect === 'sqlite') {
    const [only] = keys;
    return new Set(keys.length === 1 && candidates.includes(only) ? [only] : []);
  }
  const one = candidates.find((f) => f.primaryKey) ?? candidates[0];
  return new Set(one ? [one] : []);
}

/** The type of an identity column: every engine takes a plain integer; a DECIMAL(p,0) becomes BIGINT. */
function identityType(field: Field, dialect: DdlDialect): string {
  if (dialect === 'sqlite') return 'INTEGER';
  const typeKind = typeKindOf(field);
  const integral = ['tinyint', 'smallint', 'int', 'bigint'].includes(typeKind ?? '');
  if (integral || (dialect === 'mysql' && typeKind === 'unsignedBigint')) {
    return columnTypeFor(field, dialect);
  }
  return columnTypeFor({ ...field, sqlType: 'bigint', javaType: 'Long' }, dialect);
}

const MYSQL_UNBOUNDED = /^(TINY|MEDIUM|LONG)?(TEXT|BLOB)$|^JSON$/;

/** A MySQL key part: TEXT/BLOB and VARCHARs over a key's width are indexed by their first characters. */
function mysqlKeyPart(column: DdlColumn): string {
  const size = /^(?:VAR)?(?:CHAR|BINARY)\((\d+)\)$/.exec(column.type);
  const tooWide = size !== null && Number(size[1]) > MYSQL_KEY_CHARS;
  return MYSQL_UNBOUNDED.test(column.type) || tooWide
    ? `${column.ident}(${MYSQL_KEY_PREFIX})`
    : column.ident;
}

/** Bytes a MySQL column takes of the row limit (TEXT and BLOB count a pointer). */
function mysqlRowBytes(type: string): number {
  const size = /^(?:VAR)?CHAR\((\d+)\)$/.exec(type);
  if (size) return Number(size[1]) * 4 + 2;
  const binary = /^(?:VAR)?BINARY\((\d+)\)$/.exec(type);
  if (binary) return Number(binary[1]) + 2;
  return 12;
}

/** Lengthiest VARCHARs become TEXT until the row fits MySQL's 65,535 bytes. */
function fitMysqlRow(columns: DdlColumn[], fields: Field[], keyed: Set<string>): string[] {
  const lost: string[] = [];
  let total = columns.reduce((n, c) => n + mysqlRowBytes(c.type), 0);
  const movable = columns
    .map((c, i) => ({ c, i }))
    .filter(({ c }) => /^VARCHAR\(/.test(c.type) && !keyed.has(c.name))
    .sort((a, b) => mysqlRowBytes(b.c.type) - mysqlRowBytes(a.c.type) || a.i - b.i);
  for (const { c, i } of movable) {
    if (total <= MYSQL_ROW_BYTES) break;
    total -= mysqlRowBytes(c.type) - mysqlRowBytes('TEXT');
    c.type = 'TEXT';
    c.defaultValue = defaultValueFor({ ...fields[i], sqlType: 'text', length: null }, 'mysql');
    lost.push(`${c.name} is TEXT: the table's VARCHARs exceed MySQL's 65,535-byte row`);
  }
  return lost;
}

function definitionOf(column: DdlColumn, dialect: DdlDialect, unique: boolean): string {
  const parts = [column.ident, column.type];
  if (column.identity) parts.push(column.identity);
  if (column.notNull) parts.push('NOT NULL');
  if (column.defaultValue) parts.push(`DEFAULT ${column.defaultValue}`);
  if (unique) parts.push('UNIQUE');
  if (dialect === 'mysql' && column.comment) {
    parts.push(`COMMENT ${mysqlText(column.comment, MYSQL_COLUMN_COMMENT)}`);
  }
  return parts.join(' ');
}

/** The part of a table the plan reads (a parsed Table, or the template's table context). */
export interface DdlSourceTable {
  tableName: string;
  comment: string;
  fields: Field[];
}

function planTable(
  table: DdlSourceTable,
  dialect: DdlDialect,
  name: string,
  renamed: string,
): DdlTable {
  const ident = quoteIdent(name, dialect);
  const lost: string[] = renamed ? [renamed] : [];
  const fields = table.fields;
  const autos = keptAuto(fields, dialect);
  const [auto = null] = autos;
  for (const f of fields) {
    if (f.autoIncrement && !autos.has(f)) {
      lost.push(`${f.columnName} is not auto-increment: ${autoLossReason(f, dialect)}`);
    }
  }
  const names = new NameScope(dialect);
  const sqliteRowid = dialect === 'sqlite' && auto !== null;
  const columns: DdlColumn[] = fields.map((f) => {
    const isAuto = autos.has(f);
    const columnName = names.claim(f.columnName);
    if (columnName !== f.columnName) lost.push(names.why(f.columnName, columnName));
    const column: DdlColumn = {
      sourceName: f.columnName,
      name: columnName,
      ident: quoteIdent(columnName, dialect),
      type: isAuto ? identityType(f, dialect) : columnTypeFor(f, dialect),
      identity: '',
      autoIncrement: isAuto,
      notNull: !f.nullable || f.primaryKey || isAuto,
      defaultValue: isAuto ? '' : defaultValueFor(f, dialect),
      primaryKey: f.primaryKey,
      comment: oneLine(f.comment),
      definition: '',
    };
    if (isAuto) {
      column.identity = sqliteRowid
        ? 'PRIMARY KEY AUTOINCREMENT'
        : autoIncrementFor({ ...f, autoIncrement: true }, dialect);
    }
    return column;
  });
  const keyColumns = columns.filter((c) => c.primaryKey);
  const constraints: string[] = [];
  const uniqueInline = new Set<DdlColumn>();
  const keyed = new Set(keyColumns.map((c) => c.name));
  fields.forEach((f, i) => {
    if (f.unique && !f.primaryKey) keyed.add(columns[i].name);
  });
  if (dialect === 'mysql') lost.push(...fitMysqlRow(columns, fields, keyed));
  if (keyColumns.length > 0 && !sqliteRowid) {
    const part = dialect === 'mysql' ? mysqlKeyPart : (c: DdlColumn) => c.ident;
    constraints.push(`PRIMARY KEY (${keyColumns.map(part).join(', ')})`);
  }
  fields.forEach((f, i) => {
    if (!f.unique || f.primaryKey) return;
    const column = columns[i];
    if (dialect === 'mysql' && mysqlKeyPart(column) !== column.ident) {
      constraints.push(`UNIQUE KEY (${mysqlKeyPart(column)})`);
    } else {
      uniqueInline.add(column);
    }
  });
  // MySQL and MariaDB refuse an auto-increment column that does not lead some key.
  if (dialect === 'mysql' && auto) {
    const column = columns[fields.indexOf(auto)];
    const leadsKey = keyColumns[0] === column || (auto.unique && !auto.primaryKey);
    if (!leadsKey) constraints.push(`KEY (${column.ident})`);
  }
  for (const column of columns) {
    column.definition = definitionOf(column, dialect, uniqueInline.has(column));
  }
  const comment = oneLine(table.comment);
  return {
    sourceName: table.tableName,
    name,
    ident,
    comment,
    columns,
    primaryKey: keyColumns.map((c) => c.name),
    constraints,
    tableOptions:
      dialect === 'mysql'
        ? ` ENGINE=InnoDB DEFAULT CHARSET=utf8mb4${comment ? ` COMMENT=${mysqlText(comment, MYSQL_TABLE_COMMENT)}` : ''}`
        : '',
    after: commentStatements(dialect, table, name, ident, columns),
    lost,
  };
}

function autoLossReason(field: Field, dialect: DdlDialect): string {
  if (!canAutoIncrement(field)) return 'only integer columns auto-increment';
  if (dialect === 'sqlite')
    return 'SQLite auto-increments only a single-column INTEGER PRIMARY KEY';
  return 'a table has one auto-increment column';
}

function commentStatements(
  dialect: DdlDialect,
  table: DdlSourceTable,
  name: string,
  ident: string,
  columns: DdlColumn[],
): string[] {
  const out: string[] = [];
  const comment = oneLine(table.comment);
  if (dialect === 'postgresql' || dialect === 'oracle') {
    if (comment) out.push(`COMMENT ON TABLE ${ident} IS ${quoteText(comment)};`);
    for (const c of columns) {
      if (c.comment) out.push(`COMMENT ON COLUMN ${ident}.${c.ident} IS ${quoteText(c.comment)};`);
    }
  }
  if (dialect === 'sqlserver') {
    const property = (value: string, level: string) =>
      `EXEC sp_addextendedproperty @name = N'MS_Description', @value = N${quoteText(value)}, @level0type = N'SCHEMA', @level0name = N'dbo', @level1type = N'TABLE', @level1name = N${quoteText(name)}${level};`;
    if (comment) out.push(property(comment, ''));
    for (const c of columns) {
      if (c.comment) {
        out.push(
          property(c.comment, `, @level2type = N'COLUMN', @level2name = N${quoteText(c.name)}`),
        );
      }
    }
  }
  return out;
}

/** Every table planned for a dialect; table names are unique and within the engine's limit. */
export function planSchema(tables: DdlSourceTable[], dialectName: DdlDialect | string): DdlTable[] {
  const dialect = toDialect(dialectName);
  const names = new NameScope(dialect);
  return tables.map((t) => {
    const name = names.claim(t.tableName);
    return planTable(t, dialect, name, name === t.tableName ? '' : names.why(t.tableName, name));
  });
}
