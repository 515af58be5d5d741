import type { SqlDialect } from '../../../../src/contract/text';
import { col, table, type ExpectedFile, type ExpectedField } from './model';

/**
 * Chinook 1.4.5: all eleven scripts declare the same 11 tables and 64 columns in the same order with
 * the same NOT NULLs and primary keys (checked line by line); they differ in quoting, in the type
 * names each dialect uses, in PostgreSQL's snake_case names, and in how the variants make the single
 * primary keys auto-increment. So the shape is written once here and each file's differences are
 * spelled out in `variants` below.
 */
type Kind =
  | { k: 'int' }
  | { k: 'text'; length: number }
  | { k: 'date' }
  | { k: 'money' }
  /** The table's single primary key column (`CONSTRAINT PK_x PRIMARY KEY (xId)`). */
  | { k: 'id' };

interface Column {
  name: string;
  kind: Kind;
  notNull?: boolean;
  /** Part of PlaylistTrack's composite key. */
  keyPart?: boolean;
}

const id = (name: string): Column => ({ name, kind: { k: 'id' }, notNull: true });
const int = (name: string, notNull = false): Column => ({ name, kind: { k: 'int' }, notNull });
const text = (name: string, length: number, notNull = false): Column => ({
  name,
  kind: { k: 'text', length },
  notNull,
});
const date = (name: string, notNull = false): Column => ({ name, kind: { k: 'date' }, notNull });
const money = (name: string): Column => ({ name, kind: { k: 'money' }, notNull: true });

const SHAPE: Array<{ name: string; columns: Column[] }> = [
  { name: 'Album', columns: [id('AlbumId'), text('Title', 160, true), int('ArtistId', true)] },
  { name: 'Artist', columns: [id('ArtistId'), text('Name', 120)] },
  {
    name: 'Customer',
    columns: [
      id('CustomerId'),
      text('FirstName', 40, true),
      text('LastName', 20, true),
      text('Company', 80),
      text('Address', 70),
      text('City', 40),
      text('State', 40),
      text('Country', 40),
      text('PostalCode', 10),
      text('Phone', 24),
      text('Fax', 24),
      text('Email', 60, true),
      int('SupportRepId'),
    ],
  },
  {
    name: 'Employee',
    columns: [
      id('EmployeeId'),
      text('LastName', 20, true),
      text('FirstName', 20, true),
      text('Title', 30),
      int('ReportsTo'),
      date('BirthDate'),
      date('HireDate'),
      text('Address', 70),
      text('City', 40),
      text('State', 40),
      text('Country', 40),
      text('PostalCode', 10),
      text('Phone', 24),
      text('Fax', 24),
      text('Email', 60),
    ],
  },
  { name: 'Genre', columns: [id('GenreId'), text('Name', 120)] },
  {
    name: 'Invoice',
    columns: [
      id('InvoiceId'),
      int('CustomerId', true),
      date('InvoiceDate', true),
      text('BillingAddress', 70),
      text('BillingCity', 40),
      text('BillingState', 40),
      text('BillingCountry', 40),
      text('BillingPostalCode', 10),
      money('Total'),
    ],
  },
  {
    name: 'InvoiceLine',
    columns: [
      id('InvoiceLineId'),
      int('InvoiceId', true),
      int('TrackId', true),
      money('UnitPrice'),
      int('Quantity', true),
    ],
  },
  { name: 'MediaType', columns: [id('MediaTypeId'), text('Name', 120)] },
  { name: 'Playlist', columns: [id('PlaylistId'), text('Name', 120)] },
  {
    name: 'PlaylistTrack',
    columns: [
      { ...int('PlaylistId', true), keyPart: true },
      { ...int('TrackId', true), keyPart: true },
    ],
  },
  {
    name: 'Track',
    columns: [
      id('TrackId'),
      text('Name', 200, true),
      int('AlbumId'),
      int('MediaTypeId', true),
      int('GenreId'),
      text('Composer', 220),
      int('Milliseconds', true),
      int('Bytes'),
      money('UnitPrice'),
    ],
  },
];

interface Variant {
  file: string;
  dialect: SqlDialect;
  /** Type names as written in the file, lower-cased. */
  types: { int: string; text: string; date: string; money: string };
  snakeCase?: boolean;
  /** Whether the single primary keys auto-increment. */
  autoIncrementIds: boolean;
}

