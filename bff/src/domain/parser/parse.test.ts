import ExcelJS from 'exceljs';
import { parseResultSchema } from '../../../../src/contract/text';
import { decodeText, parse, parseFile, parseTextFile } from './index';

const mysqlDdl = `
CREATE TABLE \`t_user_accounts\` (
  \`id\` bigint unsigned NOT NULL AUTO_INCREMENT COMMENT '主键',
  \`user_name\` varchar(64) NOT NULL COMMENT 'login name, unique',
  \`is_deleted\` tinyint(1) NOT NULL DEFAULT '0',
  \`login_time\` tinyint(4) DEFAULT NULL COMMENT 'times logged in',
  \`balance\` decimal(12,2) DEFAULT '0.00',
  \`created_at\` datetime NOT NULL DEFAULT CURRENT_TIMESTAMP,
  PRIMARY KEY (\`id\`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COMMENT='用户表';
`;

const field = (result: ReturnType<typeof parse>, column: string) => {
  const found = result.tables[0].fields.find((f) => f.columnName === column);
  if (!found) throw new Error(`no field ${column}`);
  return found;
};

describe('parse', () => {
  test('detects MySQL DDL and maps names and Java/TS types in one place', () => {
    const result = parse(mysqlDdl);
    expect(parseResultSchema.parse(result)).toEqual(result);
    expect(result).toMatchObject({ inputType: 'sql', dialect: 'mysql', diagnostics: [] });
    expect(result.tables).toHaveLength(1);
    expect(result.tables[0]).toMatchObject({
      tableName: 't_user_accounts',
      className: 'TUserAccount',
      comment: '用户表',
    });
    expect(field(result, 'id')).toMatchObject({
      propertyName: 'id',
      javaType: 'BigInteger',
      primaryKey: true,
      autoIncrement: true,
      comment: '主键',
    });
    expect(field(result, 'user_name')).toMatchObject({
      propertyName: 'userName',
      javaType: 'String',
      tsType: 'string',
      length: 64,
      comment: 'login name, unique',
    });
    expect(field(result, 'is_deleted').javaType).toBe('Boolean');
    // A tinyint named like a time column is still a number.
    expect(field(result, 'login_time').javaType).toBe('Integer');
    expect(field(result, 'balance')).toMatchObject({
      javaType: 'BigDecimal',
      precision: 12,
      scale: 2,
    });
    expect(field(result, 'created_at').javaType).toBe('LocalDateTime');
  });

  test('naming options strip table prefixes; type overrides win over the mapping', () => {
    const result = parse(mysqlDdl, {
      naming: { stripTablePrefixes: ['t_'] },
      typeOverrides: [{ sqlType: 'datetime', javaType: 'Date', tsType: 'Date' }],
    });
    expect(result.tables[0].className).toBe('UserAccount');
    expect(field(result, 'created_at')).toMatchObject({ javaType: 'Date', tsType: 'Date' });
  });

  test('a forced input type is used as given', () => {
    const result = parse('id bigint primary key\nname varchar(20) user name', {
      inputType: 'plain',
    });
    expect(result.inputType).toBe('plain');
    expect(result.tables[0].fields.map((f) => f.columnName)).toEqual(['id', 'name']);
  });

  test('JSON becomes classes named from their keys', () => {
    const result = parse('{"id": 1, "owner": {"login": "ada"}, "tags": ["a"]}');
    expect(result.inputType).toBe('json');
    expect(result.tables.map((t) => t.className)).toEqual(
      expect.arrayContaining(['Root', 'Owner']),
    );
  });

  test('excel is read from files only: pasted text gets a clear diagnostic', () => {
    const result = parse('a,b', { inputType: 'excel' });
    expect(result.tables).toEqual([]);
    expect(result.diagnostics[0].message).toMatch(/Import/);
  });

  test('invalid options fall back to the defaults instead of failing', () => {
    const result = parse(mysqlDdl, { inputType: 'nonsense' as never });
    expect(result.inputType).toBe('sql');
  });
});

describe('parseFile', () => {
  test('reads each worksheet of an .xlsx workbook as a table', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('user_account');
    sheet.addRow(['字段名', '类型', '注释']);
    sheet.addRow(['id', 'bigint', '主键']);
    sheet.addRow(['email', 'varchar(128)', '邮箱']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const result = await parseFile('users.xlsx', bytes);
    expect(result.inputType).toBe('excel');
    expect(result.tables[0].tableName).toBe('user_account');
    expect(result.tables[0].fields.map((f) => [f.columnName, f.sqlType, f.length])).toEqual([
      ['id', 'bigint', null],
      ['email', 'varchar', 128],
    ]);
  });

  test('a binary file posing as .sql gets a diagnostic, not garbage tables', async () => {
    const result = await parseFile('dump.sql', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 1]));
    expect(result.tables).toEqual([]);
    expect(result.diagnostics[0].message).toMatch(/not a text file/);
  });

  test('a corrupt workbook gets a diagnostic', async () => {
    const result = await parseFile('broken.xlsx', Buffer.from('not a zip at all'));
    expect(result.tables).toEqual([]);
    expect(result.diagnostics.length).toBeGreaterThan(0);
  });

  test('the extension picks the reader; .txt is detected by content', async () => {
    const java = await parseFile('User.txt', Buffer.from('public class User { private Long id; }'));
    expect(java.inputType).toBe('java');
    const ddl = await parseFile('schema.ddl', Buffer.from('CREATE TABLE a (id int);'));
    expect(ddl.inputType).toBe('sql');
  });
});

