import { readHtml } from './html';

describe('readHtml', () => {
  it('reads each table, named from its caption or the heading before it', () => {
    const r = readHtml(`<h2>user_account 用户表</h2>
<table>
  <tr><th>字段名</th><th>类型</th><th>允许空</th><th>说明</th></tr>
  <tr><td>id</td><td>bigint</td><td>否</td><td>主键&amp;ID</td></tr>
  <tr><td>nick</td><td>varchar(20)</td><td>是</td><td>昵<br>称</td></tr>
</table>
<table><caption>订单表 (t_order)</caption>
  <thead><tr><th>Field</th><th>Type</th><th>Comment</th></tr></thead>
  <tbody><tr><td>order_no</td><td>char(16)</td><td>单号</td></tr></tbody>
</table>`);
    expect(r.diagnostics).toEqual([]);
    expect(r.tables.map((t) => [t.tableName, t.comment])).toEqual([
      ['user_account', '用户表'],
      ['t_order', '订单表'],
    ]);
    expect(r.tables[0].fields[0]).toMatchObject({
      columnName: 'id',
      nullable: false,
      comment: '主键&ID',
      line: 4,
    });
    expect(r.tables[0].fields[1]).toMatchObject({ length: 20, nullable: true, comment: '昵 称' });
    expect(r.tables[1].fields[0]).toMatchObject({
      columnName: 'order_no',
      sqlType: 'char',
      length: 16,
    });
  });

  it('reads screw output: labelled title paragraphs, 允许空值 Y/N and 小数位', () => {
    const r = readHtml(`<h2>数据库文档</h2>
<p><strong>表名：</strong>book</p>
<p><strong>说明：</strong>书本信息表</p>
<p><strong>数据列：</strong></p>
<table>
<tr><th>序号</th><th>名称</th><th>数据类型</th><th>长度</th><th>小数位</th><th>允许空值</th><th>主键</th><th>默认值</th><th>说明</th></tr>
<tr><td>1</td><td>id</td><td>int</td><td>10</td><td>0</td><td>N</td><td>Y</td><td></td><td>主键</td></tr>
<tr><td>2</td><td>name</td><td>varchar</td><td>255</td><td>0</td><td>N</td><td>N</td><td></td><td>书名</td></tr>
<tr><td>3</td><td>price</td><td>decimal</td><td>10</td><td>2</td><td>Y</td><td>N</td><td>0.00</td><td>价格</td></tr>
</table>`);
    expect(r.tables.map((t) => [t.tableName, t.comment])).toEqual([['book', '书本信息表']]);
    expect(
      r.tables[0].fields.map((f) => [f.columnName, f.length, f.precision, f.scale, f.nullable]),
    ).toEqual([
      ['id', 10, null, null, false],
      ['name', 255, null, null, false],
      ['price', null, 10, 2, true],
    ]);
  });

  it('reads an unclosed table and reports HTML without a table', () => {
    expect(
      readHtml('<table><tr><td>a</td><td>b</td><tr><td>1</td><td>x').tables[0].fields,
    ).toHaveLength(2);
    expect(readHtml('<p>hello</p>').diagnostics).toHaveLength(1);
  });
});

describe('HTML titles that name no table', () => {
  // As in Markdown: under a generic heading the heading above names the table, once.
  it('takes the heading above a generic one', () => {
    const grid =
      '<table><tr><th>Column</th><th>Type</th></tr><tr><td>id</td><td>bigint</td></tr></table>';
    const html = `<h1>posts</h1><h2>Columns</h2>${grid}<h2>Fields</h2>${grid}`;
    expect(readHtml(html, { fileTableName: 'doc' }).tables.map((t) => t.tableName)).toEqual([
      'posts',
      'doc_2',
    ]);
  });
});
