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
      'Field\tType\tNull\tKey\tDefault\nid\tint(11)\tNO\tPRI\t\nname\tvarchar(20)\tYES\t\tx\n',
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
