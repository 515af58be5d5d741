import { execFileSync } from 'node:child_process';
import Database from 'better-sqlite3';
import mysql from 'mysql2/promise';

/**
 * The three engines the generated DDL runs on, each behind one interface: run a schema in a fresh
 * namespace, then read back what the engine's own catalog says was created.
 */

export interface CatalogColumn {
  name: string;
  notNull: boolean;
  autoIncrement: boolean;
  /** The default as the engine reports it, null for none. */
  defaultValue: string | null;
  /** null where the engine keeps no comments. */
  comment: string | null;
}

export interface CatalogTable {
  name: string;
  comment: string | null;
  columns: CatalogColumn[];
  primaryKey: string[];
}

export interface Engine {
  readonly name: string;
  /** Runs the schema in a namespace of its own and reads back the tables it created. */
  run(ddl: string): Promise<CatalogTable[]>;
  close(): Promise<void>;
}

const RUN_ID = `${process.pid}_${Date.now().toString(36)}`;

/** SQLite: an in-memory database per schema; the catalog is PRAGMA table_info plus the stored CREATE. */
export function sqliteEngine(): Engine {
  return {
    name: 'SQLite',
    async run(ddl) {
      const db = new Database(':memory:');
      try {
        db.exec(ddl);
        const tables = db
          .prepare(
            "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY rowid",
          )
          .all() as { name: string; sql: string }[];
        return tables.map((t) => {
          const info = db.prepare('SELECT * FROM pragma_table_info(?)').all(t.name) as {
            name: string;
            notnull: number;
            dflt_value: string | null;
            pk: number;
            type: string;
          }[];
          const keys = info.filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk);
          // SQLite accepts AUTOINCREMENT only on a lone INTEGER PRIMARY KEY, so the table's stored
          // CREATE naming it identifies that column.
          const auto = /\bAUTOINCREMENT\b/i.test(t.sql) && keys.length === 1 ? keys[0].name : null;
          return {
            name: t.name,
            comment: null,
            primaryKey: keys.map((c) => c.name),
            columns: info.map((c) => ({
              name: c.name,
              notNull: c.notnull === 1,
              autoIncrement: c.name === auto,
              defaultValue: c.dflt_value,
              comment: null,
            })),
          };
        });
      } finally {
        db.close();
      }
    },
    async close() {},
  };
}

/** MariaDB/MySQL: one throwaway database for the run; each schema's tables are dropped after reading. */
export async function mariadbEngine(url: string): Promise<Engine> {
  const database = `gen_ddl_${RUN_ID}`;
  const admin = await mysql.createConnection({ uri: url, multipleStatements: true });
  await admin.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4`);
  await admin.query(`USE \`${database}\``);
  const rows = async <T>(sql: string, params: unknown[] = []): Promise<T[]> =>
    (await admin.query(sql, params))[0] as T[];
  return {
    name: 'MariaDB',
    async run(ddl) {
      try {
        await admin.query(ddl);
        const tables = await rows<{ name: string; comment: string }>(
          'SELECT TABLE_NAME AS name, TABLE_COMMENT AS comment FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? ORDER BY CREATE_TIME, TABLE_NAME',
          [database],
        );
        const columns = await rows<{
          tableName: string;
          name: string;
          nullable: string;
          defaultValue: string | null;
          extra: string;
          comment: string;
        }>(
          'SELECT TABLE_NAME AS tableName, COLUMN_NAME AS name, IS_NULLABLE AS nullable, COLUMN_DEFAULT AS defaultValue, EXTRA AS extra, COLUMN_COMMENT AS comment FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = ? ORDER BY TABLE_NAME, ORDINAL_POSITION',
          [database],
        );
        const keys = await rows<{ tableName: string; name: string }>(
          "SELECT TABLE_NAME AS tableName, COLUMN_NAME AS name FROM information_schema.KEY_COLUMN_USAGE WHERE TABLE_SCHEMA = ? AND CONSTRAINT_NAME = 'PRIMARY' ORDER BY TABLE_NAME, ORDINAL_POSITION",
          [database],
        );
        return tables.map((t) => ({
          name: t.name,
          comment: t.comment,
          primaryKey: keys.filter((k) => k.tableName === t.name).map((k) => k.name),
          columns: columns
            .filter((c) => c.tableName === t.name)
            .map((c) => ({
              name: c.name,
              notNull: c.nullable === 'NO',
              autoIncrement: /auto_increment/i.test(c.extra),
              defaultValue: c.defaultValue,
              comment: c.comment,
            })),
        }));
      } finally {
        const left = await rows<{ name: string }>(
          'SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = ?',
          [database],
        );
        if (left.length > 0) {
          await admin.query(`DROP TABLE ${left.map((t) => `\`${t.name}\``).join(', ')}`);
        }
      }
    },
    async close() {
      await admin.query(`DROP DATABASE IF EXISTS \`${database}\``);
      await admin.end();
    },
  };
}

/**
 * PostgreSQL through psql (Debian's client, installed with the server): one throwaway database for
 * the run, a schema per generated file, the catalog read from pg_catalog as one JSON value.
 */
export function postgresEngine(url: string): Engine {
  const database = `gen_ddl_${RUN_ID}`;
  const target = new URL(url);
  const psql = (db: string, sql: string): string => {
    const at = new URL(target.href);
    at.pathname = `/${db}`;
    return execFileSync('psql', ['-X', '-q', '-A', '-t', '-v', 'ON_ERROR_STOP=1', at.href], {
      input: sql,
      encoding: 'utf8',
      stdio: ['pipe', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    });
  };
  const adminDb = target.pathname.replace(/^\//, '') || 'postgres';
  psql(adminDb, `CREATE DATABASE "${database}"`);
  let schemas = 0;
  return {
    name: 'PostgreSQL',
    async run(ddl) {
      const schema = `s${++schemas}`;
      const catalog = `
        SELECT coalesce(json_agg(t ORDER BY t.oid), '[]') FROM (
          SELECT c.oid, c.relname AS name, obj_description(c.oid, 'pg_class') AS comment,
            (SELECT json_agg(json_build_object(
                'name', a.attname, 'notNull', a.attnotnull, 'autoIncrement', a.attidentity <> '',
                'defaultValue', pg_get_expr(d.adbin, d.adrelid),
                'comment', coalesce(col_description(c.oid, a.attnum), '')) ORDER BY a.attnum)
              FROM pg_attribute a LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
              WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped) AS columns,
            (SELECT coalesce(json_agg(a.attname ORDER BY array_position(i.indkey::int2[], a.attnum)), '[]')
              FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
              WHERE i.indrelid = c.oid AND i.indisprimary) AS "primaryKey"
          FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname = '${schema}' AND c.relkind = 'r') t;`;
      let out: string;
      try {
        out = psql(
          database,
          `CREATE SCHEMA ${schema};\nSET search_path TO ${schema};\n${ddl}\n${catalog}`,
        );
      } catch (err) {
        throw new Error(`PostgreSQL refused the schema: ${(err as { stderr?: string }).stderr}`);
      }
      const tables = JSON.parse(out.trim()) as (CatalogTable & { oid: number })[];
      return tables.map(({ oid: _oid, comment, ...t }) => ({ ...t, comment: comment ?? '' }));
    },
    async close() {
      psql(adminDb, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    },
  };
}
