import { splitStatements, tokenize } from '.';
import { forEachStatement } from './split';
import { Lexer, tokenizeWithDiagnostics } from './tokenizer';

const kinds = (text: string, dialect: Parameters<typeof tokenize>[1]) =>
  tokenize(text, dialect)
    .filter((t) => t.kind !== 'comment')
    .map((t) => `${t.kind}:${t.value}`);

describe('tokenize', () => {
  it('gives 1-based line and column per token', () => {
    const tokens = tokenize('CREATE TABLE t (\n  id INT\n);', 'mysql');
    expect(tokens.map((t) => [t.value, t.line, t.column])).toEqual([
      ['CREATE', 1, 1],
      ['TABLE', 1, 8],
      ['t', 1, 14],
      ['(', 1, 16],
      ['id', 2, 3],
      ['INT', 2, 6],
      [')', 3, 1],
      [';', 3, 2],
    ]);
  });

  it('unquotes identifiers per dialect', () => {
    expect(kinds('`a``b` "c" [d]', 'mysql')).toEqual([
      'quoted:a`b',
      'string:c',
      'punct:[',
      'word:d',
      'punct:]',
    ]);
    expect(kinds('[d]]x] "e""f"', 'sqlserver')).toEqual(['quoted:d]x', 'quoted:e"f']);
    expect(kinds('int[] "x"', 'postgresql')).toEqual([
      'word:int',
      'punct:[',
      'punct:]',
      'quoted:x',
    ]);
  });

  it('unescapes strings per dialect', () => {
    expect(kinds("'it''s' 'a\\'b' N'x'", 'mysql')).toEqual([
      "string:it's",
      "string:a'b",
      'string:x',
    ]);
    expect(kinds("'a\\' E'b\\'c'", 'postgresql')).toEqual(['string:a\\', "string:b'c"]);
    expect(kinds("q'[it's]' q'{x}'", 'oracle')).toEqual(["string:it's", 'string:x']);
  });

  it('reads dollar-quoted bodies whole, and keeps $1 parameters as one word', () => {
    expect(kinds("$$ a ; 'b $$ $tag$ $$ $tag$ $1", 'postgresql')).toEqual([
      "string: a ; 'b ",
      'string: $$ ',
      'word:$1',
    ]);
  });

  it('reads the content of MySQL executable comments as SQL', () => {
    expect(
      kinds('/*!40101 SET NAMES utf8 */; ENGINE=InnoDB /*!50100 PARTITION BY x */', 'mysql'),
    ).toEqual([
      'word:SET',
      'word:NAMES',
      'word:utf8',
      'delimiter:;',
      'word:ENGINE',
      'punct:=',
      'word:InnoDB',
      'word:PARTITION',
      'word:BY',
      'word:x',
    ]);
  });

  it('nests block comments in PostgreSQL only', () => {
    expect(kinds('/* a /* b */ c */ x', 'postgresql')).toEqual(['word:x']);
    expect(kinds('/* a /* b */ c', 'mysql')).toEqual(['word:c']);
  });

  it('reads a # line as a comment in any dialect, a #name as a name', () => {
    for (const dialect of ['oracle', 'db2', 'sqlserver', 'postgresql'] as const) {
      expect(kinds("# Works on Oracle, it's fine\n  #\ncreate table t (a int);", dialect)).toEqual([
        'word:create',
        'word:table',
        'word:t',
        'punct:(',
        'word:a',
        'word:int',
        'punct:)',
        'delimiter:;',
      ]);
    }
    expect(kinds('CREATE TABLE #tmp (a int)', 'sqlserver').slice(0, 3)).toEqual([
      'word:CREATE',
      'word:TABLE',
      'word:#tmp',
    ]);
  });

  it('reads GO and / lines as delimiters, not inside statements', () => {
    const t = tokenize('SELECT 1\nGO\nSELECT 2\n  go 5\nSELECT a / b\n/\n', 'sqlserver');
    expect(t.filter((x) => x.kind === 'delimiter').map((x) => x.delimiter)).toEqual([
      'go',
      'go',
      'slash',
    ]);
  });

  it('skips psql meta-commands and pg_dump COPY data', () => {
    const text = "\\c db\nCOPY t (a) FROM stdin;\n1\t'x;\n\\.\nSELECT 1;";
    expect(kinds(text, 'postgresql')).toEqual([
      'delimiter:\\c db',
      'word:COPY',
      'word:t',
      'punct:(',
      'word:a',
      'punct:)',
      'word:FROM',
      'word:stdin',
      'delimiter:;',
      'word:SELECT',
      'number:1',
      'delimiter:;',
    ]);
  });

  it("tells a line's client command by its word whatever its first letter", () => {
    const shown = (text: string) =>
      tokenize(text, 'oracle').map((t) =>
        t.kind === 'delimiter' ? `${t.delimiter}:${t.value}` : t.value,
      );
    // `ſ` upper-cases to S: the word is SET, an Oracle client command.
    expect(shown('ſet define off\nCREATE TABLE a (id int);')).toEqual([
      'command:ſet define off',
      'CREATE',
      'TABLE',
      'a',
      '(',
      'id',
      'int',
      ')',
      'semicolon:;',
    ]);
    expect(shown('@setup.sql\nCreate table a (id int);\nprompt done\nquit')).toEqual([
      'command:@setup.sql',
      'Create',
      'table',
      'a',
      '(',
      'id',
      'int',
      ')',
      'semicolon:;',
      'command:prompt done',
      'command:quit',
    ]);
    expect(shown('_set x\n#set y\ncreated 1;')[0]).toBe('_set');
  });

  it('reports unterminated strings, identifiers and comments', () => {
    expect(tokenizeWithDiagnostics("a 'b", 'mysql').diagnostics).toEqual([
      { line: 1, column: 3, message: 'Unterminated string' },
    ]);
    expect(tokenizeWithDiagnostics('x\n  /* b', 'mysql').diagnostics).toEqual([
      { line: 2, column: 3, message: 'Unterminated comment' },
    ]);
    expect(tokenizeWithDiagnostics('[a', 'sqlserver').diagnostics).toEqual([
      { line: 1, column: 1, message: 'Unterminated quoted identifier' },
    ]);
  });

  it('keeps line numbers right across multi-line strings and comments', () => {
    const t = tokenize("'a\nb' /* c\nd */ x", 'mysql');
    expect(t[t.length - 1]).toMatchObject({ value: 'x', line: 3, column: 6 });
  });

  it('reads each text right when two lexers are read by turns', () => {
    // Lexers share one buffer of code units; the one that lost it must still read its own text.
    const first = new Lexer('CREATE TABLE alpha (id INT, name TEXT);', 'mysql', false);
    first.fill(3);
    const second = new Lexer('DROP VIEW beta, gamma, delta, epsilon, zeta;', 'mysql', false);
    second.run();
    first.run();
    expect(first.tokens.map((t) => t.value).join(' ')).toBe(
      'CREATE TABLE alpha ( id INT , name TEXT ) ;',
    );
    expect(second.tokens.map((t) => t.value).join(' ')).toBe(
      'DROP VIEW beta , gamma , delta , epsilon , zeta ;',
    );
  });
});

