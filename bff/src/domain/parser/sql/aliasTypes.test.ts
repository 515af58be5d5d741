/**
 * Types declared under names of their own (PostgreSQL domains, T-SQL alias types, DB2 distinct
 * types): a column of one gets the type it stands for, so its Java type and size are right. And
 * PostgreSQL arrays keep their `[]` in the SQL type.
 */
import { parse } from '..';
import { readSql } from '.';
import type { RawTable } from '../types';

const columns = (t: RawTable | undefined) =>
  Object.fromEntries((t?.fields ?? []).map((f) => [f.columnName, f]));

describe('PostgreSQL CREATE DOMAIN', () => {
  const { tables, diagnostics } = readSql(
    `CREATE DOMAIN "Flag" boolean NOT NULL;
CREATE DOMAIN "Name" varchar(50) NULL;
CREATE DOMAIN public.money_amount AS numeric(19, 4) DEFAULT 0 CHECK (VALUE >= 0);
CREATE DOMAIN tag_list AS text[];
CREATE TYPE mood AS ENUM ('sad', 'ok');
CREATE TABLE product (
    id SERIAL,
    name "Name" NOT NULL,
    make_flag "Flag" DEFAULT true,
    optional_flag "Flag" NULL,
    price public.money_amount,
    tags tag_list,
    names "Name"[],
    feeling mood
);`,
    { dialect: 'postgresql' },
  );
  const c = columns(tables[0]);

  it('reads each column as the type its domain stands for', () => {
    expect(diagnostics).toEqual([]);
    expect(c.name).toMatchObject({ sqlType: 'varchar', length: 50, nullable: false });
    expect(c.make_flag).toMatchObject({ sqlType: 'boolean', defaultValue: 'true' });
    expect(c.price).toMatchObject({ sqlType: 'numeric', precision: 19, scale: 4 });
    expect(c.tags).toMatchObject({ sqlType: 'text[]', array: true });
    expect(c.names).toMatchObject({ sqlType: 'varchar[]', length: 50 });
  });

  it("takes the domain's NOT NULL and default unless the column states its own", () => {
    expect(c.make_flag.nullable).toBe(false);
    expect(c.optional_flag.nullable).toBe(true);
    expect(c.price.defaultValue).toBe('0');
  });

  it('leaves enum and composite types as they are', () => {
    expect(c.feeling.sqlType).toBe('mood');
  });

  it('gives the base type to Java and TypeScript', () => {
    const [product] = parse(
      `CREATE DOMAIN "Flag" boolean NOT NULL;
CREATE TABLE product (make_flag "Flag", tags text[], matrix int[3][3]);`,
      { dialect: 'postgresql' },
    ).tables;
    const f = columns(product as unknown as RawTable);
    expect(f.make_flag).toMatchObject({ javaType: 'Boolean', tsType: 'boolean' });
    expect(f.tags).toMatchObject({ sqlType: 'text[]', javaType: 'List<String>' });
    expect(f.matrix).toMatchObject({ sqlType: 'int[][]', javaType: 'List<Integer>' });
  });

  it('keeps `ARRAY` arrays as `[]`', () => {
    const [t] = readSql('CREATE TABLE t (a integer ARRAY, b integer ARRAY[4]);', {
      dialect: 'postgresql',
    }).tables;
    expect(t.fields.map((f) => f.sqlType)).toEqual(['integer[]', 'integer[]']);
  });
});

describe('SQL Server alias types', () => {
  it('reads CREATE TYPE … FROM and sp_addtype, by position and by name', () => {
    const { tables, diagnostics } = readSql(
      `CREATE TYPE [dbo].[Flag] FROM [bit] NOT NULL
GO
CREATE TYPE [Name] FROM nvarchar(50) NULL
GO
execute sp_addtype tid ,'varchar(6)' ,'NOT NULL'
GO
EXEC sp_addtype @typename = empid, @phystype = 'char(9)', @nulltype = 'NULL'
GO
EXEC sp_addtype birthday, datetime
GO
CREATE TABLE [Production].[Product](
    [ProductID] [int] IDENTITY (1, 1) NOT NULL,
    [Name] [Name] NOT NULL,
    [MakeFlag] [Flag] CONSTRAINT [DF_Product_MakeFlag] DEFAULT (1),
    [title_id] tid CONSTRAINT UPKCL_titleidind PRIMARY KEY CLUSTERED,
    [emp_id] empid,
    [born] birthday,
) ON [PRIMARY]
GO`,
      { dialect: 'sqlserver' },
    );
    expect(diagnostics).toEqual([]);
    const c = columns(tables[0]);
    expect(c.Name).toMatchObject({ sqlType: 'nvarchar', length: 50, nullable: false });
    expect(c.MakeFlag).toMatchObject({ sqlType: 'bit', nullable: false, defaultValue: '1' });
    expect(c.title_id).toMatchObject({ sqlType: 'varchar', length: 6, primaryKey: true });
    expect(c.emp_id).toMatchObject({ sqlType: 'char', length: 9, nullable: true });
    expect(c.born).toMatchObject({ sqlType: 'datetime', nullable: true });
  });

  it('maps a column of an alias type as its base type', () => {
    const [t] = parse(
      `CREATE TYPE [Flag] FROM [bit] NOT NULL
GO
CREATE TABLE t ([MakeFlag] [Flag])
GO`,
      { dialect: 'sqlserver' },
    ).tables;
    expect(t.fields[0]).toMatchObject({ sqlType: 'bit', javaType: 'Boolean', nullable: false });
  });
});

it('DB2: CREATE DISTINCT TYPE stands for its source type', () => {
  const { tables } = readSql(
    `CREATE DISTINCT TYPE money AS DECIMAL(9,2) WITH COMPARISONS;
CREATE TABLE t (amount money NOT NULL);`,
    { dialect: 'db2' },
  );
  expect(tables[0].fields[0]).toMatchObject({ sqlType: 'decimal', precision: 9, scale: 2 });
});