const snake = (name: string) => name.replace(/(?<=[a-z])([A-Z])/g, '_$1').toLowerCase();

const MYSQL_TYPES = { int: 'int', text: 'nvarchar', date: 'datetime', money: 'numeric' };
const PG_TYPES = { int: 'int', text: 'varchar', date: 'timestamp', money: 'numeric' };
const SQLSERVER_TYPES = { int: 'int', text: 'nvarchar', date: 'datetime', money: 'numeric' };
const SQLITE_TYPES = { int: 'integer', text: 'nvarchar', date: 'datetime', money: 'numeric' };

const variants: Variant[] = [
  {
    file: 'chinook.db2.sql',
    dialect: 'db2',
    types: { int: 'int', text: 'varchar', date: 'date', money: 'numeric' },
    autoIncrementIds: false,
  },
  { file: 'chinook.mysql.sql', dialect: 'mysql', types: MYSQL_TYPES, autoIncrementIds: false },
  // `INT NOT NULL AUTO_INCREMENT`
  {
    file: 'chinook.mysql-autoinc.sql',
    dialect: 'mysql',
    types: MYSQL_TYPES,
    autoIncrementIds: true,
  },
  // NUMBER without precision stays `number` with no precision; money is NUMBER(10,2).
  {
    file: 'chinook.oracle.sql',
    dialect: 'oracle',
    types: { int: 'number', text: 'varchar2', date: 'date', money: 'number' },
    autoIncrementIds: false,
  },
  {
    file: 'chinook.postgresql.sql',
    dialect: 'postgresql',
    types: PG_TYPES,
    snakeCase: true,
    autoIncrementIds: false,
  },
  // `INT NOT NULL GENERATED ALWAYS AS IDENTITY`
  {
    file: 'chinook.postgresql-identity.sql',
    dialect: 'postgresql',
    types: PG_TYPES,
    snakeCase: true,
    autoIncrementIds: true,
  },
  // `SERIAL NOT NULL`: serial is an auto-incrementing int.
  {
    file: 'chinook.postgresql-serial.sql',
    dialect: 'postgresql',
    types: PG_TYPES,
    snakeCase: true,
    autoIncrementIds: true,
  },
  // `[AlbumId] INTEGER NOT NULL, CONSTRAINT [PK_Album] PRIMARY KEY ([AlbumId])`: a single-column
  // INTEGER primary key is SQLite's rowid alias whether declared on the column or as a table
  // constraint (sqlite.org/lang_createtable.html#rowid), so it auto-increments. PlaylistTrack's
  // composite key is not a rowid alias.
  { file: 'chinook.sqlite.sql', dialect: 'sqlite', types: SQLITE_TYPES, autoIncrementIds: true },
  // `INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL`
  {
    file: 'chinook.sqlite-autoinc.sql',
    dialect: 'sqlite',
    types: SQLITE_TYPES,
    autoIncrementIds: true,
  },
  {
    file: 'chinook.sqlserver.sql',
    dialect: 'sqlserver',
    types: SQLSERVER_TYPES,
    autoIncrementIds: false,
  },
  // `INT NOT NULL IDENTITY`
  {
    file: 'chinook.sqlserver-identity.sql',
    dialect: 'sqlserver',
    types: SQLSERVER_TYPES,
    autoIncrementIds: true,
  },
];

function field(v: Variant, c: Column): ExpectedField {
  const name = v.snakeCase ? snake(c.name) : c.name;
  const base = { notNull: c.notNull, primaryKey: c.keyPart };
  switch (c.kind.k) {
    case 'id':
      return col(name, v.types.int, {
        notNull: true,
        primaryKey: true,
        autoIncrement: v.autoIncrementIds,
      });
    case 'int':
      return col(name, v.types.int, base);
    case 'text':
      return col(name, v.types.text, { ...base, length: c.kind.length });
    case 'date':
      return col(name, v.types.date, base);
    case 'money':
      return col(name, v.types.money, { ...base, precision: 10, scale: 2 });
  }
}

export const chinook: ExpectedFile[] = variants.map((v) => ({
  file: v.file,
  dialect: v.dialect,
  tables: SHAPE.map((t) =>
    table(
      v.snakeCase ? snake(t.name) : t.name,
      t.columns.map((c) => field(v, c)),
    ),
  ),
}));