describe('splitStatements', () => {
  it('splits on ; outside strings and comments', () => {
    const s = splitStatements("SELECT ';'; -- ;\nSELECT 2 /* ; */;", 'mysql');
    expect(s.map((x) => x.text)).toEqual(["SELECT ';'", 'SELECT 2 /* ; */']);
    expect(s[1]).toMatchObject({ line: 2, column: 1 });
  });

  it('keeps DELIMITER blocks whole', () => {
    const s = splitStatements(
      'DELIMITER //\nCREATE PROCEDURE p() BEGIN SELECT 1; SELECT 2; END //\nDELIMITER ;\nSELECT 3;',
      'mysql',
    );
    expect(s.map((x) => x.text)).toEqual([
      'CREATE PROCEDURE p() BEGIN SELECT 1; SELECT 2; END',
      'SELECT 3',
    ]);
  });

  it('keeps bodies with BEGIN ... END whole without DELIMITER', () => {
    const s = splitStatements(
      'CREATE TRIGGER t AFTER INSERT ON a BEGIN\n  IF x THEN SELECT 1; END IF;\n  CASE WHEN y THEN 1 END;\nEND;\nSELECT 2;',
      'sqlite',
    );
    expect(s).toHaveLength(2);
    expect(s[1].text).toBe('SELECT 2');
  });

  it('runs T-SQL procedures to GO and PL/SQL blocks to /', () => {
    const tsql = splitStatements(
      'CREATE PROC p AS\nSELECT 1;\nSELECT 2;\nGO\nSELECT 3',
      'sqlserver',
    );
    expect(tsql.map((x) => x.text)).toEqual(['CREATE PROC p AS\nSELECT 1;\nSELECT 2;', 'SELECT 3']);
    const plsql = splitStatements(
      'CREATE OR REPLACE PROCEDURE p IS x NUMBER; BEGIN NULL; END;\n/\nSELECT 1 FROM dual;',
      'oracle',
    );
    expect(plsql).toHaveLength(2);
  });

  it('does not split BEGIN TRANSACTION', () => {
    const s = splitStatements('BEGIN TRANSACTION;\nCREATE TABLE a (x int);\nCOMMIT;', 'sqlite');
    expect(s.map((x) => x.text)).toEqual(['BEGIN TRANSACTION', 'CREATE TABLE a (x int)', 'COMMIT']);
  });

  it('starts a new statement at a line opening with CREATE when the ; is missing', () => {
    const s = splitStatements(
      'CREATE TABLE a (x int)\nCREATE TABLE b (\n  y int\n)\nALTER TABLE b\n  ALTER COLUMN y SET DEFAULT 1',
      'postgresql',
    );
    expect(s.map((x) => x.text.split('\n')[0])).toEqual([
      'CREATE TABLE a (x int)',
      'CREATE TABLE b (',
      'ALTER TABLE b',
    ]);
  });

  it('skips SQLCMD and SQL*Plus command lines', () => {
    expect(splitStatements(':setvar db x\nUSE $(db)\nGO', 'sqlserver').map((x) => x.text)).toEqual([
      'USE $(db)',
    ]);
    expect(
      splitStatements('SET DEFINE OFF\nPROMPT creating\nCREATE TABLE a (x NUMBER);', 'oracle').map(
        (x) => x.text,
      ),
    ).toEqual(['CREATE TABLE a (x NUMBER)']);
  });

  it('is linear on long inputs', () => {
    const text = "INSERT INTO t VALUES (1, 'a');\n".repeat(20000);
    expect(splitStatements(text, 'mysql')).toHaveLength(20000);
  });
});

