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
