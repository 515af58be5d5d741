/**
 * Columns named with a keyword that also starts a table constraint (`key`, `index`, `fulltext`,
 * `spatial`, `unique`, `primary`, `check`, `constraint`, `foreign`, `references`) are columns, quoted
 * or not, in every dialect: each definition is kept as a field, with its type and constraints, and the
 * table constraints around them are still read.
 */
import type { SqlDialect } from '../../../../../src/contract/text';
import { readSql } from '.';

const DIALECTS: SqlDialect[] = ['mysql', 'postgresql', 'sqlserver', 'oracle', 'sqlite', 'db2'];

const QUOTES: Record<SqlDialect, (name: string) => string> = {
  mysql: (n) => `\`${n}\``,
  postgresql: (n) => `"${n}"`,
  sqlserver: (n) => `[${n}]`,
  oracle: (n) => `"${n}"`,
  sqlite: (n) => `"${n}"`,
  db2: (n) => `"${n}"`,
};

/** [name, the rest of its definition, the type read]. */
const COLUMNS: Array<[string, string, string]> = [
  ['key', 'varchar(255) NOT NULL', 'varchar'],
  ['index', 'int', 'int'],
  ['fulltext', 'text', 'text'],
  ['spatial', 'varchar(64) DEFAULT NULL', 'varchar'],
  ['unique', 'boolean NOT NULL DEFAULT false', 'boolean'],
  ['primary', 'int', 'int'],
  ['check', 'varchar(10)', 'varchar'],
  ['constraint', 'text NOT NULL', 'text'],
  ['foreign', 'int', 'int'],
  ['references', 'integer', 'integer'],
];

const statement = (name: (n: string) => string) =>
  `CREATE TABLE t (\n  id int NOT NULL,\n${COLUMNS.map(([n, rest]) => `  ${name(n)} ${rest},`).join('\n')}\n  PRIMARY KEY (id),\n  UNIQUE (${name('key')})\n);`;

describe.each(DIALECTS)('%s', (dialect) => {
  it.each([
    ['unquoted', (n: string) => n],
    ['quoted', QUOTES[dialect]],
  ] as const)('%s keyword names are columns, with their types and constraints', (_how, name) => {
    const { tables, diagnostics } = readSql(statement(name), { dialect });
    expect(diagnostics).toEqual([]);
    const fields = tables[0].fields;
    expect(fields.map((f) => [f.columnName, f.sqlType])).toEqual([
      ['id', 'int'],
      ...COLUMNS.map(([n, , type]) => [n, type]),
    ]);
    const byName = (n: string) => fields.find((f) => f.columnName === n);
    expect(byName('id')?.primaryKey).toBe(true);
    expect(byName('key')).toMatchObject({ nullable: false, unique: true, length: 255 });
    expect(byName('unique')).toMatchObject({ nullable: false, defaultValue: 'false' });
    expect(byName('constraint')?.nullable).toBe(false);
  });
});

describe('keyword names beside the table constraints that start with the same words', () => {
  it('MySQL: KEY/INDEX/FULLTEXT/SPATIAL/UNIQUE index definitions stay constraints', () => {
    const { tables, diagnostics } = readSql(
      `CREATE TABLE t (
        id int NOT NULL,
        \`key\` varchar(64) NOT NULL,
        body text,
        g geometry NOT NULL,
        PRIMARY KEY (id),
        KEY idx_key (\`key\`),
        INDEX ix USING BTREE (body(10)),
        FULLTEXT KEY ft_body (body),
        SPATIAL INDEX sp (g),
        UNIQUE uk_key (\`key\`)
      ) ENGINE=InnoDB;`,
      { dialect: 'mysql' },
    );
    expect(diagnostics).toEqual([]);
    expect(tables[0].fields.map((f) => f.columnName)).toEqual(['id', 'key', 'body', 'g']);
    expect(tables[0].fields[1].unique).toBe(true);
  });

  it('PostgreSQL: key and fulltext columns of a real schema (the reported case)', () => {
    const { tables, diagnostics } = readSql(
      `CREATE TABLE public.settings (
        id bigint NOT NULL,
        key character varying(255) NOT NULL,
        value text,
        fulltext tsvector,
        index integer DEFAULT 0 NOT NULL,
        CONSTRAINT settings_pkey PRIMARY KEY (id),
        CONSTRAINT settings_key_unique UNIQUE (key)
      );`,
      { dialect: 'postgresql' },
    );
    expect(diagnostics).toEqual([]);
    expect(tables[0].fields.map((f) => [f.columnName, f.sqlType, f.nullable])).toEqual([
      ['id', 'bigint', false],
      ['key', 'character varying', false],
      ['value', 'text', true],
      ['fulltext', 'tsvector', true],
      ['index', 'integer', false],
    ]);
    expect(tables[0].fields[1].unique).toBe(true);
  });

  it('SQL Server: INDEX definitions inside CREATE TABLE stay constraints; an index column is kept', () => {
    const { tables, diagnostics } = readSql(
      'CREATE TABLE t ([id] int NOT NULL, [index] int, [key] nvarchar(max), unique nvarchar(max), INDEX ix_index NONCLUSTERED ([index]), INDEX ix_id (id))',
      { dialect: 'sqlserver' },
    );
    expect(diagnostics).toEqual([]);
    expect(tables[0].fields.map((f) => f.columnName)).toEqual(['id', 'index', 'key', 'unique']);
  });

  it('ALTER TABLE ADD of a keyword-named column keeps it', () => {
    const { tables, diagnostics } = readSql(
      'CREATE TABLE t (id int);\nALTER TABLE t ADD COLUMN key text;\nALTER TABLE t ADD unique boolean;',
      { dialect: 'postgresql' },
    );
    expect(diagnostics).toEqual([]);
    expect(tables[0].fields.map((f) => f.columnName)).toEqual(['id', 'key', 'unique']);
  });
});
