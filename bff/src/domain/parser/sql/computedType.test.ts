/**
 * Computed columns that declare no type (SQL Server, SQLite) get the type their expression yields,
 * so a money total is a BigDecimal and an order number a String, not an untyped text field.
 */
import { parse } from '..';
import { readSql } from '.';
import type { SqlDialect } from '../../../../../src/contract/text';

const typesOf = (ddl: string, dialect: SqlDialect) => {
  const { tables, diagnostics } = readSql(ddl, { dialect });
  expect(diagnostics).toEqual([]);
  return Object.fromEntries(
    tables[0].fields.map((f) => [
      f.columnName,
      [f.sqlType, f.length ?? f.precision, f.scale].filter((v) => v !== null).join(' '),
    ]),
  );
};

describe('SQL Server computed columns', () => {
  const types = typesOf(
    `CREATE TABLE [Sales].[SalesOrderHeader](
    [SalesOrderID] [int] IDENTITY (1, 1) NOT NULL,
    [SubTotal] [money] NOT NULL,
    [TaxAmt] [money] NOT NULL,
    [Freight] [money] NOT NULL,
    [OrderQty] [smallint] NOT NULL,
    [UnitPriceDiscount] [money] NOT NULL,
    [Received] [decimal](8, 2) NOT NULL,
    [Rejected] [decimal](8, 2) NOT NULL,
    [OrderDate] [datetime] NOT NULL,
    [Name] [nvarchar](50) NOT NULL,
    [TotalDue] AS ISNULL([SubTotal] + [TaxAmt] + [Freight], 0) PERSISTED NOT NULL,
    [LineTotal] AS ISNULL([SubTotal] * (1.0 - [UnitPriceDiscount]) * [OrderQty], 0.0),
    [Stocked] AS ISNULL([Received] - [Rejected], 0.00),
    [Doubled] AS ([OrderQty] * 2),
    [Share] AS ([OrderQty] * 1.5),
    [SalesOrderNumber] AS ISNULL(N'SO' + CONVERT(nvarchar(23), [SalesOrderID]), N'*** ERROR ***'),
    [AccountNumber] AS ISNULL('AW' + [dbo].[ufnLeadingZeros](SalesOrderID), ''),
    [Code] AS CAST([SalesOrderID] AS varchar(10)),
    [DueDate] AS DATEADD(day, 30, [OrderDate]),
    [NextDay] AS [OrderDate] + 1,
    [NameLength] AS LEN([Name]),
    [Upper] AS UPPER([Name]),
    [Size] AS CASE WHEN [OrderQty] > 10 THEN 'large' ELSE 'small' END,
    [Level] AS OrganizationNode.GetLevel(),
    [Special] AS [dbo].[ufnSpecial]([SalesOrderID]),
    [Later] AS [Future] * 2,
    [Future] [bigint] NULL
) ON [PRIMARY];`,
    'sqlserver',
  );

  it('reads arithmetic over columns as the widest of their types', () => {
    expect(types.TotalDue).toBe('money');
    expect(types.LineTotal).toBe('money');
    expect(types.Stocked).toBe('decimal 8 2');
    // The literal 2 is an int, which SQL Server ranks above smallint.
    expect(types.Doubled).toBe('int');
    expect(types.Share).toBe('decimal');
    expect(types.Later).toBe('bigint');
  });

  it('reads concatenations as text and casts as their target', () => {
    expect(types.SalesOrderNumber).toBe('nvarchar');
    expect(types.AccountNumber).toBe('varchar');
    expect(types.Code).toBe('varchar 10');
    expect(types.Upper).toBe('varchar');
    expect(types.Size).toBe('varchar');
  });

  it('reads the common functions', () => {
    expect(types.DueDate).toBe('datetime');
    expect(types.NextDay).toBe('datetime');
    expect(types.NameLength).toBe('int');
    expect(types.Level).toBe('smallint');
  });

  it('leaves an expression it cannot tell without a type', () => {
    expect(types.Special).toBe('');
  });

  it('gives the column the Java type of what it computes', () => {
    const [t] = parse(
      'CREATE TABLE t ([Price] [money] NOT NULL, [Qty] [int] NOT NULL, [Total] AS [Price] * [Qty])',
      { dialect: 'sqlserver' },
    ).tables;
    expect(t.fields[2]).toMatchObject({ sqlType: 'money', javaType: 'BigDecimal' });
  });
});

it('SQLite: a generated column without a type reads its expression', () => {
  const types = typesOf(
    `CREATE TABLE person (
  first TEXT NOT NULL,
  last TEXT NOT NULL,
  born INTEGER,
  full GENERATED ALWAYS AS (first || ' ' || last) VIRTUAL,
  age_next GENERATED ALWAYS AS (born + 1) STORED,
  typed INTEGER GENERATED ALWAYS AS (born * 2)
);`,
    'sqlite',
  );
  expect(types.full).toBe('varchar');
  expect(types.age_next).toBe('integer');
  expect(types.typed).toBe('integer');
});
