import { readInsert, readSql } from '.';
import type { RawField, RawTable } from '../types';

const field = (t: RawTable, name: string): RawField => {
  const f = t.fields.find((x) => x.columnName === name);
  if (!f) throw new Error(`no column ${name} in ${t.tableName}`);
  return f;
};

describe('readInsert', () => {
  it('infers types from every row of a multi-row insert', () => {
    const { tables, diagnostics } = readInsert(
      `INSERT INTO \`user\` (\`id\`, \`name\`, \`balance\`, \`born\`, \`seen_at\`, \`active\`, \`big\`, \`note\`, \`ratio\`) VALUES
  (1, 'Ann', 10.5, '1990-01-02', '2024-05-01 10:00:00', true, 3000000000, NULL, -0.25),
  (2, 'Bartholomew', 1234.75, '1991-12-31', '2024-05-01T10:00:00.123Z', false, 1, 'x', 3);`,
    );
    expect(diagnostics).toEqual([]);
    const t = tables[0];
    expect(t.tableName).toBe('user');
    expect(field(t, 'id')).toMatchObject({ sqlType: 'int', nullable: false });
    expect(field(t, 'name')).toMatchObject({ sqlType: 'varchar', length: 11 });
    expect(field(t, 'balance')).toMatchObject({ sqlType: 'decimal', precision: 6, scale: 2 });
    expect(field(t, 'born').sqlType).toBe('date');
    expect(field(t, 'seen_at').sqlType).toBe('datetime');
    expect(field(t, 'active').sqlType).toBe('boolean');
    expect(field(t, 'big').sqlType).toBe('bigint');
    expect(field(t, 'note')).toMatchObject({ sqlType: 'varchar', length: 1, nullable: true });
    expect(field(t, 'ratio')).toMatchObject({ sqlType: 'decimal', precision: 3, scale: 2 });
  });

  it('names columns col1, col2 ... with a diagnostic when there is no column list', () => {
    const { tables, diagnostics } = readInsert(
      "INSERT INTO [dbo].[Shippers] VALUES (1, N'Speedy Express', '(503) 555-9831');\nINSERT INTO [dbo].[Shippers] VALUES (2, N'United Package', NULL);",
      { dialect: 'sqlserver' },
    );
    expect(tables[0]).toMatchObject({ tableName: 'Shippers', schema: 'dbo' });
    expect(tables[0].fields.map((f) => f.columnName)).toEqual(['col1', 'col2', 'col3']);
    expect(field(tables[0], 'col2')).toMatchObject({ sqlType: 'varchar', length: 14 });
    expect(field(tables[0], 'col3').nullable).toBe(true);
    expect(diagnostics).toEqual([
      {
        line: 1,
        column: 1,
        message: 'INSERT INTO Shippers has no column list: columns are named col1, col2, ...',
      },
    ]);
  });

  it('merges several tables and statements, and counts characters not bytes', () => {
    const { tables } = readInsert(
      `INSERT INTO a (x) VALUES ('中文');
INSERT INTO b ("y") VALUES (NOW());
INSERT INTO a (x, z) VALUES ('abc', 2);`,
      { dialect: 'postgresql' },
    );
    expect(tables.map((t) => t.tableName)).toEqual(['a', 'b']);
    expect(tables[0].fields.map((f) => f.columnName)).toEqual(['x', 'z']);
    expect(field(tables[0], 'x').length).toBe(3);
    expect(field(tables[1], 'y').sqlType).toBe('timestamp');
  });

  it('is what readSql answers for a text with INSERTs and no CREATE TABLE', () => {
    const text = "INSERT INTO t (a) VALUES (1), (2);\nINSERT IGNORE INTO t SET a = 3, b = 'q';";
    const result = readSql(text, { dialect: 'mysql' });
    expect(result.tables[0].fields.map((f) => [f.columnName, f.sqlType])).toEqual([
      ['a', 'int'],
      ['b', 'varchar'],
    ]);
  });

  it('ignores INSERTs when the text declares tables', () => {
    const result = readSql('CREATE TABLE t (a int);\nINSERT INTO u (b) VALUES (1);');
    expect(result.tables.map((t) => t.tableName)).toEqual(['t']);
  });

  it('reports rows whose value count differs from the column list', () => {
    const { diagnostics } = readInsert('INSERT INTO t (a, b) VALUES (1);');
    expect(diagnostics).toEqual([
      { line: 1, column: 29, message: 'INSERT INTO t: 1 values for 2 columns' },
    ]);
  });
});
