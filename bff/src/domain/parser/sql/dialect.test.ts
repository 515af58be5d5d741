import { corpusFiles, readCorpus } from '../../../../test/parser/corpus';
import { classifySql, detectSqlDialect } from '.';
import { SIGNALS } from './dialect';

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

describe('dialect signals', () => {
  // Detection skips a pattern when none of its words is in the text; that is only right when every
  // match of the pattern contains one of them as a whole word.
  const texts = [
    ...corpusFiles('sql').map(readCorpus),
    '-- MySQL dump 10.13\n/*!40101 SET NAMES utf8 */;\nCREATE TABLE `t` (id int) ENGINE=InnoDB DEFAULT CHARSET=utf8;',
    'SET search_path = public, pg_catalog;\nALTER TABLE ONLY t OWNER TO me;\nCOPY t FROM stdin;',
    'SET ANSI_NULLS ON\nGO\nCREATE TABLE [dbo].[t] ([id] [int] IDENTITY(1,1)) ON [PRIMARY]\nGO\n:setvar x 1',
    'PROMPT x\nCREATE TABLE t (a VARCHAR2(10 BYTE) NOT NULL ENABLE, b NUMBER(5)) NOCOMPRESS;\n/',
    '--#SET TERMINATOR @\nCREATE TABLE t (a CLOB(1M), b VARCHAR(5) FOR BIT DATA) IN ts COMPRESS YES;',
    "\\connect db\nCREATE FUNCTION f() RETURNS text AS $$ SELECT 'a'::text $$ LANGUAGE sql;",
    'DELETE FROM sqlite_sequence;',
  ];
  const wordsIn = (s: string) => new Set(s.toUpperCase().match(/\w+/g) ?? []);

  it.each(SIGNALS.filter((s) => s[3] !== '').map((s) => [String(s[1]), s] as const))(
    '%s',
    (_, [, re, , words]) => {
      const global = new RegExp(re.source, `${re.flags}g`);
      for (const text of texts) {
        for (const m of text.matchAll(global)) {
          // The whole words the match touches (a word running on past the match is not the word).
          let from = m.index;
          let to = m.index + m[0].length;
          while (from > 0 && /\w/.test(text[from - 1])) from--;
          while (to < text.length && /\w/.test(text[to])) to++;
          const found = wordsIn(text.slice(from, to));
          expect(words.split(' ').some((w) => found.has(w))).toBe(true);
        }
      }
    },
  );

  // A pattern without words is skipped when the text lacks its characters: every match holds them.
  it.each(SIGNALS.filter((s) => s[4] !== undefined).map((s) => [String(s[1]), s] as const))(
    '%s holds its characters',
    (_, [, re, , , chars]) => {
      const global = new RegExp(re.source, `${re.flags}g`);
      let matches = 0;
      for (const text of texts) {
        for (const m of text.matchAll(global)) {
          matches++;
          expect(m[0]).toContain(chars);
        }
      }
      expect(matches).toBeGreaterThan(0);
    },
  );
});
