import { detectInputType } from './detect';

describe('detectInputType', () => {
  const cases: [string, string, string][] = [
    [
      'MySQL DDL',
      'CREATE TABLE `user` (\n  `id` bigint unsigned NOT NULL AUTO_INCREMENT,\n  PRIMARY KEY (`id`)\n) ENGINE=InnoDB;',
      'sql',
    ],
    [
      'PostgreSQL DDL',
      'CREATE TABLE public.users (\n  id serial PRIMARY KEY,\n  name text\n);',
      'sql',
    ],
    ['INSERT only', "INSERT INTO users (id, name) VALUES (1, 'Ann');", 'insert'],
    ['JSON object', '{"id": 1, "name": "x"}', 'json'],
    ['JSON array', '[{"id": 1}]', 'json'],
    ['Java class', 'public class User {\n  private Long id;\n  private String name;\n}', 'java'],
    [
      'Java entity',
      '@Data\n@TableName("t_user")\npublic class User {\n  private Long id;\n}',
      'java',
    ],
    [
      'TypeScript interface',
      'export interface User {\n  id: number;\n  name?: string;\n}',
      'typescript',
    ],
    ['TypeScript type', 'type User = {\n  id: number;\n};', 'typescript'],
    ['Markdown table', '| name | type |\n| --- | --- |\n| id | bigint |', 'markdown'],
    ['HTML table', '<table><tr><td>id</td></tr></table>', 'html'],
    ['CSV', 'name,type,comment\nid,bigint,主键\nname,varchar(20),名称', 'csv'],
    ['TSV', 'name\ttype\tcomment\nid\tbigint\t主键', 'tsv'],
    ['temporary table after a comment', '-- users\nCREATE TEMPORARY TABLE t (id int);', 'sql'],
    [
      'table after other statements',
      'SET NAMES utf8mb4;\nDROP TABLE IF EXISTS t;\nCREATE TABLE t (id int);',
      'sql',
    ],
    ['CREATE TABLE … AS SELECT', 'CREATE TABLE t AS SELECT id FROM s;', 'sql'],
    [
      'a view, then inserts',
      'CREATE VIEW v AS SELECT 1;\nINSERT INTO users (id) VALUES (1);',
      'insert',
    ],
    [
      'a tablespace, not a table',
      "CREATE TABLESPACE ts ADD DATAFILE 'ts.ibd';\nINSERT INTO t VALUES (1);",
      'insert',
    ],
    [
      'CREATE TABLE only inside a comment',
      '/* CREATE TABLE t (id int) */\nINSERT INTO t (id) VALUES (1);',
      'insert',
    ],
    ['a migration that drops indexes', '-- DropIndex\nDROP INDEX "link_link_id_key";', 'sql'],
    ['a migration that changes rows', '-- Migration\nUPDATE t SET a = 1 WHERE b = 2;', 'sql'],
    ['a migration that deletes rows', 'DELETE FROM session WHERE expired = 1;', 'sql'],
    [
      'a dump header without tables',
      '/*\n Navicat Premium Data Transfer\n*/\nSET NAMES utf8mb4;\nSET FOREIGN_KEY_CHECKS = 0;\nSET FOREIGN_KEY_CHECKS = 1;',
      'sql',
    ],
    ['plain lines', 'id bigint 主键\nname varchar(20) 名称', 'plain'],
    ['tab-separated fields without a header', 'id\tLong\t主键ID\norderNo\tString\t订单号', 'plain'],
    ['a tab-separated data export', 'id\tname\temail\n1\tAnn\ta@b.c', 'tsv'],
    [
      'a Markdown table with one dash per cell',
      '字段名|类型|说明\n-|-|-\nid|bigint|主键',
      'markdown',
    ],
    [
      'a Markdown table with code in a cell',
      '| 描述 | 参数 |\n| --- | --- |\n| 登录 | {username: string} |\n\n| 字段名 | 类型 |\n| --- | --- |\n| id | bigint |',
      'markdown',
    ],
    [
      'field names like script words',
      'use int 用途\nset varchar(10) 集合\nupdate datetime 更新',
      'plain',
    ],
    ['empty', '   ', 'plain'],
  ];
  it.each(cases)('%s', (_label, text, expected) => {
    expect(detectInputType(text).inputType).toBe(expected);
  });

  it('gives SQL its dialect', () => {
    expect(
      detectInputType('CREATE TABLE [dbo].[Users] ([Id] INT IDENTITY(1,1) NOT NULL)\nGO').dialect,
    ).toBe('sqlserver');
    expect(detectInputType('CREATE TABLE `t` (`id` int) ENGINE=InnoDB;').dialect).toBe('mysql');
  });

  it('classifies a large dump from its beginning', () => {
    const statement = 'CREATE TABLE t_x (id int NOT NULL, name varchar(20));\n';
    const dump = statement.repeat(Math.ceil((2 * 1024 * 1024) / statement.length));
    expect(detectInputType(dump)).toEqual({ inputType: 'sql', dialect: expect.any(String) });
  });
});