describe('parseFile names the tables the content leaves unnamed after the file', () => {
  const file = (text: string) => Buffer.from(text);
  const names = (r: { tables: Array<{ tableName: string; className: string }> }) =>
    r.tables.map((t) => [t.tableName, t.className]);

  test.each([
    ['sample.csv', 'id,name\n1,Ada\n', [['sample', 'Sample']]],
    ['order_items.tsv', 'id\tname\n1\tAda\n', [['order_items', 'OrderItem']]],
    ['Order Items (2).csv', 'id,name\n1,Ada\n', [['order_items_2', 'OrderItems2']]],
    [
      'customer.json',
      '{"id": 1, "address": {"city": "x"}}',
      [
        ['customer', 'Customer'],
        ['address', 'Address'],
      ],
    ],
    ['fields.md', '| name | type |\n| --- | --- |\n| id | bigint |\n', [['fields', 'Field']]],
    [
      'two.md',
      '| name | type |\n| --- | --- |\n| id | bigint |\n\ntext\n\n| name | type |\n|---|---|\n| a | int |\n',
      [
        ['two', 'Two'],
        ['text', 'Text'],
      ],
    ],
    ['user.txt', 'id bigint 主键\nname varchar(20) 名字\n', [['user', 'User']]],
  ])('%s', async (fileName, text, expected) => {
    expect(names(await parseFile(fileName, file(text)))).toEqual(expected);
  });

  test('a name the content gives wins: a Markdown heading, a CREATE TABLE, a Java class', async () => {
    const md = await parseFile(
      'x.md',
      file('## user_account\n| name | type |\n|---|---|\n| id | int |'),
    );
    expect(md.tables[0].tableName).toBe('user_account');
    const sql = await parseFile('x.sql', file('CREATE TABLE orders (id int);'));
    expect(sql.tables[0].tableName).toBe('orders');
    const java = await parseFile('x.java', file('public class User { private Long id; }'));
    expect(java.tables[0].className).toBe('User');
  });

  test('the JSON root class the options name wins over the file name', async () => {
    const result = await parseFile('sample.json', file('{"id": 1}'), {
      naming: { rootClassName: 'Order' },
    });
    expect(result.tables[0].className).toBe('Order');
  });

  test('parseTextFile (text already decoded, used by the mocks) names them the same way', () => {
    expect(parseTextFile('sample.csv', 'id,name\n1,Ada\n').tables[0].tableName).toBe('sample');
  });

  test('pasted text keeps the old names (no file)', () => {
    expect(parse('id,name\n1,Ada\n', { inputType: 'csv' }).tables[0].tableName).toBe('data');
    expect(parse('{"id": 1}').tables[0].tableName).toBe('root');
  });

  test('xlsx: default-named sheets (Sheet1, 工作表2) take the file name, named sheets keep theirs', async () => {
    const workbook = new ExcelJS.Workbook();
    for (const name of ['Sheet1', 'user_account', '工作表2', 'Sheet3']) {
      const sheet = workbook.addWorksheet(name);
      if (name === 'Sheet3') continue; // empty: no table
      sheet.addRow(['Column', 'Type']);
      sheet.addRow(['id', 'bigint']);
    }
    const result = await parseFile(
      'Shop Orders.xlsx',
      Buffer.from(await workbook.xlsx.writeBuffer()),
    );
    expect(result.tables.map((t) => t.tableName)).toEqual([
      'shop_orders',
      'user_account',
      'shop_orders_2',
    ]);
  });
});

describe('decodeText', () => {
  test('UTF-8 with a BOM, UTF-16 with a BOM, and GBK files from Chinese Windows tools', () => {
    expect(decodeText(Buffer.from('\ufeffCREATE', 'utf8'))).toBe('CREATE');
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('用户', 'utf16le')]);
    expect(decodeText(utf16)).toBe('用户');
    // "COMMENT '用户'" saved as GBK.
    const gbk = Buffer.from([
      ...Buffer.from("COMMENT '"),
      0xd3,
      0xc3,
      0xbb,
      0xa7,
      ...Buffer.from("'"),
    ]);
    expect(decodeText(gbk)).toBe("COMMENT '用户'");
    expect(decodeText(Buffer.from([0x41, 0x00, 0x42]))).toBeNull();
  });
});
