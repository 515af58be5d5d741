import { FormatError, formatText } from './index';

/** Formatting only changes whitespace and keyword case: the same characters must remain. */
const squeeze = (s: string) => s.replace(/\s+/g, '').toUpperCase();

describe('formatText', () => {
  it('formats SQL with the dialect keywords upper-cased and columns on their own lines', async () => {
    const { text } = await formatText({
      text: 'create table t (id int not null, name varchar(20));',
      language: 'sql',
      dialect: 'postgresql',
    });
    expect(text).toBe('CREATE TABLE t (id int NOT NULL, name varchar(20));');
  });

  it('keeps GO batches of a SQL Server script on their own lines', async () => {
    const input =
      'USE [shop]\nGO\ncreate table [dbo].[t] ([id] int identity(1,1) not null, [name] nvarchar(50)) ON [PRIMARY]\nGO\n';
    const { text } = await formatText({ text: input, language: 'sql' });
    expect(text.split('\n').filter((l) => l.trim() === 'GO')).toHaveLength(2);
    expect(text).toContain('CREATE TABLE [dbo].[t]');
    expect(squeeze(text)).toBe(squeeze(input));
  });

  it('keeps DELIMITER blocks of a MySQL dump intact', async () => {
    const input =
      'DELIMITER ;;\nCREATE PROCEDURE p() BEGIN select 1; END;;\nDELIMITER ;\ncreate table t (id int);\n';
    const { text } = await formatText({ text: input, language: 'sql', dialect: 'mysql' });
    expect(text).toMatch(/^DELIMITER ;;$/m);
    expect(text).toMatch(/^DELIMITER ;$/m);
    expect(text).toContain('CREATE TABLE t (id int);');
    expect(squeeze(text)).toBe(squeeze(input));
  });

  it('keeps psql meta-commands and statements it cannot format as written', async () => {
    const input = '\\connect shop\ncreate table t (id int);\n';
    const { text } = await formatText({ text: input, language: 'sql', dialect: 'postgresql' });
    expect(text).toContain('\\connect shop');
    expect(text).toContain('CREATE TABLE t (id int);');
  });

  it('formats the statements it can read and keeps the one it cannot exactly as written', async () => {
    const input = 'create table a (id int);\nselect {{ x  from   a;\ncreate table b (id int);\n';
    const { text } = await formatText({ text: input, language: 'sql', dialect: 'postgresql' });
    expect(text).toBe(
      'CREATE TABLE a (id int);\nselect {{ x  from   a;\nCREATE TABLE b (id int);\n',
    );
  });

  it('pretty-prints JSON', async () => {
    const { text } = await formatText({ text: '{"a":1,"b":[true,null]}', language: 'json' });
    expect(text).toBe('{ "a": 1, "b": [true, null] }\n');
  });

  it('reports broken JSON as a FormatError with line and column', async () => {
    const error = await formatText({ text: '{"a": 1,\n  "b": }', language: 'json' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(FormatError);
    expect(error).toMatchObject({ line: 2, column: 8 });
    expect((error as FormatError).message).toMatch(/^Invalid JSON at line 2, column 8/);
  });
});
