import { parse } from '../index';
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

  it('drops section numbers and a 表 after the name', () => {
    expect(titleToName('#### 3.1 users表', 1, 'doc')).toEqual({ tableName: 'users', comment: '' });
    expect(titleToName('1. sys_user (用户表)', 1)).toEqual({
      tableName: 'sys_user',
      comment: '用户表',
    });
    expect(titleToName('二、t_order 订单', 1)).toEqual({ tableName: 't_order', comment: '订单' });
    expect(titleToName('2024年 统计', 1)).toEqual({ tableName: 'table_1', comment: '2024年 统计' });
    expect(titleToName('MariaDB [shop]> SHOW COLUMNS FROM orders;', 1)).toEqual({
      tableName: 'orders',
      comment: '',
    });
  });
});

describe('title forms', () => {
  // Hand-written docs title tables in these forms too; each names its table.
  it('reads 科目表：course, 表 1：`users` — …, and a bracket without a space', () => {
    expect(titleToName('科目表：course', 1)).toEqual({ tableName: 'course', comment: '科目表' });
    expect(titleToName('表 1：`users` — 系统用户表', 1)).toEqual({
      tableName: 'users',
      comment: '系统用户表',
    });
    expect(titleToName('Table 2: orders', 1)).toEqual({ tableName: 'orders', comment: '' });
    expect(titleToName('userInfo(用户基本信息表)', 1)).toEqual({
      tableName: 'userInfo',
      comment: '用户基本信息表',
    });
    expect(titleToName('请求方式：POST', 1)).toEqual({
      tableName: 'table_1',
      comment: '请求方式：POST',
    });
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

  it('reads mysql DESCRIBE output pasted into the document, fenced or not', () => {
    const doc = [
      '## 用户表',
      '```',
      'mysql> desc user;',
      '+-------+-------------+------+-----+---------+----------------+',
      '| Field | Type        | Null | Key | Default | Extra          |',
      '+-------+-------------+------+-----+---------+----------------+',
      '| id    | int(11)     | NO   | PRI | NULL    | auto_increment |',
      '| name  | varchar(50) | YES  |     | NULL    |                |',
      '+-------+-------------+------+-----+---------+----------------+',
      '2 rows in set (0.00 sec)',
      '```',
      '',
      '```sql',
      '+----------+---------------+------+-----+---------+-------+',
      '| Field    | Type          | Null | Key | Default | Extra |',
      '+----------+---------------+------+-----+---------+-------+',
      '| order_id | bigint(20)    | NO   | PRI | NULL    |       |',
      '| amount   | decimal(10,2) | YES  |     | 0.00    |       |',
      '+----------+---------------+------+-----+---------+-------+',
      '```',
      '### orders 订单表',
      '| 字段名 | 类型 | 注释 |',
      '| --- | --- | --- |',
      '| id | bigint | 主键 |',
    ].join('\n');
    const r = readMarkdown(doc);
    expect(r.diagnostics).toEqual([]);
    expect(
      r.tables.map((t) => [
        t.tableName,
        t.comment,
        t.fields.map((f) => [f.columnName, f.sqlType, f.primaryKey, f.nullable, f.autoIncrement]),
      ]),
    ).toEqual([
      [
        'user',
        '用户表',
        [
          ['id', 'int', true, false, true],
          ['name', 'varchar', false, true, false],
        ],
      ],
      [
        'table_2',
        '',
        [
          ['order_id', 'bigint', true, false, false],
          ['amount', 'decimal', false, true, false],
        ],
      ],
      ['orders', '订单表', [['id', 'bigint', false, true, false]]],
    ]);
    expect(r.tables[1].fields[1].defaultValue).toBe('0.00');
  });

  it('reads screw output: labelled name and description lines, 允许空值 and 小数位', () => {
    const r = readMarkdown(
      [
        '**表名：** book',
        '',
        '**说明：** 书本信息表',
        '',
        '**数据列：**',
        '',
        '| 序号 | 名称 | 数据类型 | 长度 | 小数位 | 允许空值 | 主键 | 默认值 | 说明 |',
        '| :--- | :--- | :--- | :--- | :--- | :--- | :--- | :--- | :--- |',
        '| 1 | id | int | 10 | 0 | N | Y |  |  |',
        '| 2 | bookid | varchar | 255 | 0 | N | N |  |  |',
        '| 3 | price | decimal | 10 | 2 | Y | N | 0.00 | 价格 |',
      ].join('\n'),
      { fileTableName: 'screw' },
    );
    expect(r.tables.map((t) => [t.tableName, t.comment])).toEqual([['book', '书本信息表']]);
    const [id, bookid, price] = r.tables[0].fields;
    expect(id).toMatchObject({ length: 10, scale: null, nullable: false, primaryKey: true });
    expect(bookid).toMatchObject({ length: 255, nullable: false, primaryKey: false });
    expect(price).toMatchObject({ precision: 10, scale: 2, nullable: true, defaultValue: '0.00' });
  });

  it('names a table from its heading over a description line, and reads NULL / NOT NULL and - cells', () => {
    const r = readMarkdown(
      [
        '### 1. sys_user (用户表)',
        '',
        '**表说明**: 存储系统用户的基本信息',
        '',
        '| 字段名 | 数据类型 | 长度 | 是否为空 | 默认值 | 注释 |',
        '|--------|----------|------|----------|---------|------|',
        '| id | BIGINT | - | NOT NULL | - | 主键ID |',
        '| nickname | VARCHAR | 50 | NULL | NULL | 用户昵称 |',
        '| gender | TINYINT | - | NULL | 0 | 性别 |',
        '| remark | TEXT | - | YES | — | 备注 |',
      ].join('\n'),
      { fileTableName: 'design' },
    );
    expect(r.tables.map((t) => [t.tableName, t.comment])).toEqual([['sys_user', '用户表']]);
    expect(
      r.tables[0].fields.map((f) => [f.columnName, f.length, f.nullable, f.defaultValue]),
    ).toEqual([
      ['id', null, false, null],
      ['nickname', 50, true, null],
      ['gender', null, true, '0'],
      ['remark', null, true, null],
    ]);
  });

  it('takes the description line as the comment when the heading has none', () => {
    const r = readMarkdown(
      '## t_log\n\n表说明：操作日志\n\n| name | type |\n|---|---|\n| id | int |',
    );
    expect([r.tables[0].tableName, r.tables[0].comment]).toEqual(['t_log', '操作日志']);
  });

  it('reads modifier words in a 约束条件 column and 业务含义 as the comment', () => {
    const r = readMarkdown(
      [
        '#### 3.1 users表',
        '',
        '| 字段名 | 数据类型 | 长度 | 约束条件 | 业务含义 |',
        '|--------|---------|------|----------|----------|',
        '| id | BIGINT | - | PRIMARY KEY AUTO_INCREMENT | 用户主键ID |',
        '| username | VARCHAR | 50 | UNIQUE NOT NULL | 用户名 |',
        "| role | VARCHAR | 16 | DEFAULT 'STUDENT' | 角色 |",
        '| nickname | VARCHAR | 50 | - | 昵称 |',
      ].join('\n'),
      { fileTableName: 'trade' },
    );
    const [t] = r.tables;
    expect(t.tableName).toBe('users');
    expect(
      t.fields.map((f) => [
        f.columnName,
        f.primaryKey,
        f.autoIncrement,
        f.unique,
        f.nullable,
        f.defaultValue,
        f.comment,
      ]),
    ).toEqual([
      ['id', true, true, false, false, null, '用户主键ID'],
      ['username', false, false, true, false, null, '用户名'],
      ['role', false, false, false, true, 'STUDENT', '角色'],
      ['nickname', false, false, false, true, null, '昵称'],
    ]);
  });

  it('skips an overview table listing table names and descriptions, with a diagnostic', () => {
    const r = readMarkdown(
      [
        '### 2. 表结构说明',
        '',
        '| 表名 | 用途描述 |',
        '|------|----------|',
        '| users | 存储系统用户 |',
        '',
        '### users',
        '',
        '| 字段名 | 类型 |',
        '|---|---|',
        '| id | bigint |',
      ].join('\n'),
    );
    expect(r.tables.map((t) => t.tableName)).toEqual(['users']);
    expect(r.diagnostics).toEqual([
      expect.objectContaining({ line: 3, message: expect.stringContaining('表名, 用途描述') }),
    ]);
  });

  it('reports text without a table', () => {
    expect(readMarkdown('just words').diagnostics).toHaveLength(1);
  });
});

describe('HTML in titles', () => {
  // screw's Markdown wraps the table name in an anchor; markup is no part of a name or comment.
  it('reads the name inside an anchor, entities decoded and <br> as a space', () => {
    const grid = ['', '| 名称 | 数据类型 | 说明 |', '| --- | --- | --- |', '| id | int | 主键 |'];
    const screw = readMarkdown(
      ['**表名：** <a id="t_user">t_user</a>', '', '**说明：** 用户表', ...grid].join('\n'),
    );
    expect(screw.tables.map((t) => [t.tableName, t.comment])).toEqual([['t_user', '用户表']]);
    const entities = readMarkdown(['## t_book<br>Tom&apos;s <b>books</b>', ...grid].join('\n'));
    expect(entities.tables.map((t) => [t.tableName, t.comment])).toEqual([
      ['t_book', "Tom's books"],
    ]);
  });
});

describe('API doc field lists', () => {
  // A field list copied from an API doc types its fields as OpenAPI does; the classes generated
  // from it must hold the values those types carry.
  it('gives the Java types of OpenAPI names and formats', () => {
    const doc = [
      '| 字段名 | 类型 | 说明 |',
      '|---|---|---|',
      '| tradingDay | int32 | 交易日 |',
      '| orderId | int64 | 订单 |',
      '| roomId | long | 房间 |',
      '| ts | integer(int64) | 时间戳 |',
      '| price | number(double) | 价格 |',
      '| tags | List<Long> | 标签 |',
      '| items | array | 明细 |',
      '| data | object | 数据 |',
    ].join('\n');
    const [table] = parse(doc, { inputType: 'markdown' }).tables;
    expect(table.fields.map((f) => [f.columnName, f.javaType])).toEqual([
      ['tradingDay', 'Integer'],
      ['orderId', 'Long'],
      ['roomId', 'Long'],
      ['ts', 'Long'],
      ['price', 'Double'],
      ['tags', 'List<Long>'],
      ['items', 'List<Object>'],
      ['data', 'Object'],
    ]);
  });
});

describe('titles that name no table', () => {
  const grid = ['', '| Column | Type | Description |', '|---|---|---|', '| id | bigint | ID |'];
  const titles = (...lines: string[]) =>
    readMarkdown([...lines, ...grid].join('\n'), { fileTableName: 'doc' }).tables.map((t) => [
      t.tableName,
      t.comment,
    ]);

  // Docs introduce a table with a sentence or head it with a generic word; the table is the one
  // a heading above names, and neither the sentence's first word nor the word is its name.
  it('passes over a sentence introducing the table', () => {
    expect(titles('## Orders', '', 'The table below lists the columns.')).toEqual([['Orders', '']]);
    expect(titles('# 设计', '', 'The table below lists the columns.')).toEqual([['doc', '设计']]);
  });

  it('takes the heading above a generic one', () => {
    expect(titles('# posts', '', '## Columns')).toEqual([['posts', '']]);
    expect(titles('# t_stock_dailylimitprice', '', '## 字段列表')).toEqual([
      ['t_stock_dailylimitprice', ''],
    ]);
    expect(titles('# 设计文档', '## t_user 用户', '### 表结构')).toEqual([['t_user', '用户']]);
    expect(titles('## Properties')).toEqual([['doc', '']]);
  });

  it('names no second table after the heading that named one', () => {
    const doc = ['# posts', '## Columns', ...grid, '', '## 字段说明', ...grid].join('\n');
    expect(readMarkdown(doc, { fileTableName: 'doc' }).tables.map((t) => t.tableName)).toEqual([
      'posts',
      'doc_2',
    ]);
  });
});
