import ExcelJS from 'exceljs';
import { readExcel } from './excel';

async function workbook(sheets: Record<string, unknown[][]>): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) wb.addWorksheet(name).addRows(rows);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe('readExcel', () => {
  it('reads every sheet as a table named from the sheet', async () => {
    const bytes = await workbook({
      user_account: [
        ['字段名', '数据类型', '说明', '允许空', '是否主键'],
        ['id', 'bigint', '主键', '否', '√'],
        ['nick_name', 'varchar(32)', '昵称', '是', ''],
      ],
      Orders: [
        ['order_no', 'amount', 'created', 'paid'],
        ['A1', 12.5, new Date(Date.UTC(2024, 0, 31, 8, 30)), true],
        ['A22', 3, new Date(Date.UTC(2024, 1, 1, 9, 0)), false],
      ],
    });
    const r = await readExcel(bytes);
    expect(r.diagnostics).toEqual([]);
    expect(r.tables.map((t) => t.tableName)).toEqual(['user_account', 'orders']);
    const [users, orders] = r.tables;
    expect(users.fields[0]).toMatchObject({
      columnName: 'id',
      sqlType: 'bigint',
      primaryKey: true,
      nullable: false,
    });
    expect(users.fields[1]).toMatchObject({
      sqlType: 'varchar',
      length: 32,
      comment: '昵称',
      nullable: true,
    });
    expect(orders.fields.map((f) => [f.columnName, f.sqlType])).toEqual([
      ['order_no', 'varchar'],
      ['amount', 'decimal'],
      ['created', 'datetime'],
      ['paid', 'boolean'],
    ]);
  });

  it('splits a sheet of several tables by its TABLE_NAME column', async () => {
    const bytes = await workbook({
      Sheet1: [
        ['TABLE_NAME', 'COLUMN_NAME', 'COLUMN_TYPE', 'IS_NULLABLE', 'COLUMN_KEY', 'COLUMN_COMMENT'],
        ['users', 'id', 'bigint', 'NO', 'PRI', 'key'],
        ['orders', 'id', 'bigint', 'NO', 'PRI', ''],
        ['users', 'email', 'varchar(64)', 'YES', 'UNI', 'mail'],
      ],
    });
    const r = await readExcel(bytes, { fileTableName: 'columns' });
    expect(r.tables.map((t) => [t.tableName, t.fields.map((f) => f.columnName)])).toEqual([
      ['users', ['id', 'email']],
      ['orders', ['id']],
    ]);
    expect(r.tables[0].fields[1]).toMatchObject({ unique: true, primaryKey: false, length: 64 });
  });

  it('turns a corrupt file into a diagnostic', async () => {
    const r = await readExcel(Buffer.from('PK\u0003\u0004 definitely not a workbook'));
    expect(r.tables).toEqual([]);
    expect(r.diagnostics).toHaveLength(1);
  });
});
