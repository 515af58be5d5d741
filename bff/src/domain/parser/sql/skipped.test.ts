/**
 * No silent guesses: a misspelled or incomplete constraint, a DEFAULT without a value, a stray comma
 * or an unknown word gets a diagnostic on its line and column saying what was skipped, while the
 * column stays with what was understood; the clauses real dialects allow stay silent.
 */
import type { SqlDialect } from '../../../../../src/contract/text';
import { readSql } from '.';
import { parse } from '../index';

const DIALECTS: SqlDialect[] = ['mysql', 'postgresql', 'sqlserver', 'oracle', 'sqlite', 'db2'];

describe('the issue example', () => {
  const text = 'CREATE TABLE t (\n  id int PRIMARY KEY,\n  name varchar(10) NOT NUL DEFAULT, ,\n);';

  it.each(DIALECTS)('%s: says what it skipped on line 3, keeps the column', (dialect) => {
    const { tables, diagnostics } = readSql(text, { dialect });
    expect(tables[0].fields.map((f) => f.columnName)).toEqual(['id', 'name']);
    const name = tables[0].fields[1];
    expect(name).toMatchObject({ sqlType: 'varchar', length: 10, defaultValue: null });
    expect(diagnostics).toContainEqual({
      line: 3,
      column: 20,
      message: 'Column name: skipped "NOT NUL" (did you mean NOT NULL?); the column stays nullable',
    });
    expect(diagnostics).toContainEqual({
      line: 3,
      column: 37,
      message: 'CREATE TABLE t: stray comma skipped',
    });
    // DB2 alone allows DEFAULT without a value (the type's default).
    if (dialect !== 'db2')
      expect(diagnostics).toContainEqual({
        line: 3,
        column: 28,
        message: 'Column name: DEFAULT has no value; skipped, the column has no default',
      });
    expect(diagnostics).toHaveLength(dialect === 'db2' ? 2 : 3);
  });

  it('parse() answers the same diagnostics with the input type detected', () => {
    expect(parse(text).diagnostics.map((d) => d.line)).toEqual([3, 3, 3]);
  });
});

/** [column definition, the diagnostic's message, what the column keeps]. */
const MISSPELLED: Array<[string, string, Record<string, unknown>]> = [
  [
    'a int NOT NUL',
    'Column a: skipped "NOT NUL" (did you mean NOT NULL?); the column stays nullable',
    { nullable: true },
  ],
  [
    'a int NOT',
    'Column a: skipped "NOT" (did you mean NOT NULL?); the column stays nullable',
    { nullable: true },
  ],
  [
    'a int NOTNULL',
    'Column a: skipped "NOTNULL" (did you mean NOT NULL?); the column stays nullable',
    { nullable: true },
  ],
  [
    'a int NOT NULLL',
    'Column a: skipped "NOT NULLL" (did you mean NOT NULL?); the column stays nullable',
    { nullable: true },
  ],
  [
    'a int PRIMARY KY',
    'Column a: skipped "PRIMARY KY" (did you mean PRIMARY KEY?); the column is not a primary key',
    { primaryKey: false },
  ],
  [
    'a int PRIMAY KEY',
    'Column a: skipped "PRIMAY KEY" (did you mean PRIMARY KEY?); the column is not a primary key',
    { primaryKey: false },
  ],
  [
    'a int PRIMARY',
    'Column a: skipped "PRIMARY" (did you mean PRIMARY KEY?); the column is not a primary key',
    { primaryKey: false },
  ],
  [
    'a int AUTO_INCREMNT',
    'Column a: skipped "AUTO_INCREMNT" (did you mean AUTO_INCREMENT?); the column is not auto-increment',
    { autoIncrement: false },
  ],
  [
    'a int AUTOINCREMNT',
    'Column a: skipped "AUTOINCREMNT" (did you mean AUTOINCREMENT?); the column is not auto-increment',
    { autoIncrement: false },
  ],
  [
    'a int UNIQE',
    'Column a: skipped "UNIQE" (did you mean UNIQUE?); the column is not unique',
    { unique: false },
  ],
  [
    "a int DEFALT '1'",
    'Column a: skipped "DEFALT \'1\'" (did you mean DEFAULT?); the column has no default',
    { defaultValue: null },
  ],
  [
    'a int DEFAULT',
    'Column a: DEFAULT has no value; skipped, the column has no default',
    { defaultValue: null },
  ],
  [
    'a int DEFAULT NOT NULL',
    'Column a: DEFAULT has no value; skipped, the column has no default',
    { defaultValue: null, nullable: false },
  ],
  [
    'a int REFERENCES',
    'Column a: skipped "REFERENCES" (REFERENCES needs a table name)',
    { sqlType: 'int' },
  ],
  [
    'a int REFERENCES (id) NOT NULL',
    'Column a: skipped "REFERENCES (id)" (REFERENCES needs a table name)',
    { nullable: false },
  ],
  [
    'a int REFRENCES b(id)',
    'Column a: skipped "REFRENCES b(id)" (did you mean REFERENCES?)',
    { sqlType: 'int' },
  ],
  [
    "a int COMENT 'x'",
    'Column a: skipped "COMENT \'x\'" (did you mean COMMENT?); the column has no comment',
    { comment: '' },
  ],
  ['a int COMMENT', 'Column a: skipped "COMMENT" (COMMENT needs a quoted text)', {}],
  [
    'a int CHECK a > 0',
    'Column a: skipped "CHECK a > 0" (CHECK needs a condition in parentheses)',
    {},
  ],
  [
    'a int FOO BAR NOT NULL',
    'Column a: skipped "FOO BAR" (not a column constraint or option)',
    { nullable: false },
  ],
  ['a int 42', 'Column a: skipped "42" (not a column constraint or option)', {}],
  [
    'a varchar(10) COLATE utf8_bin',
    'Column a: skipped "COLATE utf8_bin" (did you mean COLLATE?)',
    { length: 10 },
  ],
  [
    'a int GENERATED ALWAYS AS IDENTIY',
    'Column a: skipped "GENERATED ALWAYS AS IDENTIY" (expected GENERATED … AS IDENTITY or GENERATED … AS (expression))',
    { autoIncrement: false },
  ],
  ['a int UNSINGED', 'Column a: skipped "UNSINGED" (did you mean UNSIGNED?)', { sqlType: 'int' }],
  [
    'a int CONSTRAINT',
    'Column a: skipped "CONSTRAINT" (CONSTRAINT needs a name and a constraint)',
    {},
  ],
];

