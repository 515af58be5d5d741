import { readSql } from '.';
import type { RawField, RawTable } from '../types';

const table = (tables: RawTable[], name: string): RawTable => {
  const t = tables.find((x) => x.tableName === name);
  if (!t) throw new Error(`no table ${name} in ${tables.map((x) => x.tableName).join(', ')}`);
  return t;
};
const field = (t: RawTable, name: string): RawField => {
  const f = t.fields.find((x) => x.columnName === name);
  if (!f) throw new Error(`no column ${name} in ${t.tableName}`);
  return f;
};

/** An SSMS "Script Table as CREATE" of AdventureWorks tables, with SQLCMD variables and a procedure. */
const SSMS = `:setvar DatabaseName "AdventureWorks"
:on error exit
USE [$(DatabaseName)]
GO
/****** Object:  Table [Person].[Address]    Script Date: 1/1/2020 12:00:00 PM ******/
SET ANSI_NULLS ON
GO
SET QUOTED_IDENTIFIER ON
GO
CREATE TABLE [Person].[Address](
	[AddressID] [int] IDENTITY(1,1) NOT FOR REPLICATION NOT NULL,
	[AddressLine1] [nvarchar](60) NOT NULL,
	[AddressLine2] [nvarchar](60) NULL,
	[City] [nvarchar](30) NOT NULL,
	[SpatialLocation] [geography] NULL,
	[rowguid] [uniqueidentifier] ROWGUIDCOL  NOT NULL,
	[ModifiedDate] [datetime] NOT NULL,
 CONSTRAINT [PK_Address_AddressID] PRIMARY KEY CLUSTERED 
(
	[AddressID] ASC
)WITH (PAD_INDEX = OFF, STATISTICS_NORECOMPUTE = OFF, IGNORE_DUP_KEY = OFF, ALLOW_ROW_LOCKS = ON, ALLOW_PAGE_LOCKS = ON) ON [PRIMARY]
) ON [PRIMARY] TEXTIMAGE_ON [PRIMARY]
GO
CREATE TABLE [Sales].[SalesOrderHeader](
	[SalesOrderID] [int] IDENTITY(1,1) NOT FOR REPLICATION NOT NULL,
	[OnlineOrderFlag] [dbo].[Flag] NOT NULL,
	[SalesOrderNumber]  AS (isnull(N'SO'+CONVERT([nvarchar](23),[SalesOrderID]),N'*** ERROR ***')),
	[SubTotal] [money] NOT NULL,
	[Comment] [nvarchar](max) NULL,
	[Data] [varbinary](MAX) NULL,
	[Rate] [decimal](8, 4) NULL,
	[Status] [tinyint] NOT NULL,
	[Demographics] [xml](CONTENT [Sales].[StoreSurveySchemaCollection]) NULL,
 CONSTRAINT [PK_SalesOrderHeader_SalesOrderID] PRIMARY KEY CLUSTERED ([SalesOrderID] ASC) ON [PRIMARY]
) ON [PRIMARY]
GO
ALTER TABLE [Person].[Address] ADD  CONSTRAINT [DF_Address_rowguid]  DEFAULT (newid()) FOR [rowguid]
GO
ALTER TABLE [Person].[Address] ADD  CONSTRAINT [DF_Address_ModifiedDate]  DEFAULT (getdate()) FOR [ModifiedDate]
GO
ALTER TABLE [Sales].[SalesOrderHeader] ADD  CONSTRAINT [DF_SalesOrderHeader_Status]  DEFAULT ((1)) FOR [Status]
GO
ALTER TABLE [Sales].[SalesOrderHeader] ADD  CONSTRAINT [DF_SalesOrderHeader_Comment]  DEFAULT (N'none') FOR [Comment]
GO
ALTER TABLE [Person].[Address]  WITH CHECK ADD  CONSTRAINT [FK_Address_StateProvince] FOREIGN KEY([StateProvinceID])
REFERENCES [Person].[StateProvince] ([StateProvinceID])
GO
ALTER TABLE [Person].[Address] CHECK CONSTRAINT [FK_Address_StateProvince]
GO
ALTER TABLE [Sales].[SalesOrderHeader]  WITH CHECK ADD  CONSTRAINT [CK_Status] CHECK  (([Status]>=(0) AND [Status]<=(8)))
GO
CREATE PROCEDURE [dbo].[uspLogError]
    @ErrorLogID [int] = 0 OUTPUT
AS
BEGIN
    SET NOCOUNT ON;
    CREATE TABLE #tmp (id int);
    IF ERROR_NUMBER() IS NULL
        RETURN;
    INSERT [dbo].[ErrorLog] ([UserName]) VALUES (CONVERT(sysname, CURRENT_USER));
END;
GO
EXEC sys.sp_addextendedproperty @name=N'MS_Description', @value=N'Primary key for Address records.' , @level0type=N'SCHEMA',@level0name=N'Person', @level1type=N'TABLE',@level1name=N'Address', @level2type=N'COLUMN',@level2name=N'AddressID'
GO
EXEC sys.sp_addextendedproperty @name=N'MS_Description', @value=N'Street address information, for customers.' , @level0type=N'SCHEMA',@level0name=N'Person', @level1type=N'TABLE',@level1name=N'Address'
GO
EXEC sp_addextendedproperty N'MS_Description', N'城市', N'SCHEMA', N'Person', N'TABLE', N'Address', N'COLUMN', N'City'
GO
`;

