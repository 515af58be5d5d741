import { readSql } from '.';
import type { RawField, RawTable } from '../types';

const field = (t: RawTable, name: string): RawField => {
  const f = t.fields.find((x) => x.columnName === name);
  if (!f) throw new Error(`no column ${name} in ${t.tableName}`);
  return f;
};

/** `sqlite3 db .dump` output and DB Browser for SQLite's DDL. */
const DUMP = `PRAGMA foreign_keys=OFF;
BEGIN TRANSACTION;
CREATE TABLE IF NOT EXISTS "users" (
	"id"	INTEGER NOT NULL,
	"name"	TEXT NOT NULL DEFAULT '',
	"created_at"	DATETIME DEFAULT CURRENT_TIMESTAMP,
	PRIMARY KEY("id" AUTOINCREMENT)
);
INSERT INTO users VALUES(1,'a','2020-01-01 00:00:00');
CREATE TABLE posts (id INTEGER PRIMARY KEY, user_id INTEGER REFERENCES users(id) ON DELETE CASCADE, body);
CREATE TABLE tags (id INT PRIMARY KEY, name TEXT UNIQUE ON CONFLICT REPLACE);
CREATE TABLE kv (k TEXT PRIMARY KEY, v BLOB) WITHOUT ROWID;
CREATE TABLE pairs (a INTEGER, b INTEGER, PRIMARY KEY (a, b));
CREATE TABLE [Order Details] ([OrderID]INTEGER NOT NULL, [UnitPrice]NUMERIC DEFAULT 0, "big" UNSIGNED BIG INT);
CREATE TABLE sqlite_sequence(name,seq);
CREATE VIRTUAL TABLE docs USING fts5(title, body);
CREATE INDEX idx_posts_user ON posts(user_id);
CREATE TRIGGER posts_touch AFTER UPDATE ON posts BEGIN
  UPDATE users SET name = name WHERE id = NEW.user_id;
  INSERT INTO log VALUES (1);
END;
COMMIT;
`;

describe('SQLite dump', () => {
  const result = readSql(DUMP);
  const t = (name: string) => result.tables.find((x) => x.tableName === name) as RawTable;

  it('detects SQLite and reads the tables, not virtual or internal ones', () => {
    expect(result.dialect).toBe('sqlite');
    expect(result.diagnostics).toEqual([]);
    expect(result.tables.map((x) => x.tableName)).toEqual([
      'users',
      'posts',
      'tags',
      'kv',
      'pairs',
      'Order Details',
    ]);
  });

  it('treats a single INTEGER PRIMARY KEY as the auto-assigned rowid', () => {
    expect(field(t('users'), 'id')).toMatchObject({ primaryKey: true, autoIncrement: true });
    expect(field(t('posts'), 'id')).toMatchObject({ primaryKey: true, autoIncrement: true });
    expect(field(t('tags'), 'id')).toMatchObject({ primaryKey: true, autoIncrement: false });
    expect(field(t('kv'), 'k')).toMatchObject({ primaryKey: true, autoIncrement: false });
    expect(field(t('pairs'), 'a')).toMatchObject({ primaryKey: true, autoIncrement: false });
  });

  it('reads untyped columns, names glued to types and multi-word types', () => {
    expect(field(t('posts'), 'body').sqlType).toBe('');
    expect(field(t('Order Details'), 'OrderID')).toMatchObject({
      sqlType: 'integer',
      nullable: false,
    });
    expect(field(t('Order Details'), 'UnitPrice')).toMatchObject({
      sqlType: 'numeric',
      defaultValue: '0',
    });
    expect(field(t('Order Details'), 'big')).toMatchObject({
      sqlType: 'unsigned big int',
      unsigned: true,
    });
    expect(field(t('tags'), 'name').unique).toBe(true);
    expect(field(t('users'), 'created_at').defaultValue).toBe('CURRENT_TIMESTAMP');
  });
});