describe.each(DIALECTS)('%s: misspelled and incomplete column constraints', (dialect) => {
  // DB2 alone allows DEFAULT without a value (the type's default).
  const cases = MISSPELLED.filter(([column]) => dialect !== 'db2' || !/DEFAULT( |$)/.test(column));
  it.each(cases)('%s', (column, message, kept) => {
    const text = `CREATE TABLE t (\n  id int NOT NULL,\n  ${column}\n);`;
    const { tables, diagnostics } = readSql(text, { dialect });
    expect(tables[0].fields.map((f) => f.columnName)).toEqual(['id', 'a']);
    expect(tables[0].fields[1]).toMatchObject(kept);
    const ours = diagnostics.filter((d) => d.line === 3);
    expect(ours.map((d) => d.message)).toContain(message);
    // The column where the skipped text starts.
    const skippedText = /"(.+?)"/.exec(message)?.[1];
    const at = ours.find((d) => d.message === message);
    if (skippedText && at) expect(`  ${column}`.indexOf(skippedText) + 1).toBe(at.column);
    expect(diagnostics.every((d) => d.line === 3)).toBe(true);
  });
});

/** [table element, message]: elements that are neither a column nor a constraint. */
const BAD_ELEMENTS: Array<[string, string]> = [
  ['PRIMARY KY (id)', 'CREATE TABLE t: skipped "PRIMARY KY (id)" (did you mean PRIMARY KEY?)'],
  ['PRIMRY KEY (id)', 'CREATE TABLE t: skipped "PRIMRY KEY (id)" (did you mean PRIMARY KEY?)'],
  [
    'FOREIGN KY (id) REFERENCES u (id)',
    'CREATE TABLE t: skipped "FOREIGN KY (id) REFERENCES u (id)" (did you mean FOREIGN KEY?)',
  ],
  // One edit from PRIMARY or FOREIGN at either end of their length, before a misspelled KEY.
  ['PRIMARYY KY (id)', 'CREATE TABLE t: skipped "PRIMARYY KY (id)" (did you mean PRIMARY KEY?)'],
  [
    'FOREGN KY (id) REFERENCES u (id)',
    'CREATE TABLE t: skipped "FOREGN KY (id) REFERENCES u (id)" (did you mean FOREIGN KEY?)',
  ],
  [
    'CONSTRANT pk PRIMARY KEY (id)',
    'CREATE TABLE t: skipped "CONSTRANT pk PRIMARY KEY (id)" (did you mean CONSTRAINT?)',
  ],
  ['UNIQE (id)', 'CREATE TABLE t: skipped "UNIQE (id)" (did you mean UNIQUE?)'],
  ['whatever (id)', 'CREATE TABLE t: skipped "whatever (id)" (not a column or a constraint)'],
  [
    'CONSTRAINT pk PRIMAY KEY (id)',
    'CREATE TABLE t: skipped constraint "PRIMAY" (did you mean PRIMARY KEY?)',
  ],
  ['PRIMARY KEY', 'CREATE TABLE t: skipped PRIMARY KEY (it has no column list)'],
  [
    'FOREIGN KEY (id) REFERENCES',
    'CREATE TABLE t: skipped FOREIGN KEY (REFERENCES needs a table name)',
  ],
  ['FOREIGN KEY (id)', 'CREATE TABLE t: skipped FOREIGN KEY (it has no REFERENCES)'],
];

