import { readPlain } from './plain';

describe('readPlain', () => {
  it('reads name type comment lines in every separator style', () => {
    const r = readPlain(
      [
        'user_account 用户表',
        'id bigint 主键',
        'user_name\tvarchar(64)\t用户名',
        'amount, decimal(10,2), 金额',
        '| status | tinyint | 状态 |',
        'createdAt: LocalDateTime // 创建时间',
        "email varchar(20) not null default '' comment '邮箱, 唯一'",
        'age int unsigned 年龄',
      ].join('\n'),
    );
    expect(r.diagnostics).toEqual([]);
    expect(r.tables).toHaveLength(1);
    const [t] = r.tables;
    expect([t.tableName, t.comment]).toEqual(['user_account', '用户表']);
    expect(t.fields.map((f) => [f.columnName, f.sqlType, f.comment])).toEqual([
      ['id', 'bigint', '主键'],
      ['user_name', 'varchar', '用户名'],
      ['amount', 'decimal', '金额'],
      ['status', 'tinyint', '状态'],
      ['createdAt', 'datetime', '创建时间'],
      ['email', 'varchar', '邮箱, 唯一'],
      ['age', 'int', '年龄'],
    ]);
    expect(t.fields[1]).toMatchObject({ length: 64, line: 3 });
    expect(t.fields[2]).toMatchObject({ precision: 10, scale: 2 });
    expect(t.fields[4].javaType).toBe('LocalDateTime');
    expect(t.fields[5]).toMatchObject({ length: 20, nullable: false, defaultValue: '' });
    expect(t.fields[6]).toMatchObject({ unsigned: true });
  });

  it('separates tables by blank lines and reports unreadable lines', () => {
    const r = readPlain('id int\nname varchar(20)\n\norders\norder_no char(16) 单号\n??? what\n');
    expect(r.tables.map((t) => [t.tableName, t.fields.length])).toEqual([
      ['table_1', 2],
      ['orders', 1],
    ]);
    expect(r.diagnostics).toEqual([expect.objectContaining({ line: 6, column: 1 })]);
  });

  it('uses a field-list header line when there is one', () => {
    const r = readPlain('注释 字段名 类型\n主键 id bigint\n名称 name varchar(20)');
    expect(r.tables[0].fields.map((f) => [f.columnName, f.sqlType, f.comment])).toEqual([
      ['id', 'bigint', '主键'],
      ['name', 'varchar', '名称'],
    ]);
  });
});
