import { classifySql, detectSqlDialect } from '.';

describe('detectSqlDialect', () => {
  it.each([
    ['mysql', 'CREATE TABLE `a` (`id` int unsigned NOT NULL AUTO_INCREMENT) ENGINE=InnoDB;'],
    ['mysql', 'CREATE TABLE a (id int);'],
    ['postgresql', 'CREATE TABLE a (id SERIAL PRIMARY KEY, at timestamptz);'],
    [
      'postgresql',
      "CREATE TABLE a (id int DEFAULT nextval('s'::regclass));\nCOMMENT ON TABLE a IS 'x';",
    ],
    ['sqlserver', 'CREATE TABLE [dbo].[a] ([id] [int] IDENTITY(1,1) NOT NULL) ON [PRIMARY]\nGO'],
    ['sqlserver', 'CREATE TABLE dbo.a (name NVARCHAR(MAX))'],
    ['oracle', 'CREATE TABLE a (id NUMBER(10), name VARCHAR2(20), body CLOB);\n/'],
    ['sqlite', 'CREATE TABLE a (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT);'],
    [
      'db2',
      'CREATE TABLE a (id INT GENERATED ALWAYS AS IDENTITY, doc CLOB(1M)) IN USERSPACE1 ORGANIZE BY ROW;',
    ],
  ] as const)('%s: %s', (dialect, text) => {
    expect(detectSqlDialect(text)).toBe(dialect);
  });

  it('looks at a bounded prefix only', () => {
    const text = `${'-- filler line\n'.repeat(10000)}CREATE TABLE a (id SERIAL);`;
    expect(detectSqlDialect(text)).toBe('mysql');
  });
});

describe('classifySql', () => {
  it('tells DDL, INSERT-only and non-SQL texts apart', () => {
    expect(classifySql('-- dump\nSET x = 1;\ncreate table t (id int);')).toBe('sql');
    expect(classifySql('ALTER TABLE t ADD COLUMN c int;')).toBe('sql');
    expect(classifySql("INSERT INTO t (a) VALUES (1);\nINSERT INTO t (a) VALUES ('x');")).toBe(
      'insert',
    );
    expect(classifySql('public class User {\n  private Long id;\n}')).toBeNull();
    expect(classifySql('{"create": "table"}')).toBeNull();
    expect(classifySql('id bigint primary key\nname varchar(20) user name')).toBeNull();
    expect(classifySql('| name | type |\n|---|---|\n| id | int |')).toBeNull();
  });
});
