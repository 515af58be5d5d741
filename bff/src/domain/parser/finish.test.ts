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
