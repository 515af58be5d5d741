import { corpusFiles, readCorpus } from '../../../../test/parser/corpus';
import { classifySql, detectSqlDialect } from '.';
import { literalsOf, matchedSignals, SIGNALS } from './dialect';
import { parse } from '..';

describe('detectSqlDialect', () => {
  it.each([
    ['mysql', 'CREATE TABLE `a` (`id` int unsigned NOT NULL AUTO_INCREMENT) ENGINE=InnoDB;'],
    ['mysql', 'CREATE TABLE a (id int);'],
    ['postgresql', 'CREATE TABLE a (id SERIAL PRIMARY KEY, at timestamptz);'],
    ['postgresql', 'CREATE TABLE a (id SERIAL PRIMARY KEY, name varchar(20));'],
    // SERIAL is MySQL's too; a column COMMENT and ENUM are MySQL's alone.
    ['mysql', "CREATE TABLE v (id SERIAL, s ENUM('open', 'closed') COMMENT 'state');"],
    ['postgresql', "CREATE TYPE mood AS ENUM ('sad', 'ok');\nCREATE TABLE p (id SERIAL, m mood);"],
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

  it('reads generic SQL (H2, HSQLDB, textbook DDL) as no SQLite: INTEGER is an int, no key auto-increments', () => {
    const text = `CREATE TABLE users (id INTEGER NOT NULL, name VARCHAR(50), PRIMARY KEY (id));
CREATE TABLE orders (id BIGINT PRIMARY KEY, user_id INTEGER REFERENCES users(id), qty INTEGER);`;
    expect(detectSqlDialect(text)).not.toBe('sqlite');
    const fields = parse(text).tables.flatMap((t) => t.fields);
    expect(fields.map((f) => [f.columnName, f.javaType, f.autoIncrement])).toEqual([
      ['id', 'Integer', false],
      ['name', 'String', false],
      ['id', 'Long', false],
      ['user_id', 'Integer', false],
      ['qty', 'Integer', false],
    ]);
  });

  it('reads the standard AS IDENTITY (START WITH …) as no SQL Server, so a timestamp stays a date', () => {
    const text = `create table ACT_EVT_LOG (
  LOG_NR_ bigint not null GENERATED ALWAYS AS IDENTITY (START WITH 1, INCREMENT BY 1),
  TIME_STAMP_ timestamp not null, primary key (LOG_NR_));`;
    expect(detectSqlDialect(text)).not.toBe('sqlserver');
    const fields = parse(text).tables[0].fields;
    expect(fields.map((f) => [f.columnName, f.javaType, f.autoIncrement])).toEqual([
      ['LOG_NR_', 'Long', true],
      ['TIME_STAMP_', 'LocalDateTime', false],
    ]);
  });

  it('reads timestamp(6) as a date and time in SQL Server too (its rowversion takes no precision)', () => {
    const text =
      'CREATE TABLE t (id BIGINT IDENTITY(1, 1) NOT NULL, at TIMESTAMP(6), v TIMESTAMP);';
    const fields = parse(text, { inputType: 'sql', dialect: 'sqlserver' }).tables[0].fields;
    expect(fields.map((f) => f.javaType)).toEqual(['Long', 'LocalDateTime', 'byte[]']);
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

describe('dialect signals', () => {
  // Detection tries a pattern with words only where one of them starts; that is only right when
  // every match of the pattern starts there, at a whole word.
  const texts = [
    ...corpusFiles('sql').map(readCorpus),
    '-- MySQL dump 10.13\n/*!40101 SET NAMES utf8 */;\nCREATE TABLE `t` (id int) ENGINE=InnoDB DEFAULT CHARSET=utf8;',
    'SET search_path = public, pg_catalog;\nALTER TABLE ONLY t OWNER TO me;\nCOPY t FROM stdin;',
    'SET ANSI_NULLS ON\nGO\nCREATE TABLE [dbo].[t] ([id] [int] IDENTITY(1,1)) ON [PRIMARY]\nGO\n:setvar x 1',
    'PROMPT x\nCREATE TABLE t (a VARCHAR2(10 BYTE) NOT NULL ENABLE, b NUMBER(5)) NOCOMPRESS;\n/',
    '--#SET TERMINATOR @\nCREATE TABLE t (a CLOB(1M), b VARCHAR(5) FOR BIT DATA) IN ts COMPRESS YES;',
    "\\connect db\nCREATE FUNCTION f() RETURNS text AS $$ SELECT 'a'::text $$ LANGUAGE sql;",
    'DELETE FROM sqlite_sequence;',
    'CREATE TABLE t (a NVARCHAR( MAX ), b INT DEFAULT GETDATE()) -- T-SQL, Transact-SQL, SQLServer',
    'CREATE TABLE t (a INT WITH DEFAULT, b TIMESTAMP ON UPDATE CURRENT_TIMESTAMP) DATA CAPTURE CHANGES',
    'DROP TABLE IF EXISTS [t];\nCREATE TABLE t (a INTEGER PRIMARY KEY) WITHOUT ROWID;\n  DELIMITER $$',
    // White space of every kind between a signal word and what must follow it, and words
    // without it (PostgreSQL's identity columns, a comment that mentions a number).
    "CREATE TABLE t (a INT IDENTITY\u00a0(1,1), b ENUM\t('x'), c NUMBER\u3000(5)) ENGINE\n=x COMMENT\u2028'c'",
    "CREATE TABLE t (a INT GENERATED ALWAYS AS IDENTITY, b TEXT COMMENT 'number ENGINE', c RAW)",
    'ALTER TABLE t WITH NOCHECK ADD CONSTRAINT c; EXECUTE IMMEDIATE x; CREATE EXTENSION y;',
    'xON [PRIMARY] a_SQL_Server T_SQL x-- x)IN ts; 1BYTE) NOT  NULL ENABLE; WITHOUT  ROWID',
  ];
  const variants = texts.flatMap((t) => [t, t.toLowerCase(), t.toUpperCase()]);
  const wordAt = (text: string, at: number) => /^\w+/.exec(text.slice(at))?.[0].toUpperCase();

  it.each(SIGNALS.filter((s) => s[3] !== '').map((s) => [String(s[1]), s] as const))(
    '%s starts at one of its words',
    (_, [, re, , words]) => {
      const global = new RegExp(re.source, `${re.flags}g`);
      for (const text of variants) {
        for (const m of text.matchAll(global)) {
          expect(m.index === 0 || !/\w/.test(text[m.index - 1])).toBe(true);
          expect(words.split(' ')).toContain(wordAt(text, m.index));
        }
      }
    },
  );

  it('finds exactly the signals that a search of the whole text finds', () => {
    for (const text of variants) {
      const matched = matchedSignals(text);
      SIGNALS.forEach(([, re], index) => {
        expect([String(re), matched[index] === 1]).toEqual([String(re), re.test(text)]);
      });
    }
  });

  it('reads the text a pattern states literally before and at where it is tried', () => {
    expect(literalsOf(/(?<=\bWITH )DEFAULT\b/i)).toEqual({
      before: 'WITH ',
      at: 'DEFAULT',
      then: null,
    });
    expect(literalsOf(/\bCOMMENT ON\b/i)).toEqual({ before: '', at: 'COMMENT ON', then: null });
    expect(literalsOf(/\bSQLite3?\b/i)).toEqual({ before: '', at: 'SQLite', then: null });
    expect(literalsOf(/(?<=\bsqlite)_\w+/i)).toEqual({ before: 'sqlite', at: '_', then: null });
    expect(literalsOf(/(?<=--#)SET TERMINATOR/i)).toEqual({
      before: '--#',
      at: 'SET TERMINATOR',
      then: null,
    });
    expect(literalsOf(/\$\$/)).toEqual({ before: '', at: '$$', then: null });
    expect(literalsOf(/(?<=\bN?VARCHAR\s*\(\s*)MAX\s*\)/i)).toEqual({
      before: '',
      at: '',
      then: null,
    });
    expect(literalsOf(/(?<=\bSET )search_path\b|\bpg_catalog\./i)).toEqual({
      before: '',
      at: '',
      then: null,
    });
  });

  it('reads the character a pattern requires after its literal and white space', () => {
    expect(literalsOf(/\bIDENTITY\s*\(/i)).toEqual({
      before: '',
      at: 'IDENTITY',
      then: { spaces: '*', char: '(' },
    });
    expect(literalsOf(/\bCOMMENT\s+'/i).then).toEqual({ spaces: '+', char: "'" });
    expect(literalsOf(/\bENGINE\s*=/i).then).toEqual({ spaces: '*', char: '=' });
    // Optional, or not one character: nothing is required.
    expect(literalsOf(/\bENUM\s*\(?/i).then).toBeNull();
    expect(literalsOf(/\bCONNECT\s+\w+\/\w+/i).then).toBeNull();
    expect(literalsOf(/\bTEXT\s*\[\]/i).then).toEqual({ spaces: '*', char: '[' });
  });

  // Detection compares a pattern's literals before running it: every match must have them.
  it.each(SIGNALS.map((s) => [String(s[1]), s] as const))(
    '%s has its literals at each of its matches',
    (_, [, re]) => {
      const { before, at, then } = literalsOf(re);
      const fold = (s: string) => (re.flags.includes('i') ? s.toUpperCase() : s);
      const global = new RegExp(re.source, `${re.flags}g`);
      for (const text of variants) {
        for (const m of text.matchAll(global)) {
          expect(fold(text.slice(Math.max(0, m.index - before.length), m.index))).toBe(
            fold(before),
          );
          expect(fold(text.slice(m.index, m.index + at.length))).toBe(fold(at));
          if (then) {
            const rest = text.slice(m.index + at.length);
            const after = rest.replace(/^\s*/, '');
            expect(fold(after[0])).toBe(fold(then.char));
            if (then.spaces === '+') expect(after.length).toBeLessThan(rest.length);
          }
        }
      }
    },
  );

  // A pattern without words is tried only where its characters are: every match starts with them.
  it.each(SIGNALS.filter((s) => s[3] === '').map((s) => [String(s[1]), s] as const))(
    '%s starts with its characters',
    (_, [, re, , , chars]) => {
      const global = new RegExp(re.source, `${re.flags}g`);
      let matches = 0;
      for (const text of variants) {
        for (const m of text.matchAll(global)) {
          matches++;
          expect(m[0].startsWith(chars!)).toBe(true);
        }
      }
      expect(matches).toBeGreaterThan(0);
    },
  );
});
