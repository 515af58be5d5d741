import { tableSchema } from '../../../../src/contract/text';
import { rawField } from '../field';
import { finishTables } from './finish';
import { readSql } from './sql';

it('derives class, property names and types, de-duplicating properties', () => {
  const [t] = finishTables(
    [
      {
        tableName: 't_user_accounts',
        comment: '',
        fields: [
          rawField('user_name', { sqlType: 'varchar' }),
          rawField('userName', { sqlType: 'varchar' }),
          rawField('age', { sqlType: 'int', unsigned: true }),
        ],
      },
    ],
    'mysql',
    { naming: { stripTablePrefixes: ['t_'] } },
  );
  expect(tableSchema.parse(t)).toEqual(t);
  expect(t.className).toBe('UserAccount');
  expect(t.fields.map((x) => x.propertyName)).toEqual(['userName', 'userName2', 'age']);
  expect(t.fields[2]).toMatchObject({
    sqlType: 'int unsigned',
    javaType: 'Long',
    tsType: 'number',
  });
});

it('keeps a foreign key only when its names could be identifiers of a database', () => {
  const long = 'x'.repeat(300);
  const [t] = finishTables(
    [
      {
        tableName: 'orders',
        comment: '',
        fields: [
          rawField('customer_id', {
            sqlType: 'int',
            foreignKey: { table: 'customer', column: 'id' },
          }),
          rawField('odd_id', { sqlType: 'int', foreignKey: { table: long, column: 'id' } }),
        ],
      },
    ],
    'mysql',
  );
  expect(tableSchema.parse(t)).toEqual(t);
  expect(t.fields[0].foreignKey).toEqual({ table: 'customer', column: 'id' });
  expect(t.fields[1].foreignKey).toBeUndefined();
});

it('numbers repeated property names in order, in short and in long tables', () => {
  const repeats = ['user_name', 'userName', 'userName2', 'USER_NAME'];
  for (const before of [0, 20]) {
    const others = Array.from({ length: before }, (_, i) =>
      rawField(`col_${i}`, { sqlType: 'int' }),
    );
    const [t] = finishTables(
      [
        {
          tableName: 'people',
          comment: '',
          fields: [...others, ...repeats.map((name) => rawField(name, { sqlType: 'varchar' }))],
        },
      ],
      'mysql',
    );
    expect(t.fields.slice(before).map((x) => x.propertyName)).toEqual([
      'userName',
      'userName2',
      'userName22',
      'userName3',
    ]);
    expect(new Set(t.fields.map((x) => x.propertyName)).size).toBe(t.fields.length);
  }
});

it('gives names from two tables independently and keeps stated names and types', () => {
  const tables = finishTables(
    [
      { tableName: 'a', comment: '', fields: [rawField('id', { sqlType: 'int' })] },
      {
        tableName: 'b',
        comment: '',
        fields: [
          rawField('id', { sqlType: 'int' }),
          rawField('ref', { sqlType: 'int', propertyName: 'id', javaType: 'Long' }),
          rawField('tags', { sqlType: 'text', array: true, tsType: 'Tag[]' }),
        ],
      },
    ],
    'postgresql',
  );
  expect(tables.map((t) => t.fields.map((f) => [f.propertyName, f.javaType, f.tsType]))).toEqual([
    [['id', 'Integer', 'number']],
    [
      ['id', 'Integer', 'number'],
      ['id2', 'Long', 'number'],
      ['tags', 'List<String>', 'Tag[]'],
    ],
  ]);
});

describe('tables whose fields are finished in place', () => {
  const long = 'x'.repeat(300);
  const sql = `CREATE TABLE parent (id int unsigned PRIMARY KEY, kind enum('a','b') NOT NULL);
CREATE TABLE child (
  id bigint AUTO_INCREMENT PRIMARY KEY,
  parent_id int REFERENCES parent,
  odd_id int REFERENCES ${long} (id),
  size decimal(10, 2) DEFAULT 0 COMMENT 'the size',
  user_name varchar(20), userName text
);`;
  const read = (withoutFieldLines = true) =>
    readSql(sql, { dialect: 'mysql', withoutFieldLines }).tables;

  it('gives what copying each field gives, in the same objects where they have no other property', () => {
    const inPlace = read();
    expect(inPlace.every((t) => t.finishInPlace)).toBe(true);
    const raw = inPlace.map((t) => [...t.fields]);
    const copying = read().map((t) => ({ ...t, finishInPlace: false }));
    const finished = finishTables(inPlace, 'mysql');
    expect(finished).toStrictEqual(finishTables(copying, 'mysql'));
    expect(JSON.stringify(finished)).toBe(JSON.stringify(finishTables(copying, 'mysql')));
    for (const t of finished) expect(tableSchema.parse(t)).toEqual(t);
    // `unsigned` and `enum` columns are copied; the others are the reader's objects.
    const same = finished.map((t, k) => t.fields.map((f, n) => f === raw[k][n]));
    expect(same).toEqual([
      [false, false],
      [true, true, true, true, true, true],
    ]);
  });

  it('copies fields that state their line, leaving it out', () => {
    const tables = read(false);
    expect(tables[1].fields[0].line).toBe(3);
    const finished = finishTables(tables, 'mysql');
    expect(JSON.stringify(finished)).toBe(JSON.stringify(finishTables(read(), 'mysql')));
    expect(finished[1].fields.map((f) => 'line' in f)).toEqual(Array(6).fill(false));
  });

  it('leaves no foreign key on a field whose reference was misread, nor on one without', () => {
    const child = finishTables(read(), 'mysql')[1];
    expect(child.fields.map((f) => 'foreignKey' in f)).toEqual([
      false,
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(child.fields[1]).toMatchObject({
      sqlType: 'int',
      foreignKey: { table: 'parent', column: 'id' },
    });
    expect(Object.keys(child.fields[2])).toEqual(Object.keys(child.fields[0]));
  });
});
