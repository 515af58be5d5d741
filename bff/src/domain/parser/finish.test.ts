import { tableSchema } from '../../../../src/contract/text';
import { rawField } from '../field';
import { finishTables } from './finish';

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