describe('Lexer token store', () => {
  const text = 'CREATE TABLE a (x INT);\nCREATE TABLE b (y TEXT);';
  /** The tokens the lexer holds, in order. */
  const held = (lexer: Lexer) => lexer.tokens.slice(0, lexer.count);
  const heldValues = (lexer: Lexer) => held(lexer).map((t) => t.value);

  it('recycle drops the first tokens and writes the next ones into their objects', () => {
    const lexer = new Lexer(text, 'mysql', false);
    lexer.fill(8);
    const dropped = lexer.tokens.slice(0, 8);
    lexer.recycle(8);
    expect(lexer.count).toBe(0);
    lexer.fill(100);
    expect(heldValues(lexer)).toEqual(['CREATE', 'TABLE', 'b', '(', 'y', 'TEXT', ')', ';']);
    // The same objects, written over: no new ones were made for the second statement.
    expect(new Set([...dropped, ...held(lexer)]).size).toBe(8);
    expect(lexer.tokens[2]).toMatchObject({ kind: 'word', value: 'b', line: 2, column: 14 });
  });

  it('recycle keeps the tokens after the dropped ones, in order', () => {
    const lexer = new Lexer(text, 'mysql', false);
    lexer.fill(11);
    lexer.recycle(3);
    expect(heldValues(lexer)).toEqual(['(', 'x', 'INT', ')', ';', 'CREATE', 'TABLE', 'b']);
    lexer.fill(100);
    expect(heldValues(lexer).join(' ')).toBe('( x INT ) ; CREATE TABLE b ( y TEXT ) ;');
  });

  it('drop leaves the dropped tokens as they were', () => {
    const lexer = new Lexer(text, 'mysql', false);
    lexer.fill(8);
    const dropped = lexer.tokens.slice(0, 8);
    lexer.drop(8);
    lexer.fill(100);
    expect(dropped.map((t) => t.value).join(' ')).toBe('CREATE TABLE a ( x INT ) ;');
    expect(heldValues(lexer).join(' ')).toBe('CREATE TABLE b ( y TEXT ) ;');
  });
});

describe('forEachStatement', () => {
  // Long enough that consumed tokens are dropped (every few thousand) while reading.
  const script = Array.from(
    { length: 600 },
    (_, n) => `CREATE TABLE t${n} (\n  id INT NOT NULL, -- key\n  name VARCHAR(${n + 1})\n);\n`,
  ).join('');
  const seen = (reuseTokens: boolean) => {
    const out: string[] = [];
    forEachStatement(
      script,
      'mysql',
      false,
      (s) => {
        out.push(`${s.line}:${s.tokens.map((t) => `${t.kind}/${t.value}`).join(' ')}`);
      },
      reuseTokens,
    );
    return out;
  };

  it('hands over the same statements whether token objects are reused or not', () => {
    const reused = seen(true);
    expect(reused).toHaveLength(600);
    expect(reused).toEqual(seen(false));
    expect(reused[599]).toBe(
      '2397:word/CREATE word/TABLE word/t599 punct/( word/id word/INT word/NOT word/NULL punct/, comment/key word/name word/VARCHAR punct/( number/600 punct/) punct/)',
    );
  });

  it('leaves statements kept past the callback intact when token objects are not reused', () => {
    const statements = splitStatements(script, 'mysql');
    expect(statements.map((s) => s.tokens[2].value)).toEqual(
      Array.from({ length: 600 }, (_, n) => `t${n}`),
    );
  });
});