describe.each(DIALECTS)('%s: misspelled table constraints', (dialect) => {
  it.each(BAD_ELEMENTS)('%s', (element, message) => {
    const text = `CREATE TABLE t (\n  id int NOT NULL,\n  ${element}\n);`;
    const { tables, diagnostics } = readSql(text, { dialect });
    expect(tables[0].fields.map((f) => f.columnName)).toEqual(['id']);
    expect(tables[0].fields[0].primaryKey).toBe(false);
    expect(diagnostics.map((d) => [d.line, d.message])).toEqual([[3, message]]);
  });
});

describe.each(DIALECTS)('%s: stray commas', (dialect) => {
  it.each([
    ['a int,, b int', 'CREATE TABLE t: stray comma skipped'],
    ['a int, b int,', 'CREATE TABLE t: stray comma before ")" skipped'],
    [', a int, b int', 'CREATE TABLE t: stray comma skipped'],
  ])('%s', (list, message) => {
    const { tables, diagnostics } = readSql(`CREATE TABLE t (${list});`, { dialect });
    expect(tables[0].fields.map((f) => f.columnName)).toEqual(['a', 'b']);
    // SQL Server runs a table whose list ends in a comma: no problem to report there.
    const trailingInTsql = dialect === 'sqlserver' && list.endsWith(',');
    expect(diagnostics.map((d) => [d.line, d.message])).toEqual(
      trailingInTsql ? [] : [[1, message]],
    );
  });
});

it('SQL Server: a comma before ")" is said when columns follow the ")" (the list closed early)', () => {
  const { tables, diagnostics } = readSql(
    `CREATE TABLE [dbo].[EmployeeTerritories]
  ([EmployeeID] [int] NOT NULL,
) ON [PRIMARY]
  [TerritoryID] [nvarchar] (20) NOT NULL
GO`,
    { dialect: 'sqlserver' },
  );
  expect(tables[0].fields.map((f) => f.columnName)).toEqual(['EmployeeID']);
  expect(diagnostics.map((d) => [d.line, d.message])).toEqual([
    [2, 'CREATE TABLE EmployeeTerritories: stray comma before ")" skipped'],
  ]);
});

it('DB2: DEFAULT without a value is the type default, not a diagnostic', () => {
  const { tables, diagnostics } = readSql(
    'CREATE TABLE t (a int NOT NULL DEFAULT, b int DEFAULT)',
    {
      dialect: 'db2',
    },
  );
  expect(diagnostics).toEqual([]);
  expect(tables[0].fields.map((f) => [f.columnName, f.nullable])).toEqual([
    ['a', false],
    ['b', true],
  ]);
});

describe('ALTER TABLE reports what it skips too', () => {
  it('ADD and MODIFY columns with misspelled constraints', () => {
    const { tables, diagnostics } = readSql(
      'CREATE TABLE t (id int);\nALTER TABLE t ADD COLUMN a int NOT NUL;\nALTER TABLE t MODIFY id int PRIMAY KEY;',
      { dialect: 'mysql' },
    );
    expect(tables[0].fields.map((f) => f.columnName)).toEqual(['id', 'a']);
    expect(diagnostics.map((d) => [d.line, d.message])).toEqual([
      [2, 'Column a: skipped "NOT NUL" (did you mean NOT NULL?); the column stays nullable'],
      [
        3,
        'Column id: skipped "PRIMAY KEY" (did you mean PRIMARY KEY?); the column is not a primary key',
      ],
    ]);
  });
});

