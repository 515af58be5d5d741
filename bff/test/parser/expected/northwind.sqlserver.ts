import { col, table, type ExpectedFile } from './model';

/**
 * northwind.sqlserver.sql (instnwnd.sql, trimmed): 13 tables, 88 columns. Types are double-quoted
 * (`"int"`) or bracketed (`[nchar] (10)`), lengths sit after a space; `IDENTITY (1, 1)` columns
 * auto-increment; `CONSTRAINT "DF_x" DEFAULT (0)` is the default `0`. The last five tables get their
 * primary keys from `ALTER TABLE x ADD CONSTRAINT [PK_x] PRIMARY KEY NONCLUSTERED (...) ON [PRIMARY]`
 * after GO batches and plain `Insert Into` lines.
 */
const nv = (name: string, length: number, notNull = false) =>
  col(name, 'nvarchar', { length, notNull });
const identity = (name: string) =>
  col(name, 'int', { notNull: true, primaryKey: true, autoIncrement: true });
const int = (name: string, notNull = false) => col(name, 'int', { notNull });
const datetime = (name: string) => col(name, 'datetime');

export const northwindSqlserver: ExpectedFile = {
  file: 'northwind.sqlserver.sql',
  dialect: 'sqlserver',
  tables: [
    table('Employees', [
      identity('EmployeeID'),
      nv('LastName', 20, true),
      nv('FirstName', 10, true),
      nv('Title', 30),
      nv('TitleOfCourtesy', 25),
      datetime('BirthDate'),
      datetime('HireDate'),
      nv('Address', 60),
      nv('City', 15),
      nv('Region', 15),
      nv('PostalCode', 10),
      nv('Country', 15),
      nv('HomePhone', 24),
      nv('Extension', 4),
      col('Photo', 'image'),
      col('Notes', 'ntext'),
      int('ReportsTo'),
      nv('PhotoPath', 255),
    ]),
    table('Categories', [
      identity('CategoryID'),
      nv('CategoryName', 15, true),
      col('Description', 'ntext'),
      col('Picture', 'image'),
    ]),
    table('Customers', [
      col('CustomerID', 'nchar', { length: 5, notNull: true, primaryKey: true }),
      nv('CompanyName', 40, true),
      nv('ContactName', 30),
      nv('ContactTitle', 30),
      nv('Address', 60),
      nv('City', 15),
      nv('Region', 15),
      nv('PostalCode', 10),
      nv('Country', 15),
      nv('Phone', 24),
      nv('Fax', 24),
    ]),
    table('Shippers', [identity('ShipperID'), nv('CompanyName', 40, true), nv('Phone', 24)]),
    table('Suppliers', [
      identity('SupplierID'),
      nv('CompanyName', 40, true),
      nv('ContactName', 30),
      nv('ContactTitle', 30),
      nv('Address', 60),
      nv('City', 15),
      nv('Region', 15),
      nv('PostalCode', 10),
      nv('Country', 15),
      nv('Phone', 24),
      nv('Fax', 24),
      col('HomePage', 'ntext'),
    ]),
    table('Orders', [
      identity('OrderID'),
      col('CustomerID', 'nchar', { length: 5 }),
      int('EmployeeID'),
      datetime('OrderDate'),
      datetime('RequiredDate'),
      datetime('ShippedDate'),
      int('ShipVia'),
      col('Freight', 'money', { defaultValue: '0' }),
      nv('ShipName', 40),
      nv('ShipAddress', 60),
      nv('ShipCity', 15),
      nv('ShipRegion', 15),
      nv('ShipPostalCode', 10),
      nv('ShipCountry', 15),
    ]),
    table('Products', [
      identity('ProductID'),
      nv('ProductName', 40, true),
      int('SupplierID'),
      int('CategoryID'),
      nv('QuantityPerUnit', 20),
      col('UnitPrice', 'money', { defaultValue: '0' }),
      col('UnitsInStock', 'smallint', { defaultValue: '0' }),
      col('UnitsOnOrder', 'smallint', { defaultValue: '0' }),
      col('ReorderLevel', 'smallint', { defaultValue: '0' }),
      col('Discontinued', 'bit', { notNull: true, defaultValue: '0' }),
    ]),
    table('Order Details', [
      col('OrderID', 'int', { notNull: true, primaryKey: true }),
      col('ProductID', 'int', { notNull: true, primaryKey: true }),
      col('UnitPrice', 'money', { notNull: true, defaultValue: '0' }),
      col('Quantity', 'smallint', { notNull: true, defaultValue: '1' }),
      col('Discount', 'real', { notNull: true, defaultValue: '0' }),
    ]),
    table('CustomerCustomerDemo', [
      col('CustomerID', 'nchar', { length: 5, notNull: true, primaryKey: true }),
      col('CustomerTypeID', 'nchar', { length: 10, notNull: true, primaryKey: true }),
    ]),
    table('CustomerDemographics', [
      col('CustomerTypeID', 'nchar', { length: 10, notNull: true, primaryKey: true }),
      col('CustomerDesc', 'ntext'),
    ]),
    table('Region', [
      col('RegionID', 'int', { notNull: true, primaryKey: true }),
      col('RegionDescription', 'nchar', { length: 50, notNull: true }),
    ]),
    table('Territories', [
      col('TerritoryID', 'nvarchar', { length: 20, notNull: true, primaryKey: true }),
      col('TerritoryDescription', 'nchar', { length: 50, notNull: true }),
      int('RegionID', true),
    ]),
    table('EmployeeTerritories', [
      col('EmployeeID', 'int', { notNull: true, primaryKey: true }),
      col('TerritoryID', 'nvarchar', { length: 20, notNull: true, primaryKey: true }),
    ]),
  ],
};
