import { col, table, type ExpectedFile } from './model';

/**
 * northwind.sqlite.sql: 13 tables, 88 columns, mostly untyped-length TEXT. Names are often written
 * against their type (`[CustomerID]TEXT`); `[Order Details]` has a space. Single-column INTEGER
 * primary keys are rowid aliases and auto-increment, with or without the AUTOINCREMENT keyword
 * (Regions.RegionID has none); TEXT and composite keys do not. A primary key is never nullable here,
 * although SQLite itself would accept NULL in a non-INTEGER key (a documented legacy quirk).
 */
const text = (name: string, notNull = false) => col(name, 'text', { notNull });
const integer = (name: string, notNull = false) => col(name, 'integer', { notNull });
const rowid = (name: string) =>
  col(name, 'integer', { notNull: true, primaryKey: true, autoIncrement: true });

export const northwindSqlite: ExpectedFile = {
  file: 'northwind.sqlite.sql',
  dialect: 'sqlite',
  tables: [
    table('Categories', [
      rowid('CategoryID'),
      text('CategoryName'),
      text('Description'),
      col('Picture', 'blob'),
    ]),
    table('CustomerCustomerDemo', [
      col('CustomerID', 'text', { notNull: true, primaryKey: true }),
      col('CustomerTypeID', 'text', { notNull: true, primaryKey: true }),
    ]),
    table('CustomerDemographics', [
      col('CustomerTypeID', 'text', { notNull: true, primaryKey: true }),
      text('CustomerDesc'),
    ]),
    table('Customers', [
      col('CustomerID', 'text', { primaryKey: true }),
      text('CompanyName'),
      text('ContactName'),
      text('ContactTitle'),
      text('Address'),
      text('City'),
      text('Region'),
      text('PostalCode'),
      text('Country'),
      text('Phone'),
      text('Fax'),
    ]),
    table('Employees', [
      rowid('EmployeeID'),
      text('LastName'),
      text('FirstName'),
      text('Title'),
      text('TitleOfCourtesy'),
      col('BirthDate', 'date'),
      col('HireDate', 'date'),
      text('Address'),
      text('City'),
      text('Region'),
      text('PostalCode'),
      text('Country'),
      text('HomePhone'),
      text('Extension'),
      col('Photo', 'blob'),
      text('Notes'),
      integer('ReportsTo'),
      text('PhotoPath'),
    ]),
    table('EmployeeTerritories', [
      col('EmployeeID', 'integer', { notNull: true, primaryKey: true }),
      col('TerritoryID', 'text', { notNull: true, primaryKey: true }),
    ]),
    table('Order Details', [
      col('OrderID', 'integer', { notNull: true, primaryKey: true }),
      col('ProductID', 'integer', { notNull: true, primaryKey: true }),
      col('UnitPrice', 'numeric', { notNull: true, defaultValue: '0' }),
      col('Quantity', 'integer', { notNull: true, defaultValue: '1' }),
      col('Discount', 'real', { notNull: true, defaultValue: '0' }),
    ]),
    table('Orders', [
      rowid('OrderID'),
      text('CustomerID'),
      integer('EmployeeID'),
      col('OrderDate', 'datetime'),
      col('RequiredDate', 'datetime'),
      col('ShippedDate', 'datetime'),
      integer('ShipVia'),
      col('Freight', 'numeric', { defaultValue: '0' }),
      text('ShipName'),
      text('ShipAddress'),
      text('ShipCity'),
      text('ShipRegion'),
      text('ShipPostalCode'),
      text('ShipCountry'),
    ]),
    table('Products', [
      rowid('ProductID'),
      text('ProductName', true),
      integer('SupplierID'),
      integer('CategoryID'),
      text('QuantityPerUnit'),
      col('UnitPrice', 'numeric', { defaultValue: '0' }),
      col('UnitsInStock', 'integer', { defaultValue: '0' }),
      col('UnitsOnOrder', 'integer', { defaultValue: '0' }),
      col('ReorderLevel', 'integer', { defaultValue: '0' }),
      col('Discontinued', 'text', { notNull: true, defaultValue: '0' }),
    ]),
    table('Regions', [rowid('RegionID'), text('RegionDescription', true)]),
    table('Shippers', [rowid('ShipperID'), text('CompanyName', true), text('Phone')]),
    table('Suppliers', [
      rowid('SupplierID'),
      text('CompanyName', true),
      text('ContactName'),
      text('ContactTitle'),
      text('Address'),
      text('City'),
      text('Region'),
      text('PostalCode'),
      text('Country'),
      text('Phone'),
      text('Fax'),
      text('HomePage'),
    ]),
    table('Territories', [
      col('TerritoryID', 'text', { notNull: true, primaryKey: true }),
      text('TerritoryDescription', true),
      integer('RegionID', true),
    ]),
  ],
};
