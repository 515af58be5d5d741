import { parse } from '..';

/** Columns as `[name, type, key, auto-increment, nullable, default]`. */
const columns = (text: string) =>
  parse(text, { inputType: 'sql' }).tables.map((t) => [
    t.tableName,
    t.fields.map((f) => [
      f.columnName,
      f.sqlType,
      f.primaryKey,
      f.autoIncrement,
      f.nullable,
      f.defaultValue,
    ]),
  ]);

describe('SQL as database tools export it', () => {
  it('reads DEFAULT NULL::type (Navicat, DBeaver and pg_dump exports of PostgreSQL) as no default', () => {
    const r = parse(
      `CREATE TABLE "public"."sys_user" (
  "id" int8 NOT NULL,
  "name" varchar(255) COLLATE "pg_catalog"."default" DEFAULT NULL::character varying,
  "code" varchar(32) DEFAULT ''::character varying,
  "at" timestamp(6) DEFAULT NULL::timestamp without time zone,
  "score" numeric(10,2) DEFAULT NULL::numeric
);`,
    );
    expect(r.diagnostics).toEqual([]);
    expect(r.tables[0].fields.map((f) => [f.columnName, f.defaultValue])).toEqual([
      ['id', null],
      ['name', null],
      ['code', ''],
      ['at', null],
      ['score', null],
    ]);
  });

  it('reads DM (达梦) keys written [NOT] CLUSTER PRIMARY KEY', () => {
    const r = parse(`CREATE TABLE "T" ("ID" BIGINT NOT NULL, "NAME" VARCHAR(10),
  NOT CLUSTER PRIMARY KEY("ID")) STORAGE(ON "MAIN", CLUSTERBTR);
CREATE TABLE "U" ("ID" BIGINT NOT NULL, "CODE" VARCHAR(10),
  CONSTRAINT "PK_U" CLUSTER PRIMARY KEY("ID"), CLUSTER UNIQUE KEY("CODE"));`);
    expect(r.diagnostics).toEqual([]);
    expect(
      r.tables.map((t) => [
        t.tableName,
        t.fields.map((f) => [f.columnName, f.primaryKey, f.unique]),
      ]),
    ).toEqual([
      [
        'T',
        [
          ['ID', true, false],
          ['NAME', false, false],
        ],
      ],
      [
        'U',
        [
          ['ID', true, false],
          ['CODE', false, true],
        ],
      ],
    ]);
  });

  it('reads the H2 / HSQLDB IDENTITY column type as an auto-increment BIGINT', () => {
    expect(
      columns('CREATE TABLE person (id IDENTITY NOT NULL PRIMARY KEY, name VARCHAR(255));'),
    ).toEqual([
      [
        'person',
        [
          ['id', 'bigint', true, true, false, null],
          ['name', 'varchar', false, false, true, null],
        ],
      ],
    ]);
  });

  it('says a migration with no CREATE TABLE has no columns instead of reading it as a field list', () => {
    const r = parse(
      '-- DropIndex\nDROP INDEX "link_link_id_key";\n\n-- DropIndex\nDROP INDEX "user_key";',
    );
    expect(r.inputType).toBe('sql');
    expect(r.tables).toEqual([]);
    expect(r.diagnostics.map((d) => d.message)).toEqual([
      'No CREATE TABLE in this SQL, so there are no columns to read: paste or import the CREATE TABLE statements.',
    ]);
  });

  it('reads PowerDesigner SQL Server comments, given per user in batches without semicolons', () => {
    const r = parse(`create table t_user (
   id   bigint identity,
   name varchar(50) null
)
go
declare @CurrentUser sysname
select @CurrentUser = user_name()
execute sp_addextendedproperty 'MS_Description', '用户', 'user', @CurrentUser, 'table', 't_user'
go
declare @CurrentUser sysname
select @CurrentUser = user_name()
execute sp_addextendedproperty 'MS_Description', '姓名', 'user', @CurrentUser, 'table', 't_user', 'column', 'name'
go`);
    expect(r.diagnostics).toEqual([]);
    expect(r.tables.map((t) => [t.comment, t.fields.map((f) => f.comment)])).toEqual([
      ['用户', ['', '姓名']],
    ]);
  });

  it('reads HSQLDB CACHED and MEMORY tables', () => {
    expect(
      columns(
        'CREATE CACHED TABLE PETS (ID BIGINT NOT NULL PRIMARY KEY);\nCREATE MEMORY TABLE OWNERS (ID INT);',
      ),
    ).toEqual([
      ['PETS', [['ID', 'bigint', true, false, false, null]]],
      ['OWNERS', [['ID', 'int', false, false, true, null]]],
    ]);
  });
});
