import { readCsv, readTsv } from './delimited';

describe('readCsv / readTsv', () => {
  it('reads a Chinese field-list header: rows are fields', () => {
    const r = readCsv(
      [
        '字段名,类型,长度,注释,是否必填,主键,默认值',
        'id,bigint,,主键ID,是,是,',
        'user_name,varchar,64,"用户名, 登录用",是,否,',
        'amount,decimal,"10,2",金额,否,否,0',
        'status,tinyint(1),,状态,N,,1',
      ].join('\n'),
    );
    expect(r.diagnostics).toEqual([]);
    const [t] = r.tables;
    expect(t.fields.map((f) => f.columnName)).toEqual(['id', 'user_name', 'amount', 'status']);
    expect(t.fields[0]).toMatchObject({
      sqlType: 'bigint',
      primaryKey: true,
      nullable: false,
      comment: '主键ID',
    });
    expect(t.fields[1]).toMatchObject({
      sqlType: 'varchar',
      length: 64,
      nullable: false,
      comment: '用户名, 登录用',
    });
    expect(t.fields[2]).toMatchObject({
      sqlType: 'decimal',
      precision: 10,
      scale: 2,
      nullable: true,
      defaultValue: '0',
    });
    expect(t.fields[3]).toMatchObject({ sqlType: 'tinyint', length: 1, nullable: true, line: 5 });
  });

  it('reads an English header with a nullable column (true = nullable)', () => {
    const r = readTsv(
      'Field\tType\tNull\tKey\tDefault\nid\tint(11)\tNO\tPRI\t\nname\tvarchar(20)\tYES\t\tx\nmail\ttext\tNO\tUNI\tNULL\n',
    );
    const [t] = r.tables;
    expect(t.fields[0]).toMatchObject({
      columnName: 'id',
      sqlType: 'int',
      length: 11,
      nullable: false,
      primaryKey: true,
    });
    expect(t.fields[1]).toMatchObject({ columnName: 'name', nullable: true, defaultValue: 'x' });
    expect(t.fields[2]).toMatchObject({
      primaryKey: false,
      unique: true,
      nullable: false,
      defaultValue: null,
    });
  });

  it('reads an information_schema.COLUMNS export: one table per TABLE_NAME, in order of appearance', () => {
    const r = readCsv(
      [
        'TABLE_NAME,COLUMN_NAME,COLUMN_DEFAULT,IS_NULLABLE,DATA_TYPE,CHARACTER_MAXIMUM_LENGTH,NUMERIC_PRECISION,NUMERIC_SCALE,COLUMN_TYPE,COLUMN_KEY,EXTRA,COLUMN_COMMENT',
        'orders,id,NULL,NO,bigint,NULL,19,0,bigint unsigned,PRI,auto_increment,主键',
        'orders,order_no,NULL,NO,varchar,32,NULL,NULL,varchar(32),UNI,,订单号',
        'users,id,,NO,int,,10,0,int,PRI,auto_increment,',
        'orders,amount,0.00,YES,decimal,NULL,10,2,"decimal(10,2)",MUL,,金额',
      ].join('\n'),
      { fileTableName: 'columns' },
    );
    expect(r.diagnostics).toEqual([]);
    expect(r.tables.map((t) => [t.tableName, t.fields.map((f) => f.columnName)])).toEqual([
      ['orders', ['id', 'order_no', 'amount']],
      ['users', ['id']],
    ]);
    const [id, orderNo, amount] = r.tables[0].fields;
    expect(id).toMatchObject({
      sqlType: 'bigint',
      unsigned: true,
      primaryKey: true,
      autoIncrement: true,
      nullable: false,
      defaultValue: null,
      comment: '主键',
    });
    expect(orderNo).toMatchObject({ length: 32, unique: true, primaryKey: false, nullable: false });
    expect(amount).toMatchObject({
      precision: 10,
      scale: 2,
      primaryKey: false,
      unique: false,
      nullable: true,
      defaultValue: '0.00',
    });
    expect(r.tables[1]).toMatchObject({ line: 4 });
  });

  it('takes length, precision and scale from their own columns beside a bare DATA_TYPE', () => {
    const r = readCsv(
      [
        'COLUMN_NAME,DATA_TYPE,CHARACTER_MAXIMUM_LENGTH,NUMERIC_PRECISION,NUMERIC_SCALE',
        'a,decimal,,12,4',
        'b,varchar,64,,',
        'c,bigint,,19,0',
      ].join('\n'),
    );
    expect(r.tables[0].fields.map((f) => [f.columnName, f.length, f.precision, f.scale])).toEqual([
      ['a', null, 12, 4],
      ['b', 64, null, null],
      ['c', null, null, null],
    ]);
  });

  it('infers column types from data rows under plain column names', () => {
    const r = readCsv(
      'id,big,price,born,at,ok,name,empty\n1,3000000000,1.5,2024-01-31,2024-01-31 10:00:00,true,Ann,\n2,1,12.25,2024-02-01,2024-02-01T11:00:00,false,Robert,\n',
      { rootName: 'people' },
    );
    const [t] = r.tables;
    expect(t.tableName).toBe('people');
    const byName = Object.fromEntries(t.fields.map((f) => [f.columnName, f]));
    expect(byName.id).toMatchObject({ sqlType: 'int', nullable: false });
    expect(byName.big.sqlType).toBe('bigint');
    expect(byName.price).toMatchObject({ sqlType: 'decimal', precision: 4, scale: 2 });
    expect(byName.born.sqlType).toBe('date');
    expect(byName.at.sqlType).toBe('datetime');
    expect(byName.ok.sqlType).toBe('boolean');
    expect(byName.name).toMatchObject({ sqlType: 'varchar', length: 6 });
    expect(byName.empty).toMatchObject({ sqlType: 'varchar', nullable: true });
  });

  it('reports malformed quoting and keeps reading', () => {
    const r = readCsv('name,type\n"id,int\nx,varchar');
    expect(r.diagnostics.length).toBeGreaterThan(0);
    expect(readCsv('').tables).toEqual([]);
  });
});