/** Real-world CREATE TABLE statements, one or more per dialect clause family: no diagnostic at all. */
const VALID: Array<[SqlDialect, string]> = [
  // MySQL / MariaDB
  [
    'mysql',
    "CREATE TABLE t (id bigint(20) unsigned zerofill NOT NULL AUTO_INCREMENT COMMENT 'id', PRIMARY KEY (id) USING BTREE)",
  ],
  [
    'mysql',
    "CREATE TABLE t (name varchar(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL DEFAULT '', b varchar(3) CHARSET latin1 BINARY, c char(2) ASCII, d char(2) CHAR SET utf8 UNICODE)",
  ],
  [
    'mysql',
    'CREATE TABLE t (updated timestamp(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3), d datetime DEFAULT now() ON UPDATE now())',
  ],
  [
    'mysql',
    'CREATE TABLE t (a int, b int, total int GENERATED ALWAYS AS (a + b) VIRTUAL NOT NULL, s int AS (a * 2) STORED, p int AS (a) PERSISTENT, j json CHECK (json_valid(j)), k int CHECK (k > 0) NOT ENFORCED)',
  ],
  [
    'mysql',
    "CREATE TABLE t (id int KEY, u int UNIQUE KEY, v int UNIQUE, w int SERIAL DEFAULT VALUE, g geometry NOT NULL /*!80003 SRID 0 */, x int INVISIBLE, y int VISIBLE, z text COLUMN_FORMAT DYNAMIC STORAGE DISK, f bit(1) DEFAULT b'0', e enum('a','b') DEFAULT 'a', q varchar(10) DEFAULT _utf8mb4'x', r int DEFAULT -1, s double(10,2) unsigned DEFAULT 0.00)",
  ],
  [
    'mysql',
    "CREATE TABLE t (id int NOT NULL, c text COMPRESSED=zlib, v int ENGINE_ATTRIBUTE='{}', w int SECONDARY_ENGINE_ATTRIBUTE = '{}', r int REFERENCES u (id) ON DELETE CASCADE ON UPDATE SET NULL, t int WITHOUT SYSTEM VERSIONING, start timestamp(6) GENERATED ALWAYS AS ROW START INVISIBLE, u uuid DEFAULT (uuid()), KEY idx (c(10)), FULLTEXT KEY ft (c), SPATIAL INDEX sp (g), UNIQUE KEY uk (v), INDEX ix USING BTREE (w), CONSTRAINT fk FOREIGN KEY (r) REFERENCES u (id), CONSTRAINT CHECK (v > 0), CONSTRAINT PRIMARY KEY (id))",
  ],
  ['mysql', 'CREATE TABLE t (id int, PRIMARY KEY USING BTREE (id))'],
  [
    'mysql',
    'CREATE TABLE t (id int);\nALTER TABLE t ADD COLUMN a int NOT NULL AFTER id, ADD b int FIRST, ADD INDEX ix (a), ADD PARTITION (PARTITION p1 VALUES LESS THAN (10));',
  ],
  // PostgreSQL
  [
    'postgresql',
    'CREATE TABLE t (id bigint GENERATED BY DEFAULT AS IDENTITY (START WITH 1 INCREMENT BY 1) PRIMARY KEY, code text COLLATE "C" NOT NULL, name character varying(255) COLLATE pg_catalog."default", tags text[] DEFAULT \'{}\'::text[], arr integer ARRAY, created timestamp with time zone DEFAULT now() NOT NULL, due timestamp(6) without time zone DEFAULT (now() AT TIME ZONE \'utc\'))',
  ],
  [
    'postgresql',
    "CREATE TABLE t (id serial, n numeric(10,2) DEFAULT 0.00::numeric CHECK (n >= 0) NO INHERIT, s varchar(10) DEFAULT 'x'::character varying, u uuid DEFAULT gen_random_uuid() UNIQUE NULLS NOT DISTINCT, r int REFERENCES u(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED, q int REFERENCES u MATCH FULL NOT DEFERRABLE, i interval DEFAULT interval '1 day', b bytea STORAGE EXTERNAL COMPRESSION pglz, g int GENERATED ALWAYS AS (id * 2) STORED, w int UNIQUE WITH (fillfactor=70) USING INDEX TABLESPACE fast, v int CONSTRAINT v_nn NOT NULL)",
  ],
  [
    'postgresql',
    "CREATE TABLE t (id int DEFAULT nextval('t_id_seq'::regclass) NOT NULL, d date DEFAULT CURRENT_DATE, z time(3) with time zone, x bit varying(8), m double precision, j jsonb DEFAULT '{}'::jsonb NOT NULL, e tsrange, EXCLUDE USING gist (e WITH &&), CONSTRAINT t_pk PRIMARY KEY (id) WITH (fillfactor=90), UNIQUE (d) DEFERRABLE)",
  ],
  [
    'postgresql',
    'CREATE TABLE t (id int);\nALTER TABLE ONLY t ADD CONSTRAINT t_pkey PRIMARY KEY (id);\nALTER TABLE t ADD CONSTRAINT t_u UNIQUE USING INDEX t_idx;\nALTER TABLE t ALTER COLUMN id TYPE bigint USING id::bigint;\nALTER TABLE t ADD COLUMN IF NOT EXISTS n int DEFAULT 0;',
  ],
  // SQL Server
  [
    'sqlserver',
    "CREATE TABLE [dbo].[t] ([id] [int] IDENTITY(1,1) NOT FOR REPLICATION NOT NULL, [guid] uniqueidentifier ROWGUIDCOL NOT NULL CONSTRAINT [DF_guid] DEFAULT (newid()), [name] [nvarchar](max) COLLATE SQL_Latin1_General_CP1_CI_AS NULL, [sp] int SPARSE NULL, [f] varbinary(max) FILESTREAM NULL, [total] AS ([id]*(2)) PERSISTED, [calc] AS id + 1, [m] varchar(20) MASKED WITH (FUNCTION = 'default()') NULL, CONSTRAINT [PK_t] PRIMARY KEY CLUSTERED ([id] ASC) WITH (PAD_INDEX = OFF, STATISTICS_NORECOMPUTE = OFF) ON [PRIMARY]) ON [PRIMARY] TEXTIMAGE_ON [PRIMARY]",
  ],
  [
    'sqlserver',
    'CREATE TABLE t (id int NOT NULL PRIMARY KEY NONCLUSTERED, u int UNIQUE CLUSTERED, r int FOREIGN KEY REFERENCES u(id), c int CHECK NOT FOR REPLICATION (c > 0), i int INDEX ix_i NONCLUSTERED, s datetime2 GENERATED ALWAYS AS ROW START HIDDEN NOT NULL, e datetime2 GENERATED ALWAYS AS ROW END NOT NULL, d datetime DEFAULT getdate() NOT NULL, k int PRIMARY KEY WITH FILLFACTOR = 80, PERIOD FOR SYSTEM_TIME (s, e), INDEX ix_d NONCLUSTERED (d))',
  ],
  [
    'sqlserver',
    'CREATE TABLE t (id int NOT NULL);\nGO\nALTER TABLE [dbo].[t] ADD CONSTRAINT [DF_t_id] DEFAULT ((0)) FOR [id]\nGO\nALTER TABLE t ADD n int NULL CONSTRAINT df_n DEFAULT 0 WITH VALUES\nGO',
  ],
  // Oracle
  [
    'oracle',
    'CREATE TABLE "T" ("ID" NUMBER GENERATED ALWAYS AS IDENTITY MINVALUE 1 MAXVALUE 9999999999999999999999999999 INCREMENT BY 1 START WITH 1 CACHE 20 NOORDER NOCYCLE NOKEEP NOSCALE NOT NULL ENABLE, "NAME" VARCHAR2(100 CHAR) DEFAULT \'x\' NOT NULL ENABLE, "D" DATE DEFAULT SYSDATE, "C" CHAR(1 BYTE) CONSTRAINT "C_CK" CHECK (C IN (\'Y\',\'N\')) ENABLE, "V" NUMBER INVISIBLE, "W" NUMBER VISIBLE, "TS" TIMESTAMP(6) WITH LOCAL TIME ZONE, "IV" INTERVAL DAY(2) TO SECOND(6), "R" RAW(16) DEFAULT SYS_GUID(), "Z" NUMBER(*,0), CONSTRAINT "T_PK" PRIMARY KEY ("ID") USING INDEX PCTFREE 10 INITRANS 2 TABLESPACE "USERS" ENABLE)',
  ],
  [
    'oracle',
    "CREATE TABLE t (id NUMBER(10) GENERATED BY DEFAULT ON NULL AS IDENTITY, n NUMBER DEFAULT ON NULL 0, s VARCHAR2(20) ENCRYPT USING 'AES256' NO SALT, g NUMBER GENERATED ALWAYS AS (id * 2) VIRTUAL, p NUMBER PRIMARY KEY USING INDEX TABLESPACE users, q NUMBER NOT NULL NOVALIDATE, r NUMBER REFERENCES u (id) ON DELETE SET NULL RELY DISABLE, l LONG RAW)",
  ],
  // SQLite
  [
    'sqlite',
    'CREATE TABLE t (id INTEGER PRIMARY KEY ASC ON CONFLICT REPLACE AUTOINCREMENT, a TEXT NOT NULL ON CONFLICT IGNORE COLLATE NOCASE, b, c UNIQUE ON CONFLICT FAIL, d REAL CHECK (d > 0) DEFAULT (0.5), e INT REFERENCES u(id) ON UPDATE CASCADE, f INT GENERATED ALWAYS AS (e + 1) STORED, g INT AS (e * 2) VIRTUAL, h UNSIGNED BIG INT, i VARYING CHARACTER(255), j NATIVE CHARACTER(70), k DATETIME DEFAULT CURRENT_TIMESTAMP)',
  ],
  ['sqlite', 'CREATE TABLE t (a INTEGER, b TEXT, PRIMARY KEY (a, b)) WITHOUT ROWID;'],
  // DB2
  [
    'db2',
    'CREATE TABLE "T" ("ID" INTEGER NOT NULL GENERATED BY DEFAULT AS IDENTITY ( START WITH +1 INCREMENT BY +1 MINVALUE +1 MAXVALUE +2147483647 NO CYCLE CACHE 20 NO ORDER ), "B" VARCHAR(20) FOR BIT DATA, "C" CLOB(1M) LOGGED NOT COMPACT, "D" TIMESTAMP NOT NULL WITH DEFAULT CURRENT TIMESTAMP, "E" CHAR(1) NOT NULL WITH DEFAULT, "F" TIMESTAMP NOT NULL GENERATED ALWAYS FOR EACH ROW ON UPDATE AS ROW CHANGE TIMESTAMP IMPLICITLY HIDDEN, "G" VARCHAR(10) INLINE LENGTH 100, "H" INTEGER COMPRESS SYSTEM DEFAULT, "S" TIMESTAMP(12) NOT NULL GENERATED ALWAYS AS ROW BEGIN, "TX" TIMESTAMP(12) GENERATED ALWAYS AS TRANSACTION START ID) IN USERSPACE1 ORGANIZE BY ROW',
  ],
];

