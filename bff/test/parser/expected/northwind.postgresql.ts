import { col, table, type ExpectedFile } from './model';

/**
 * northwind.postgresql.sql (pg_dump style): 14 tables, 92 columns, no keys in CREATE TABLE — every
 * primary key comes later from `ALTER TABLE ONLY x ADD CONSTRAINT pk_x PRIMARY KEY (...)`.
 * `character varying(n)` keeps its written name (`character varying`, length n), as
 * `timestamp with time zone` would; no column is auto-increment.
 */
const vc = (name: string, length: number, notNull = false, primaryKey = false) =>
  col(name, 'character varying', { length, notNull, primaryKey });
const small = (name: string, notNull = false, primaryKey = false) =>
  col(name, 'smallint', { notNull, primaryKey });
const text = (name: string) => col(name, 'text');
const date = (name: string) => col(name, 'date');
const real = (name: string, notNull = false) => col(name, 'real', { notNull });

export const northwindPostgresql: ExpectedFile = {
  file: 'northwind.postgresql.sql',
  dialect: 'postgresql',
  tables: [
    table('categories', [
      small('category_id', true, true),
      vc('category_name', 15, true),
      text('description'),
      col('picture', 'bytea'),
    ]),
    table('customer_customer_demo', [
      vc('customer_id', 5, true, true),
      vc('customer_type_id', 5, true, true),
    ]),
    table('customer_demographics', [vc('customer_type_id', 5, true, true), text('customer_desc')]),
    table('customers', [
      vc('customer_id', 5, true, true),
      vc('company_name', 40, true),
      vc('contact_name', 30),
      vc('contact_title', 30),
      vc('address', 60),
      vc('city', 15),
      vc('region', 15),
      vc('postal_code', 10),
      vc('country', 15),
      vc('phone', 24),
      vc('fax', 24),
    ]),
    table('employees', [
      small('employee_id', true, true),
      vc('last_name', 20, true),
      vc('first_name', 10, true),
      vc('title', 30),
      vc('title_of_courtesy', 25),
      date('birth_date'),
      date('hire_date'),
      vc('address', 60),
      vc('city', 15),
      vc('region', 15),
      vc('postal_code', 10),
      vc('country', 15),
      vc('home_phone', 24),
      vc('extension', 4),
      col('photo', 'bytea'),
      text('notes'),
      small('reports_to'),
      vc('photo_path', 255),
    ]),
    table('employee_territories', [
      small('employee_id', true, true),
      vc('territory_id', 20, true, true),
    ]),
    table('order_details', [
      small('order_id', true, true),
      small('product_id', true, true),
      real('unit_price', true),
      small('quantity', true),
      real('discount', true),
    ]),
    table('orders', [
      small('order_id', true, true),
      vc('customer_id', 5),
      small('employee_id'),
      date('order_date'),
      date('required_date'),
      date('shipped_date'),
      small('ship_via'),
      real('freight'),
      vc('ship_name', 40),
      vc('ship_address', 60),
      vc('ship_city', 15),
      vc('ship_region', 15),
      vc('ship_postal_code', 10),
      vc('ship_country', 15),
    ]),
    table('products', [
      small('product_id', true, true),
      vc('product_name', 40, true),
      small('supplier_id'),
      small('category_id'),
      vc('quantity_per_unit', 20),
      real('unit_price'),
      small('units_in_stock'),
      small('units_on_order'),
      small('reorder_level'),
      col('discontinued', 'integer', { notNull: true }),
    ]),
    table('region', [small('region_id', true, true), vc('region_description', 60, true)]),
    table('shippers', [
      small('shipper_id', true, true),
      vc('company_name', 40, true),
      vc('phone', 24),
    ]),
    table('suppliers', [
      small('supplier_id', true, true),
      vc('company_name', 40, true),
      vc('contact_name', 30),
      vc('contact_title', 30),
      vc('address', 60),
      vc('city', 15),
      vc('region', 15),
      vc('postal_code', 10),
      vc('country', 15),
      vc('phone', 24),
      vc('fax', 24),
      text('homepage'),
    ]),
    table('territories', [
      vc('territory_id', 20, true, true),
      vc('territory_description', 60, true),
      small('region_id', true),
    ]),
    table('us_states', [
      small('state_id', true, true),
      vc('state_name', 100),
      vc('state_abbr', 2),
      vc('state_region', 50),
    ]),
  ],
};
