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

  it('reads pasted mysql DESCRIBE output: borders and the row count are no fields', () => {
    const r = readPlain(
      [
        'mysql> DESCRIBE users;',
        '+-------------+--------------+------+-----+-------------------+----------------+',
        '| Field       | Type         | Null | Key | Default           | Extra          |',
        '+-------------+--------------+------+-----+-------------------+----------------+',
        '| id          | int          | NO   | PRI | NULL              | auto_increment |',
        '| email       | varchar(100) | NO   | UNI | NULL              |                |',
        '| dept_id     | bigint       | YES  | MUL | NULL              |                |',
        '| created_at  | datetime     | NO   |     | CURRENT_TIMESTAMP |                |',
        '+-------------+--------------+------+-----+-------------------+----------------+',
        '4 rows in set (0.00 sec)',
      ].join('\n'),
    );
    expect(r.diagnostics).toEqual([]);
    const [t] = r.tables;
    expect([t.tableName, t.comment]).toEqual(['users', '']);
    expect(
      t.fields.map((f) => [
        f.columnName,
        f.primaryKey,
        f.unique,
        f.autoIncrement,
        f.nullable,
        f.defaultValue,
      ]),
    ).toEqual([
      ['id', true, false, true, false, null],
      ['email', false, true, false, false, null],
      ['dept_id', false, false, false, true, null],
      ['created_at', false, false, false, false, 'CURRENT_TIMESTAMP'],
    ]);
  });

  it('titles a block from its heading and the labelled lines under it', () => {
    const r = readPlain(
      [
        '### 1. sys_user (用户表)',
        '**表说明**: 存储系统用户的基本信息',
        '| 字段名 | 数据类型 | 是否为空 | 注释 |',
        '| id | BIGINT | NOT NULL | 主键ID |',
      ].join('\n'),
    );
    expect(r.tables.map((t) => [t.tableName, t.comment, t.fields.length])).toEqual([
      ['sys_user', '用户表', 1],
    ]);
  });

  it('titles a table from labelled lines set apart by a blank line, as screw writes them', () => {
    const header = '序号\t名称\t数据类型\t长度\t小数位\t允许空值\t主键\t默认值\t说明';
    const doc = [
      '表名：sys_user',
      '说明：用户信息表',
      '',
      header,
      '1\tid\tbigint\t20\t0\tN\tY\t\t主键',
      '2\tuser_name\tvarchar\t30\t0\tN\tN\t\t用户账号',
      '',
      '表名：sys_role',
      '说明：角色表',
      '',
      header,
      '1\trole_id\tbigint\t20\t0\tN\tY\t\t角色ID',
    ];
    const summary = (text: string) => {
      const r = readPlain(text);
      expect(r.diagnostics).toEqual([]);
      return r.tables.map((t) => [t.tableName, t.comment, t.fields.map((f) => f.columnName)]);
    };
    const expected = [
      ['sys_user', '用户信息表', ['id', 'user_name']],
      ['sys_role', '角色表', ['role_id']],
    ];
    expect(summary(doc.join('\n'))).toEqual(expected);
    // Copied without its blank lines, the next `表名：` line still starts the next table.
    expect(summary(doc.filter((l) => l !== '').join('\n'))).toEqual(expected);
  });

  it('keeps a field named like a label as a field', () => {
    const r = readPlain('description: varchar(255) 描述\ntitle: varchar(64)');
    expect(r.tables[0].fields.map((f) => f.columnName)).toEqual(['description', 'title']);
  });

  it('reads DEFAULT NULL as no default', () => {
    expect(readPlain('nick varchar(20) default null 昵称').tables[0].fields[0]).toMatchObject({
      defaultValue: null,
      comment: '昵称',
    });
  });
});