/** What common tools write: Navicat, MySQL Workbench, Hibernate, pgAdmin, Django, SSMS, SQL Developer, db2look. */
const TOOL_OUTPUT: Array<[string, string]> = [
  [
    'mysql',
    "CREATE TABLE `sys_user` (\n `id` bigint(20) NOT NULL AUTO_INCREMENT COMMENT 'ID',\n `name` varchar(255) CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci NULL DEFAULT NULL COMMENT '名字',\n `x` text /*!80016 NOT SECONDARY */,\n `p` point NOT NULL SRID 4326,\n `f` float(8,2) UNSIGNED NOT NULL DEFAULT 0.00,\n PRIMARY KEY (`id`) USING BTREE,\n INDEX `idx_name`(`name`(10) ASC) USING BTREE\n) ENGINE = InnoDB AUTO_INCREMENT = 1 CHARACTER SET = utf8mb4 COLLATE = utf8mb4_general_ci COMMENT = 'x' ROW_FORMAT = Dynamic;",
  ],
  [
    'mysql',
    'CREATE TABLE IF NOT EXISTS `mydb`.`order` (\n `id` INT NOT NULL AUTO_INCREMENT,\n `user_id` INT NOT NULL,\n PRIMARY KEY (`id`),\n INDEX `fk_order_user_idx` (`user_id` ASC) VISIBLE,\n CONSTRAINT `fk_order_user` FOREIGN KEY (`user_id`) REFERENCES `mydb`.`user` (`id`) ON DELETE NO ACTION ON UPDATE NO ACTION)\nENGINE = InnoDB;',
  ],
  [
    'mysql',
    'create table user (id bigint not null auto_increment, email varchar(255) not null unique, created datetime(6), primary key (id)) engine=InnoDB;\nalter table user add constraint UK_x unique (email);',
  ],
  [
    'postgresql',
    'CREATE TABLE IF NOT EXISTS public.users\n(\n    id integer NOT NULL DEFAULT nextval(\'users_id_seq\'::regclass),\n    name character varying(100) COLLATE pg_catalog."default" NOT NULL,\n    tags text[] COLLATE pg_catalog."default" DEFAULT ARRAY[]::text[],\n    roles character varying(20)[] DEFAULT ARRAY[\'user\'::character varying],\n    created_at timestamp without time zone DEFAULT now(),\n    CONSTRAINT users_pkey PRIMARY KEY (id)\n)\n\nTABLESPACE pg_default;',
  ],
  [
    'postgresql',
    'create table users (id bigint generated by default as identity, name varchar(255) not null, primary key (id));\ncreate table t (id bigserial not null, u_id int8, primary key (id));\nalter table if exists t add constraint FK foreign key (u_id) references users;',
  ],
  [
    'sqlite',
    'CREATE TABLE "app_item" ("id" integer NOT NULL PRIMARY KEY AUTOINCREMENT, "n" integer unsigned NOT NULL CHECK ("n" >= 0), "o" bigint NULL REFERENCES "app_o" ("id") DEFERRABLE INITIALLY DEFERRED, "d" datetime DEFAULT (datetime(\'now\',\'localtime\')), "b" bool NOT NULL DEFAULT 0 CHECK (b IN (0,1)), "t" TEXT COLLATE NOCASE NOT NULL);',
  ],
  [
    'sqlserver',
    "CREATE TABLE [dbo].[Orders](\n\t[Id] [int] IDENTITY(1,1) NOT NULL,\n\t[Amount] [decimal](18, 2) NULL DEFAULT ((0)),\n\t[Name] NVARCHAR(50) NOT NULL DEFAULT N'',\n\t[Ts] ROWVERSION NOT NULL,\n\t[Flag] [bit] NOT NULL CONSTRAINT [DF_Flag] DEFAULT (CONVERT([bit],(0))),\n CONSTRAINT [PK_Orders] PRIMARY KEY CLUSTERED \n(\n\t[Id] ASC\n)WITH (PAD_INDEX = OFF, STATISTICS_NORECOMPUTE = OFF, IGNORE_DUP_KEY = OFF, ALLOW_ROW_LOCKS = ON, ALLOW_PAGE_LOCKS = ON, OPTIMIZE_FOR_SEQUENTIAL_KEY = OFF) ON [PRIMARY]\n) ON [PRIMARY]\nGO",
  ],
  [
    'oracle',
    'CREATE TABLE "HR"."EMP" \n   (\t"ID" NUMBER(*,0) NOT NULL ENABLE, \n\t"NAME" VARCHAR2(50 BYTE), \n\t"C" CLOB, \n\t SUPPLEMENTAL LOG DATA (ALL) COLUMNS, \n\t CONSTRAINT "EMP_PK" PRIMARY KEY ("ID")\n  USING INDEX PCTFREE 10 INITRANS 2 MAXTRANS 255 COMPUTE STATISTICS \n  STORAGE(INITIAL 65536 NEXT 1048576 MINEXTENTS 1 MAXEXTENTS 2147483645\n  PCTINCREASE 0 FREELISTS 1 FREELIST GROUPS 1 BUFFER_POOL DEFAULT FLASH_CACHE DEFAULT CELL_FLASH_CACHE DEFAULT)\n  TABLESPACE "USERS"  ENABLE\n   ) SEGMENT CREATION IMMEDIATE \n  PCTFREE 10 PCTUSED 40 INITRANS 1 MAXTRANS 255 \n NOCOMPRESS LOGGING\n  TABLESPACE "USERS" \n LOB ("C") STORE AS SECUREFILE (\n  TABLESPACE "USERS" ENABLE STORAGE IN ROW CHUNK 8192\n  NOCACHE LOGGING  NOCOMPRESS  KEEP_DUPLICATES) ;',
  ],
  [
    'db2',
    'CREATE TABLE "S"."T" ("X" DECIMAL(5,2) NOT NULL WITH DEFAULT 0, "Y" VARCHAR(10) CCSID UNICODE, "Z" VARCHAR(20 OCTETS), "B" BLOB(2G) NOT LOGGED COMPACT) IN "USERSPACE1";',
  ],
];

