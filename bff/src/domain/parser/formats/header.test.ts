import { readMarkdown } from './markdown';
import { gridToTables } from './header';

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

describe('constraint columns', () => {
  const flags = (f: {
    primaryKey: boolean;
    autoIncrement: boolean;
    unique: boolean;
    nullable: boolean;
  }) => [f.primaryKey, f.autoIncrement, f.unique, f.nullable];

  // Hand-written docs list constraints in short words, in English or Chinese, with commas or 、;
  // a word the reader does not know (a foreign key note) must not hide the ones after it.
  it('reads PK, AUTO_INCREMENT, 主键、自增, UQ and words after an unknown one', () => {
    const read = fields(
      table(
        ['字段名', '类型', '约束', '说明'],
        ['id', 'INT', 'PK, AUTO_INCREMENT', 'ID'],
        ['user_id', 'INT', 'FK → users.id, NOT NULL', '用户'],
        ['code', 'VARCHAR(20)', '主键、自增', '编码'],
        ['no', 'INT', '主键,自增', '序号'],
        ['email', 'VARCHAR(64)', 'UQ', '邮箱'],
        ['phone', 'VARCHAR(20)', '唯一，非空', '电话'],
      ),
    );
    expect(read.map((f) => [f.columnName, ...flags(f)])).toEqual([
      ['id', true, true, false, false],
      ['user_id', false, false, false, false],
      ['code', true, true, false, false],
      ['no', true, true, false, false],
      ['email', false, false, true, true],
      ['phone', false, false, true, false],
    ]);
  });

  it('reads 是否为主键, 附加属性, Extra Definition and 标识 columns', () => {
    const pk = fields(
      table(
        ['字段名', '字段类型', '字段说明', '是否为主键', '是否为空'],
        ['id', 'bigint', '标识', '是', '否'],
      ),
    );
    expect(pk.map((f) => [f.columnName, ...flags(f), f.comment])).toEqual([
      ['id', true, false, false, false, '标识'],
    ]);
    const extras = fields(
      table(
        ['Field', 'Type', 'Extra Definition', '附加属性', 'Comment'],
        ['id', 'bigint', 'AUTO_INCREMENT', 'PRIMARY KEY', ''],
      ),
    );
    expect(extras.map(flags)).toEqual([[true, true, false, false]]);
    const identity = fields(
      table(
        ['列名', '数据类型', '标识', '主键', '说明'],
        ['id', 'int', '√', '√', ''],
        ['n', 'int', '', '', ''],
      ),
    );
    expect(identity.map((f) => [f.columnName, f.autoIncrement, f.primaryKey])).toEqual([
      ['id', true, true],
      ['n', false, false],
    ]);
    // Only integer columns can be identity columns; a 标识 mark on text means something else.
    const marked = fields(
      table(['列名', '数据类型', '标识', '说明'], ['username', 'varchar', '是', '']),
    );
    expect(marked.map((f) => f.autoIncrement)).toEqual([false]);
  });
});

describe('default columns', () => {
  // Docs write in the default column what is not a literal: that the key is generated, an empty
  // string in words, a string in its SQL quotes.
  it('reads 自增, AUTO, 空字符串 and quoted strings', () => {
    const read = fields(
      table(
        ['字段名', '类型', '允许空', '默认值', '说明'],
        ['id', 'bigint', '否', '自增', '主键'],
        ['seq', 'bigint', '否', 'AUTO', ''],
        ['role', 'varchar(20)', '否', "'reader'", '角色'],
        ['title', 'varchar(20)', '否', '"untitled"', ''],
        ['nickname', 'varchar(10)', '是', '空字符串', '昵称'],
        ['note', 'varchar(10)', '是', "''", ''],
        ['status', 'int', '否', '0', ''],
        ['created', 'datetime', '否', 'CURRENT_TIMESTAMP', ''],
        ['remark', 'varchar(10)', '是', '-', ''],
      ),
    );
    expect(read.map((f) => [f.columnName, f.defaultValue, f.autoIncrement])).toEqual([
      ['id', null, true],
      ['seq', null, true],
      ['role', 'reader', false],
      ['title', 'untitled', false],
      ['nickname', '', false],
      ['note', '', false],
      ['status', '0', false],
      ['created', 'CURRENT_TIMESTAMP', false],
      ['remark', null, false],
    ]);
  });
});

describe('comment columns', () => {
  // Docs with two description columns (字段含义 and 字段说明) fill one or the other.
  it('takes the first comment cell that says something', () => {
    const read = fields(
      table(
        ['字段名称', '字段类型', '字段含义', '字段说明'],
        ['id', 'int', 'ID', '自增'],
        ['club_id', 'int', '', '关联 club.id'],
      ),
    );
    expect(read.map((f) => f.comment)).toEqual(['ID', '关联 club.id']);
  });
});

describe('nested field names', () => {
  // API docs draw a nested field's depth before its name; the drawing is no part of the name a
  // column or property gets.
  it('drops tree glyphs, indenting entities and list marks', () => {
    const nested = fields(
      table(
        ['Field', 'Type', 'Description'],
        ['└─id', 'string', 'id'],
        ['├─ name', 'string', '名称'],
        ['&emsp;&emsp;port', 'integer', '端口'],
        ['&nbsp;&nbsp;host', 'string', '主机'],
        ['- code', 'int', '状态码'],
        ['+msg', 'string', '信息'],
      ),
    );
    expect(nested.map((f) => f.columnName)).toEqual(['id', 'name', 'port', 'host', 'code', 'msg']);
  });

  it('joins a dotted path with underscores', () => {
    const path = fields(
      table(['Field', 'Type'], ['course.name', 'string'], ['items[].id', 'long']),
    );
    expect(path.map((f) => f.columnName)).toEqual(['course_name', 'items_id']);
  });
});

