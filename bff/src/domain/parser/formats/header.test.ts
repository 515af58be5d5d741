import { readMarkdown } from './markdown';

const table = (...rows: string[][]) =>
  [rows[0], rows[0].map(() => '---'), ...rows.slice(1)]
    .map((r) => `| ${r.join(' | ')} |`)
    .join('\n');

const fields = (md: string) => readMarkdown(md).tables.flatMap((t) => t.fields);

describe('API parameter tables', () => {
  // API doc tools (ShowDoc, smart-doc, Knife4j) head their tables in their own words; the header
  // row must be read as one, not taken for a field.
  it('reads ShowDoc, smart-doc and Knife4j headers', () => {
    const showDoc = fields(
      table(['参数名', '必选', '类型', '说明'], ['province', '是', 'string', '省份']),
    );
    expect(showDoc.map((f) => [f.columnName, f.sqlType, f.nullable, f.comment])).toEqual([
      ['province', 'string', false, '省份'],
    ]);
    const smartDoc = fields(
      table(
        ['Parameter', 'Type', 'Required', 'Description', 'Since'],
        ['code', 'string', 'true', '代码', '-'],
      ),
    );
    expect(smartDoc.map((f) => [f.columnName, f.nullable, f.comment])).toEqual([
      ['code', false, '代码'],
    ]);
    const knife4j = fields(
      table(
        ['参数名称', '参数说明', '请求类型', '是否必须', '数据类型', 'schema'],
        ['id', '用户id', 'query', 'false', 'string', ''],
      ),
    );
    expect(knife4j.map((f) => [f.columnName, f.sqlType, f.nullable, f.comment])).toEqual([
      ['id', 'string', true, '用户id'],
    ]);
  });

  it.each([
    ['参数', '参数类型', '是否必传', '参数说明'],
    ['属性名', '类型', '是否必选', '字段含义'],
    ['返回字段', '类型', '必选', '含义'],
    ['字段', '类型', '是否必填', '说明'],
    ['Param', 'Type', 'Required', 'Description'],
    ['Property', 'Type', 'Required', 'Description'],
    ['Field name', 'Type', 'Required', 'Description'],
  ])('reads the header %s | %s | %s | %s', (...header) => {
    const read = fields(table(header, ['user_id', 'long', 'true', '用户']));
    expect(read.map((f) => [f.columnName, f.nullable, f.comment])).toEqual([
      ['user_id', false, '用户'],
    ]);
  });

  it('still reads a table of data under other headers as data', () => {
    const read = fields(table(['city', 'population'], ['Oslo', '700000']));
    expect(read.map((f) => [f.columnName, f.sqlType])).toEqual([
      ['city', 'varchar'],
      ['population', 'int'],
    ]);
  });
});

describe('required columns', () => {
  // How docs fill a 是否必填 / Required column: the word for required makes the column NOT NULL,
  // the word for optional leaves it nullable.
  it.each(['必填', '必须', '必传', '必选', 'required', 'Required', 'Y', '是', 'true', 'yes'])(
    '%s is NOT NULL',
    (value) => {
      const [f] = fields(table(['字段名', '类型', '是否必填'], ['a', 'varchar(8)', value]));
      expect(f.nullable).toBe(false);
    },
  );

  it.each(['非必须', '非必填', '可选', 'optional', 'Optional', '否', 'N', 'false', ''])(
    '%s is nullable',
    (value) => {
      const [f] = fields(table(['字段名', '类型', '是否必填'], ['a', 'varchar(8)', value]));
      expect(f.nullable).toBe(true);
    },
  );
});
