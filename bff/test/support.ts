import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mysql from 'mysql2/promise';
import { SIGN_DEFAULTS } from '../../config/sign';
import { encodeSign, SIGN_HEADERS } from '../../src/contract/sign';
import { bootstrap, type Booted } from '../src/bootstrap';
import { type Config, loadConfig } from '../src/config';
import type { ResolveUser, RouteModule } from '../src/types';

export type DbKind = 'sqlite' | 'mariadb';

/** SQLite always; MariaDB too when TEST_MYSQL_URL is set (CI sets it). */
export function testDbKinds(): DbKind[] {
  return process.env.TEST_MYSQL_URL ? ['sqlite', 'mariadb'] : ['sqlite'];
}

/** Runs the suite once per configured database; the callback gets the kind to start apps with. */
export function describeEachDb(name: string, fn: (db: DbKind) => void): void {
  for (const db of testDbKinds()) describe(`${name} [${db}]`, () => fn(db));
}

export interface StartOptions {
  db?: DbKind;
  /** Extra environment (e.g. REDIS_URL, AI_MODELS, STATIC_DIR) over the test defaults. */
  env?: Record<string, string>;
  routes?: RouteModule[];
  resolveUser?: ResolveUser;
}

export interface TestApp extends Booted {
  config: Config;
  /** The throwaway directory holding the SQLite file, logs, files and (if made) dist/. */
  dir: string;
}

/** A uniquely named MariaDB database, so parallel jest workers never share one. */
async function createMysqlDatabase(
  baseUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `jcg_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = await mysql.createConnection(baseUrl);
  try {
    await admin.query(
      `CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
    );
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const conn = await mysql.createConnection(baseUrl);
      try {
        await conn.query(`DROP DATABASE IF EXISTS \`${name}\``);
      } finally {
        await conn.end();
      }
    },
  };
}

/**
 * Boots the real app on a throwaway database (migrations included) with logs and files in a temp
 * directory; close() shuts everything and removes the database and the directory.
 */
export async function startTestApp(options: StartOptions = {}): Promise<TestApp> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jcg-bff-'));
  let mysqlDb: Awaited<ReturnType<typeof createMysqlDatabase>> | null = null;
  try {
    let dbUrl = `sqlite:${path.join(dir, 'app.sqlite')}`;
    if (options.db === 'mariadb') {
      const base = process.env.TEST_MYSQL_URL;
      if (!base) throw new Error('TEST_MYSQL_URL is not set');
      mysqlDb = await createMysqlDatabase(base);
      dbUrl = mysqlDb.url;
    }
    const config = loadConfig(
      {
        DB_URL: dbUrl,
        LOG_DIR: path.join(dir, 'logs'),
        FILE_DIR: path.join(dir, 'files'),
        STATIC_DIR: path.join(dir, 'dist'),
        LOG_STDOUT: 'false',
        SESSION_SECRET: 'test-session-secret-of-32-characters!',
        ...options.env,
      },
      dir,
    );
    const booted = await bootstrap(config, {
      routes: options.routes,
      resolveUser: options.resolveUser,
    });
    const drop = mysqlDb?.drop;
    return {
      ...booted,
      config,
      dir,
      async close() {
        await booted.close();
        if (drop) await drop();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    if (mysqlDb) await mysqlDb.drop();
    fs.rmSync(dir, { recursive: true, force: true });
    throw err;
  }
}

export interface SignOptions {
  token?: string;
  appid?: string;
  timestamp?: number | string;
  key?: string;
  iv?: string;
}

/**
 * Valid `appid`/`timestamp`/`sign` headers for `urlPath` (path only, no query). A random appid by
 * default, so two calls in the same millisecond still differ and do not trip the replay cache.
 */
export function signedHeaders(urlPath: string, options: SignOptions = {}): Record<string, string> {
  const appid = options.appid ?? randomBytes(16).toString('hex');
  const timestamp = String(options.timestamp ?? Date.now());
  const sign = encodeSign(
    { appid, timestamp, url: urlPath, token: options.token ?? '' },
    options.key ?? SIGN_DEFAULTS.key,
    options.iv ?? SIGN_DEFAULTS.iv,
  );
  return {
    [SIGN_HEADERS.appid]: appid,
    [SIGN_HEADERS.timestamp]: timestamp,
    [SIGN_HEADERS.sign]: sign,
  };
}

/** `name=value` pairs of a response's Set-Cookie headers, ready for a Cookie request header. */
export function cookiesOf(setCookie: string[] | string | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}