describe('SSMS script', () => {
  const result = readSql(SSMS);

  it('detects SQL Server and reads the tables, skipping procedures and GO batches', () => {
    expect(result.dialect).toBe('sqlserver');
    expect(result.diagnostics).toEqual([]);
    expect(result.tables.map((t) => t.tableName)).toEqual(['Address', 'SalesOrderHeader']);
    expect(table(result.tables, 'Address').schema).toBe('Person');
  });

  it('reads bracketed types, IDENTITY(1,1) and NOT FOR REPLICATION', () => {
    const address = table(result.tables, 'Address');
    expect(address.fields.map((f) => f.columnName)).toEqual([
      'AddressID',
      'AddressLine1',
      'AddressLine2',
      'City',
      'SpatialLocation',
      'rowguid',
      'ModifiedDate',
    ]);
    expect(field(address, 'AddressID')).toMatchObject({
      sqlType: 'int',
      autoIncrement: true,
      primaryKey: true,
      nullable: false,
    });
    expect(field(address, 'AddressLine1')).toMatchObject({
      sqlType: 'nvarchar',
      length: 60,
      nullable: false,
    });
    expect(field(address, 'AddressLine2').nullable).toBe(true);
  });

  it('reads defaults added by ADD CONSTRAINT ... DEFAULT ... FOR', () => {
    const address = table(result.tables, 'Address');
    expect(field(address, 'rowguid').defaultValue).toBe('newid()');
    expect(field(address, 'ModifiedDate').defaultValue).toBe('getdate()');
    const order = table(result.tables, 'SalesOrderHeader');
    expect(field(order, 'Status').defaultValue).toBe('1');
    expect(field(order, 'Comment').defaultValue).toBe('none');
  });

  it('reads user types, computed columns and MAX lengths', () => {
    const order = table(result.tables, 'SalesOrderHeader');
    // A user type the script does not declare keeps its name.
    expect(field(order, 'OnlineOrderFlag').sqlType).toBe('flag');
    // A computed column: the type of its concatenation.
    expect(field(order, 'SalesOrderNumber').sqlType).toBe('nvarchar');
    expect(field(order, 'Comment')).toMatchObject({ sqlType: 'nvarchar', length: null });
    expect(field(order, 'Data')).toMatchObject({ sqlType: 'varbinary', length: null });
    expect(field(order, 'Rate')).toMatchObject({ precision: 8, scale: 4 });
    expect(field(order, 'Demographics').sqlType).toBe('xml');
    expect(field(order, 'SalesOrderID').primaryKey).toBe(true);
  });

  it('reads MS_Description for tables and columns (named and positional arguments)', () => {
    const address = table(result.tables, 'Address');
    expect(address.comment).toBe('Street address information, for customers.');
    expect(field(address, 'AddressID').comment).toBe('Primary key for Address records.');
    expect(field(address, 'City').comment).toBe('城市');
  });
});

describe('T-SQL without GO', () => {
  it('reads idempotent scripts and statements without semicolons', () => {
    const { tables, diagnostics } = readSql(
      `IF OBJECT_ID('dbo.Customers', 'U') IS NOT NULL DROP TABLE dbo.Customers
CREATE TABLE dbo.Customers (
  CustomerID nchar(5) NOT NULL PRIMARY KEY NONCLUSTERED,
  Name nvarchar(40) NOT NULL CONSTRAINT DF_Name DEFAULT (''),
  Balance money CONSTRAINT DF_Balance DEFAULT ((0)) NOT NULL,
  Created datetime2(7) DEFAULT (sysdatetime()),
  Active bit DEFAULT 1,
  Id2 bigint IDENTITY
)
PRINT 'created'
ALTER TABLE dbo.Customers ADD Region nvarchar(15) NULL, Code int NOT NULL DEFAULT 0
CREATE UNIQUE NONCLUSTERED INDEX UX_Name ON dbo.Customers (Name ASC)`,
      { dialect: 'sqlserver' },
    );
    expect(diagnostics).toEqual([]);
    const t = tables[0];
    expect(t.fields.map((f) => f.columnName)).toEqual([
      'CustomerID',
      'Name',
      'Balance',
      'Created',
      'Active',
      'Id2',
      'Region',
      'Code',
    ]);
    expect(field(t, 'CustomerID')).toMatchObject({ sqlType: 'nchar', length: 5, primaryKey: true });
    expect(field(t, 'Name')).toMatchObject({ defaultValue: '', unique: true });
    expect(field(t, 'Balance')).toMatchObject({ defaultValue: '0', nullable: false });
    expect(field(t, 'Created')).toMatchObject({
      sqlType: 'datetime2',
      length: 7,
      defaultValue: 'sysdatetime()',
    });
    expect(field(t, 'Id2')).toMatchObject({ autoIncrement: true, nullable: false });
    expect(field(t, 'Code')).toMatchObject({ sqlType: 'int', nullable: false, defaultValue: '0' });
  });
});
