import { col, table, type ExpectedFile, type ExpectedField } from './model';

/**
 * northwind.mysql.sql (MySQL Workbench export): 20 tables, 177 columns. `INT(11)` keeps its display
 * width as length 11, `TINYINT(1)` length 1; `NULL DEFAULT NULL` is a nullable column without a
 * default; `DEFAULT '0.0000'` is the unquoted `0.0000`. `UNIQUE INDEX id (id ASC)` on purchase_orders
 * is not asserted (unique is not part of these expectations).
 */
const int11 = (name: string, o: Parameters<typeof col>[2] = {}) =>
  col(name, 'int', { length: 11, ...o });
const autoId = (name = 'id') =>
  int11(name, { notNull: true, primaryKey: true, autoIncrement: true });
const varchar = (name: string, length: number, notNull = false) =>
  col(name, 'varchar', { length, notNull });
const longtext = (name: string) => col(name, 'longtext');
const datetime = (name: string) => col(name, 'datetime');
const money = (name: string, defaultValue?: string, notNull = false) =>
  col(name, 'decimal', { precision: 19, scale: 4, defaultValue, notNull });

/** customers, employees, shippers and suppliers declare these same 18 columns. */
const contact = (): ExpectedField[] => [
  autoId(),
  varchar('company', 50),
  varchar('last_name', 50),
  varchar('first_name', 50),
  varchar('email_address', 50),
  varchar('job_title', 50),
  varchar('business_phone', 25),
  varchar('home_phone', 25),
  varchar('mobile_phone', 25),
  varchar('fax_number', 25),
  longtext('address'),
  varchar('city', 50),
  varchar('state_province', 50),
  varchar('zip_postal_code', 15),
  varchar('country_region', 50),
  longtext('web_page'),
  longtext('notes'),
  col('attachments', 'longblob'),
];

const tinyKey = (name: string) =>
  col(name, 'tinyint', { length: 4, notNull: true, primaryKey: true });

export const northwindMysql: ExpectedFile = {
  file: 'northwind.mysql.sql',
  dialect: 'mysql',
  tables: [
    table('customers', contact()),
    table('employees', contact()),
    table('privileges', [autoId(), varchar('privilege_name', 50)]),
    table('employee_privileges', [
      int11('employee_id', { notNull: true, primaryKey: true }),
      int11('privilege_id', { notNull: true, primaryKey: true }),
    ]),
    table('inventory_transaction_types', [tinyKey('id'), varchar('type_name', 50, true)]),
    table('shippers', contact()),
    table('orders_tax_status', [tinyKey('id'), varchar('tax_status_name', 50, true)]),
    table('orders_status', [tinyKey('id'), varchar('status_name', 50, true)]),
    table('orders', [
      autoId(),
      int11('employee_id'),
      int11('customer_id'),
      datetime('order_date'),
      datetime('shipped_date'),
      int11('shipper_id'),
      varchar('ship_name', 50),
      longtext('ship_address'),
      varchar('ship_city', 50),
      varchar('ship_state_province', 50),
      varchar('ship_zip_postal_code', 50),
      varchar('ship_country_region', 50),
      money('shipping_fee', '0.0000'),
      money('taxes', '0.0000'),
      varchar('payment_type', 50),
      datetime('paid_date'),
      longtext('notes'),
      col('tax_rate', 'double', { defaultValue: '0' }),
      col('tax_status_id', 'tinyint', { length: 4 }),
      col('status_id', 'tinyint', { length: 4, defaultValue: '0' }),
    ]),
    table('products', [
      longtext('supplier_ids'),
      autoId(),
      varchar('product_code', 25),
      varchar('product_name', 50),
      longtext('description'),
      money('standard_cost', '0.0000'),
      money('list_price', '0.0000', true),
      int11('reorder_level'),
      int11('target_level'),
      varchar('quantity_per_unit', 50),
      col('discontinued', 'tinyint', { length: 1, notNull: true, defaultValue: '0' }),
      int11('minimum_reorder_quantity'),
      varchar('category', 50),
      col('attachments', 'longblob'),
    ]),
    table('purchase_order_status', [
      int11('id', { notNull: true, primaryKey: true }),
      varchar('status', 50),
    ]),
    table('suppliers', contact()),
    table('purchase_orders', [
      autoId(),
      int11('supplier_id'),
      int11('created_by'),
      datetime('submitted_date'),
      datetime('creation_date'),
      int11('status_id', { defaultValue: '0' }),
      datetime('expected_date'),
      money('shipping_fee', '0.0000', true),
      money('taxes', '0.0000', true),
      datetime('payment_date'),
      money('payment_amount', '0.0000'),
      varchar('payment_method', 50),
      longtext('notes'),
      int11('approved_by'),
      datetime('approved_date'),
      int11('submitted_by'),
    ]),
    table('inventory_transactions', [
      autoId(),
      col('transaction_type', 'tinyint', { length: 4, notNull: true }),
      datetime('transaction_created_date'),
      datetime('transaction_modified_date'),
      int11('product_id', { notNull: true }),
      int11('quantity', { notNull: true }),
      int11('purchase_order_id'),
      int11('customer_order_id'),
      varchar('comments', 255),
    ]),
    table('invoices', [
      autoId(),
      int11('order_id'),
      datetime('invoice_date'),
      datetime('due_date'),
      money('tax', '0.0000'),
      money('shipping', '0.0000'),
      money('amount_due', '0.0000'),
    ]),
    table('order_details_status', [
      int11('id', { notNull: true, primaryKey: true }),
      varchar('status_name', 50, true),
    ]),
    table('order_details', [
      autoId(),
      int11('order_id', { notNull: true }),
      int11('product_id'),
      col('quantity', 'decimal', {
        precision: 18,
        scale: 4,
        notNull: true,
        defaultValue: '0.0000',
      }),
      money('unit_price', '0.0000'),
      col('discount', 'double', { notNull: true, defaultValue: '0' }),
      int11('status_id'),
      datetime('date_allocated'),
      int11('purchase_order_id'),
      int11('inventory_id'),
    ]),
    table('purchase_order_details', [
      autoId(),
      int11('purchase_order_id', { notNull: true }),
      int11('product_id'),
      col('quantity', 'decimal', { precision: 18, scale: 4, notNull: true }),
      col('unit_cost', 'decimal', { precision: 19, scale: 4, notNull: true }),
      datetime('date_received'),
      col('posted_to_inventory', 'tinyint', { length: 1, notNull: true, defaultValue: '0' }),
      int11('inventory_id'),
    ]),
    table('sales_reports', [
      col('group_by', 'varchar', { length: 50, notNull: true, primaryKey: true }),
      varchar('display', 50),
      varchar('title', 50),
      longtext('filter_row_source'),
      // A column named `default` (back-quoted).
      col('default', 'tinyint', { length: 1, notNull: true, defaultValue: '0' }),
    ]),
    table('strings', [autoId('string_id'), varchar('string_data', 255)]),
  ],
};