describe('valid real-world clauses stay silent', () => {
  it.each(TOOL_OUTPUT)('%s tool output: %s', (dialect, text) => {
    const result = readSql(text, { dialect: dialect as SqlDialect });
    expect(result.diagnostics).toEqual([]);
    expect(result.tables.length).toBeGreaterThan(0);
  });

  it('Oracle SUPPLEMENTAL LOG DATA is not a column', () => {
    const { tables } = readSql(TOOL_OUTPUT[7][1], { dialect: 'oracle' });
    expect(tables[0].fields.map((f) => f.columnName)).toEqual(['ID', 'NAME', 'C']);
  });

  it('PostgreSQL ARRAY[...] defaults are read whole', () => {
    const { tables } = readSql(TOOL_OUTPUT[3][1], { dialect: 'postgresql' });
    expect(tables[0].fields.find((f) => f.columnName === 'tags')?.defaultValue).toBe(
      'ARRAY[]::text[]',
    );
  });

  it.each(VALID)('%s: %s', (dialect, text) => {
    const result = readSql(text, { dialect });
    expect(result.diagnostics).toEqual([]);
    expect(result.tables.length).toBeGreaterThan(0);
  });

  it('every column of those statements is kept', () => {
    const { tables } = readSql(VALID[3][1], { dialect: 'mysql' });
    expect(tables[0].fields.map((f) => f.columnName)).toEqual([
      'a',
      'b',
      'total',
      's',
      'p',
      'j',
      'k',
    ]);
  });
});

