import { tableSchema } from '../../../../src/contract/text';
import { finishTables } from './finish';

const f = {
  length: null,
  precision: null,
  scale: null,
  nullable: true,
  primaryKey: false,
  autoIncrement: false,
  unique: false,
  defaultValue: null,
  comment: '',
};

it('derives class, property names and types, de-duplicating properties', () => {
  const [t] = finishTables(
    [
      {
        tableName: 't_user_accounts',
        comment: '',
        fields: [
          { ...f, columnName: 'user_name', sqlType: 'varchar' },
          { ...f, columnName: 'userName', sqlType: 'varchar' },
          { ...f, columnName: 'age', sqlType: 'int', unsigned: true },
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
