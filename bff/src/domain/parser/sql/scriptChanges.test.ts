/**
 * What a script does to its tables after creating them, and scripts that create none: the tables
 * a user gets are the ones the script leaves, and nothing vanishes unsaid.
 */
import { parse } from '..';
import { readSql } from '.';

const names = (text: string, dialect: 'mysql' | 'postgresql' = 'mysql') => {
  const { tables, diagnostics } = readSql(text, { dialect });
  return {
    tables: tables.map((t) => `${t.tableName}(${t.fields.map((f) => f.columnName).join(',')})`),
    diagnostics: diagnostics.map((d) => d.message),
  };
};

describe('CREATE TABLE … LIKE', () => {
  const source = `CREATE TABLE users (
  id integer NOT NULL AUTO_INCREMENT PRIMARY KEY,
  team_id int REFERENCES teams (id),
  first_name varchar(255) NOT NULL DEFAULT '' COMMENT 'given name'
) COMMENT='people';
`;

  it('MySQL: copies the columns, keys, defaults and comments, not the foreign keys', () => {
    const { tables, diagnostics } = readSql(
      `${source}CREATE TABLE super_users LIKE users;
ALTER TABLE super_users ADD COLUMN date_of_birth DATETIME(6);`,
      { dialect: 'mysql' },
    );
    expect(diagnostics).toEqual([]);
    const copy = tables.find((t) => t.tableName === 'super_users')!;
    expect(copy.comment).toBe('people');
    expect(copy.fields.map((f) => f.columnName)).toEqual([
      'id',
      'team_id',
      'first_name',
      'date_of_birth',
    ]);
    expect(copy.fields[0]).toMatchObject({ primaryKey: true, autoIncrement: true });
    expect(copy.fields[1].foreignKey).toBeUndefined();
    expect(copy.fields[2]).toMatchObject({ defaultValue: '', comment: 'given name' });
    // The source keeps its own key.
    expect(tables[0].fields[1].foreignKey).toEqual({ table: 'teams', column: 'id' });
  });

  it('PostgreSQL: (LIKE t) copies names, types and NOT NULL; INCLUDING adds the rest', () => {
    const pg = `CREATE TABLE src (id serial PRIMARY KEY, name varchar(20) NOT NULL DEFAULT 'x');
CREATE TABLE plain (LIKE src, extra int);
CREATE TABLE full_copy (LIKE src INCLUDING ALL EXCLUDING COMMENTS);`;
    const { tables, diagnostics } = readSql(pg, { dialect: 'postgresql' });
    expect(diagnostics).toEqual([]);
    const [, plain, full] = tables;
    expect(plain.fields.map((f) => f.columnName)).toEqual(['id', 'name', 'extra']);
    expect(plain.fields[0]).toMatchObject({ primaryKey: false, autoIncrement: false });
    expect(plain.fields[1]).toMatchObject({ nullable: false, defaultValue: null });
    expect(full.fields[0]).toMatchObject({ primaryKey: true, autoIncrement: true });
    expect(full.fields[1].defaultValue).toBe('x');
  });

  it('says so when the source is not in the script', () => {
    expect(names('CREATE TABLE copy LIKE elsewhere;').diagnostics).toEqual([
      'CREATE TABLE copy LIKE elsewhere: elsewhere is not created in this script, so the columns of copy are not known',
    ]);
    expect(names('CREATE TABLE t (LIKE elsewhere INCLUDING ALL, a int);', 'postgresql')).toEqual({
      tables: ['t(a)'],
      diagnostics: [
        'CREATE TABLE t: LIKE elsewhere names a table this script does not create; its columns are not known',
      ],
    });
  });

  it('reads a column named like as a column', () => {
    expect(names('CREATE TABLE t (like varchar(10), b int);')).toEqual({
      tables: ['t(like,b)'],
      diagnostics: [],
    });
  });
});

it('a table dropped after it was created is gone; one dropped before is created again', () => {
  expect(
    names(`DROP TABLE IF EXISTS authors;
CREATE TABLE authors (id BIGINT PRIMARY KEY);
CREATE TABLE removed (id BIGINT PRIMARY KEY);
CREATE TABLE other (id BIGINT PRIMARY KEY);
DROP TABLE removed, other;`),
  ).toEqual({ tables: ['authors(id)'], diagnostics: [] });
});

it('CREATE TABLE … AS SELECT is said to be left out', () => {
  expect(names('CREATE TABLE a (id int);\nCREATE TABLE b AS SELECT * FROM a;')).toEqual({
    tables: ['a(id)'],
    diagnostics: [
      'CREATE TABLE b AS …: its columns come from a query, which is not read; the table is left out',
    ],
  });
});

it('FLUSH BINARY LOGS is a statement, not a stray column', () => {
  expect(
    names('CREATE TABLE a (id INT NOT NULL, PRIMARY KEY (id));\nflush /*!50503 binary */ logs;'),
  ).toEqual({ tables: ['a(id)'], diagnostics: [] });
});

describe('a script that creates no table', () => {
  const routines = `use employees;
delimiter //
create function emp_name (employee_id int)
returns varchar(32)
reads sql data
begin
    return (select concat(first_name, ' ', last_name) from employees where emp_no = employee_id);
end //
delimiter ;
CREATE ALGORITHM=UNDEFINED DEFINER=\`root\`@\`localhost\` SQL SECURITY DEFINER VIEW v AS select 1 AS one;
CREATE VIEW w AS SELECT 2;`;

  it('is read as SQL and says what it creates instead of making up tables', () => {
    const result = parse(routines);
    expect(result.inputType).toBe('sql');
    expect(result.tables).toEqual([]);
    expect(result.diagnostics.map((d) => d.message)).toEqual([
      'No CREATE TABLE in this SQL (it creates 1 function, 2 views), so there are no columns to read: paste or import the CREATE TABLE statements.',
    ]);
  });

  it('a views-only mysqldump is SQL too', () => {
    const dump = `-- MySQL dump 10.13  Distrib 5.7.24, for macos10.12 (x86_64)
--
-- Temporary table structure for view \`sales\`
--
DROP TABLE IF EXISTS \`sales\`;
/*!50001 DROP VIEW IF EXISTS \`sales\`*/;
SET @saved_cs_client     = @@character_set_client;
/*!50001 CREATE VIEW \`sales\` AS SELECT 1 AS \`id\`*/;`;
    const result = parse(dump);
    expect(result.inputType).toBe('sql');
    expect(result.tables).toEqual([]);
  });
});