describe('columns a typo would hide are named, never lost unseen', () => {
  const cases: Array<[SqlDialect, string, string]> = [
    [
      'postgresql',
      'CREATE TABLE t (\n  id int,\n  title varchar(10)),\n  body text,\n  n int\n);',
      'CREATE TABLE t: "body text" after the column list reads as a column that was not read; is a ")" misplaced?',
    ],
    [
      'postgresql',
      'CREATE TABLE t (\n  id int,\n  title ),\n  body\n  );',
      'CREATE TABLE t: an unmatched ")" after the column list; a ")" inside a column may close the list early, and the columns after it were not read',
    ],
    [
      'sqlserver',
      'CREATE TABLE [t] (\n  [id] int,\n  [Nam NVARCHAR(20) NOT NULL,\n  [AlbumId] INT\n)',
      'CREATE TABLE t: the column name "Nam NVARCHAR(20) NOT NULL, [AlbumId" runs over a line break; is a closing quote or bracket missing?',
    ],
    [
      'db2',
      'CREATE TABLE "t" (\n  "id" INT,\n  "a" VAR[CHAR(70),\n  "b" VARCHAR(40)\n)',
      'CREATE TABLE t: "b VARCHAR" was read as part of the column before it; is a bracket or parenthesis not closed?',
    ],
    [
      'sqlite',
      'CREATE TABLE t (\n  id IN--TEGER PRIMARY KEY,\n  note TEXT,\n  name VARCHAR(20)\n)',
      'CREATE TABLE t: "note TEXT" on a line of its own was read as part of the element before it; is a comma missing, or hidden in a comment?',
    ],
    [
      'sqlite',
      'CREATE TABLE t (\n  id INTEGER,\n  FOREIGN KEY (id) REFERENCES u (id)\n    ON DELETE NO ACTION ON --UPDATE NO ACTION,\n  kind VARCHAR(20)\n)',
      'CREATE TABLE t: "kind VARCHAR" on a line of its own was read as part of the element before it; is a comma missing, or hidden in a comment?',
    ],
    [
      'mysql',
      'CREATE ATE TABLE t (id int);',
      'Could not read this CREATE TABLE: "ATE" is not a word it takes, so the table was skipped',
    ],
    [
      'postgresql',
      '  name varchar(10),\nCREATE TABLE t (id int);',
      'Skipped "name varchar…": it reads as a column definition outside any CREATE TABLE',
    ],
  ];

  it.each(cases)('%s: %s', (dialect, text, message) => {
    const { diagnostics } = readSql(text, { dialect });
    expect(diagnostics.map((d) => d.message)).toContain(message);
  });

  it('lets a definition go on over lines without a word', () => {
    const text = [
      'CREATE TABLE t (',
      '  at timestamp(6)',
      '    without time zone',
      '    not null,',
      "  name varchar(20)\n    character set utf8mb4\n    default 'x',",
      '  flags char(8)\n    for bit data,',
      '  n int,',
      '  foreign key (n) references u (id)\n    on delete cascade',
      ')',
    ].join('\n');
    for (const dialect of ['postgresql', 'mysql', 'db2'] as SqlDialect[]) {
      const { diagnostics, tables } = readSql(text, { dialect });
      expect(tables[0].fields.map((f) => f.columnName)).toEqual(['at', 'name', 'flags', 'n']);
      expect(diagnostics.filter((d) => /line of its own/.test(d.message))).toEqual([]);
    }
  });
});
