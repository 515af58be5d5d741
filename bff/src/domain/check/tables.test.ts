import type { Field, Table } from '../../../../src/contract/text';
import { makeField } from '../field';
import { checkTables } from './tables';

const field = (columnName: string, over: Partial<Field> = {}): Field =>
  makeField(columnName, { sqlType: 'bigint', javaType: 'Long', tsType: 'number', ...over });

function table(tableName: string, fields: Field[]): Table {
  return { tableName, className: 'T', comment: '', fields };
}

const id = field('id', { primaryKey: true });
const codes = (tables: Table[], dialect?: Parameters<typeof checkTables>[1]) =>
  checkTables(tables, dialect).map((p) => p.code);

describe('checkTables', () => {
  it('finds nothing in a clean table', () => {
    expect(
      checkTables([
        table('user_account', [
          id,
          field('user_name', { sqlType: 'varchar', length: 64, javaType: 'String' }),
        ]),
      ]),
    ).toEqual([]);
  });

  it('reports duplicate table names case-insensitively', () => {
    const problems = checkTables([table('orders_x', [id]), table('ORDERS_X', [id])]);
    expect(problems).toContainEqual(
      expect.objectContaining({
        severity: 'error',
        code: 'duplicate-table',
        tableName: 'ORDERS_X',
      }),
    );
  });

  it('reports duplicate column names case-insensitively', () => {
    const problems = checkTables([
      table('t', [id, field('Name', { propertyName: 'name1' }), field('name')]),
    ]);
    expect(problems).toContainEqual(
      expect.objectContaining({ code: 'duplicate-column', columnName: 'name', tableName: 't' }),
    );
  });

  it('reports two columns mapping to one property', () => {
    const problems = checkTables([
      table('t', [id, field('user_name', { propertyName: 'userName' }), field('userName')]),
    ]);
    expect(problems.map((p) => p.code)).toContain('duplicate-property');
  });

  it('reports reserved SQL words per dialect', () => {
    expect(codes([table('order', [id])])).toContain('reserved-word');
    expect(codes([table('user', [id])], 'postgresql')).toContain('reserved-word');
    expect(codes([table('user', [id])], 'mysql')).not.toContain('reserved-word');
    expect(codes([table('t', [id, field('desc')])], 'mysql')).toContain('reserved-word');
    expect(codes([table('t', [id, field('level')])], 'oracle')).toContain('reserved-word');
    expect(codes([table('t', [id, field('level')])], 'mysql')).not.toContain('reserved-word');
    // Without a dialect: words two or more databases reserve, not every word one of them does.
    expect(codes([table('t', [id, field('level'), field('user')])])).toEqual([
      'reserved-word',
      'reserved-word',
    ]);
    expect(codes([table('t', [id, field('status'), field('number'), field('year')])])).toEqual([]);
  });

  it('reports Java keywords as property names', () => {
    const problems = checkTables([table('t', [id, field('class_', { propertyName: 'class' })])]);
    expect(problems).toContainEqual(
      expect.objectContaining({ code: 'reserved-property', severity: 'error' }),
    );
  });

  it('warns when there is no primary key', () => {
    expect(checkTables([table('t', [field('a')])])).toContainEqual(
      expect.objectContaining({ code: 'no-primary-key', severity: 'warning' }),
    );
  });

  it('warns about a *_time column stored as a number or text', () => {
    const problems = checkTables([
      table('t', [id, field('create_time', { sqlType: 'tinyint', javaType: 'Integer' })]),
    ]);
    expect(problems).toContainEqual(
      expect.objectContaining({ code: 'time-stored-as-number', columnName: 'create_time' }),
    );
    expect(codes([table('t', [id, field('create_time', { sqlType: 'datetime' })])])).not.toContain(
      'time-stored-as-number',
    );
  });

  it('suggests decimal for money stored as float', () => {
    expect(codes([table('t', [id, field('unit_price', { sqlType: 'double' })])])).toContain(
      'float-for-money',
    );
    expect(
      codes([
        table('t', [id, field('unit_price', { sqlType: 'decimal', precision: 10, scale: 2 })]),
      ]),
    ).not.toContain('float-for-money');
  });

  it('warns about varchar without length and notes decimal without precision', () => {
    const problems = checkTables([
      table('t', [
        id,
        field('name', { sqlType: 'varchar' }),
        field('rate', { sqlType: 'decimal' }),
      ]),
    ]);
    expect(problems).toContainEqual(
      expect.objectContaining({ code: 'missing-length', severity: 'warning' }),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({ code: 'missing-precision', severity: 'info' }),
    );
  });

  it('rejects auto-increment on a non-integer type', () => {
    const problems = checkTables([
      table('t', [
        field('id', { primaryKey: true, autoIncrement: true, sqlType: 'varchar', length: 36 }),
      ]),
    ]);
    expect(problems).toContainEqual(
      expect.objectContaining({ code: 'auto-increment-type', severity: 'error' }),
    );
    expect(
      codes([
        table('t', [
          field('id', { primaryKey: true, autoIncrement: true, sqlType: 'int unsigned' }),
        ]),
      ]),
    ).toEqual([]);
  });

  it('rejects empty names and empty tables', () => {
    expect(codes([table('', [id])])).toContain('empty-table-name');
    expect(codes([table('t', [])])).toContain('empty-table');
    expect(codes([table('t', [id, field('')])])).toContain('empty-column-name');
  });

  it('notes names with spaces or non-ASCII characters', () => {
    expect(codes([table('t', [id, field('用户名', { propertyName: 'field1' })])])).toContain(
      'unusual-name',
    );
    expect(codes([table('order items', [id])])).toContain('unusual-name');
  });
});
