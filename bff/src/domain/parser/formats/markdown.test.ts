import { readMarkdown } from './markdown';
import { titleToName } from './tableTitle';

describe('titleToName', () => {
  it('reads name and comment in either order', () => {
    expect(titleToName('user_account 用户表', 1)).toEqual({
      tableName: 'user_account',
      comment: '用户表',
    });
    expect(titleToName('用户表 (user_account)', 1)).toEqual({
      tableName: 'user_account',
      comment: '用户表',
    });
    expect(titleToName('用户表（t_user）', 1)).toEqual({ tableName: 't_user', comment: '用户表' });
    expect(titleToName('表名：`order_item`', 1)).toEqual({ tableName: 'order_item', comment: '' });
    expect(titleToName('订单表', 2)).toEqual({ tableName: 'table_2', comment: '订单表' });
  });
});

describe('readMarkdown', () => {
  const doc = [
    '# 设计文档',
    '',
    '## user_account 用户表',
    '',
    '| 字段名 | 类型 | 是否必填 | 注释 |',
    '| --- | --- | :-: | --- |',
    '| **id** | bigint | 是 | 主键 |',
    '| user_name | varchar(64) | 是 | 用户名 \\| 登录名 |',
    '| remark | text | 否 | |',
    '',
    '### 订单表 (t_order)',
    '',
    '| column | type | comment |',
    '|--------|------|---------|',
    '| order_no | varchar(32) | 订单号 |',
  ].join('\n');

  it('reads one table per Markdown table, named from the heading before it', () => {
    const r = readMarkdown(doc);
    expect(r.diagnostics).toEqual([]);
    expect(r.tables.map((t) => [t.tableName, t.comment])).toEqual([
      ['user_account', '用户表'],
      ['t_order', '订单表'],
    ]);
    const [user] = r.tables;
    expect(user.fields.map((f) => f.columnName)).toEqual(['id', 'user_name', 'remark']);
    expect(user.fields[1]).toMatchObject({
      sqlType: 'varchar',
      length: 64,
      nullable: false,
      comment: '用户名 | 登录名',
      line: 8,
    });
    expect(user.fields[2].nullable).toBe(true);
    expect(r.tables[1].line).toBe(13);
  });

  it('treats a table without a field-list header as data', () => {
    const r = readMarkdown('| id | name |\n|---|---|\n| 1 | Ann |\n| 2 | Bob |');
    expect(r.tables[0].fields.map((f) => [f.columnName, f.sqlType])).toEqual([
      ['id', 'int'],
      ['name', 'varchar'],
    ]);
  });

  it('reports text without a table', () => {
    expect(readMarkdown('just words').diagnostics).toHaveLength(1);
  });
});