describe('cell markup', () => {
  // Swagger2Markup writes the name in bold with required/optional under it; the field is named
  // without the markup, and "required" means NOT NULL.
  it('reads a Swagger2Markup name cell and Schema column', () => {
    const order = fields(
      table(
        ['Name', 'Description', 'Schema'],
        ['**AmazonOrderId**  <br>*required*', 'An Amazon-defined order identifier.', 'string'],
        [
          '**PurchaseDate**  <br>*optional*',
          'The date when the order was created.',
          'string (date-time)',
        ],
      ),
    );
    expect(order.map((f) => [f.columnName, f.sqlType, f.nullable])).toEqual([
      ['AmazonOrderId', 'string', false],
      ['PurchaseDate', 'datetime', true],
    ]);
  });

  // openapi-generator links a model type to its page; the link text is the type.
  it('takes a link cell as its text', () => {
    const model = fields(
      table(
        ['Name', 'Type', 'Description', 'Notes'],
        ['**timestamp**', '[**\\DateTime**](\\DateTime.md)', '', ''],
        ['**pet**', '[**Pet**](Pet.md)', '', '[optional]'],
      ),
    );
    expect(model.map((f) => [f.columnName, f.sqlType])).toEqual([
      ['timestamp', 'datetime'],
      ['pet', 'pet'],
    ]);
  });
});

describe('a title row above the header', () => {
  // Excel sheets and some Markdown tables put the table's title, or a note, in the first row and
  // the header in the second; the header is still read as one, and the title names the table.
  it('reads the second row as the header and a one-cell first row as the title', () => {
    const { tables } = gridToTables({
      tableName: 'sheet',
      rows: [
        ['用户表（t_user）', '', '', ''],
        ['字段名', '类型', '是否必填', '说明'],
        ['id', 'bigint', '是', '主键'],
        ['user_name', 'varchar(64)', '是', '用户名'],
      ],
    });
    expect(tables.map((t) => [t.tableName, t.comment])).toEqual([['t_user', '用户表']]);
    expect(tables[0].fields.map((f) => [f.columnName, f.sqlType, f.nullable])).toEqual([
      ['id', 'bigint', false],
      ['user_name', 'varchar', false],
    ]);
  });

  it('skips a first row of notes', () => {
    const md = fields(
      table(
        ["Primary Key ('id')", '.', 'ENGINE = InnoDB', '.'],
        ['Column Name', 'Data Type', 'PK Primary Key, NN-Not Null, Null', 'Comments'],
        ['`id`', 'BIGINT(12)', 'PK, NN', 'PrimaryKey-ID'],
      ),
    );
    expect(md.map((f) => [f.columnName, f.sqlType, f.length, f.comment])).toEqual([
      ['id', 'bigint', 12, 'PrimaryKey-ID'],
    ]);
  });
});

describe('tables of other things than fields', () => {
  // Schema doc generators list constraints, indexes and tables by name beside the columns; those
  // are no tables of fields and must not become entities.
  it('skips tbls and pgModeler constraint, index and table lists with a diagnostic', () => {
    const md = [
      '## Columns',
      '',
      table(['Name', 'Type', 'Default', 'Nullable', 'Comment'], ['id', 'bigint', '', 'false', '']),
      '',
      '## Constraints',
      '',
      table(['Name', 'Type', 'Definition'], ['posts_pkey', 'PRIMARY KEY', 'PRIMARY KEY (id)']),
      '',
      '## Indexes',
      '',
      table(['Name', 'Definition'], ['posts_pkey', 'CREATE UNIQUE INDEX posts_pkey ON posts (id)']),
      '',
      '#### Constraints',
      '',
      table(
        ['Name', 'Type', 'Column(s)', 'References', 'On Update', 'On Delete', 'Description'],
        ['execution_pk', 'PRIMARY KEY', 'id', '', '', '', ''],
      ),
      '',
      '## Tables',
      '',
      table(
        ['Name', 'Columns', 'Comment', 'Type'],
        ['[posts](posts.md)', '7', 'Posts', 'BASE TABLE'],
      ),
    ].join('\n');
    const result = readMarkdown(md);
    expect(result.tables.map((t) => t.fields.map((f) => f.columnName))).toEqual([['id']]);
    expect(
      result.diagnostics.filter((d) => d.message.startsWith('Not a list of fields')),
    ).toHaveLength(4);
  });
});

describe('length columns', () => {
  // Docs write a decimal's precision and scale in the length column, with or without brackets.
  it('reads (10,7) and 10,2 as precision and scale', () => {
    const decimals = fields(
      table(
        ['字段名称', '字段类型', '字段长度', '是否为空', '字段说明'],
        ['csi_longitude', 'decimal', '(10,7)', '否', '经度'],
        ['price', 'decimal', '10,2', '否', '价格'],
        ['code', 'varchar', '(32)', '是', '编码'],
      ),
    );
    expect(decimals.map((f) => [f.columnName, f.length, f.precision, f.scale])).toEqual([
      ['csi_longitude', null, 10, 7],
      ['price', null, 10, 2],
      ['code', 32, null, null],
    ]);
  });
});
