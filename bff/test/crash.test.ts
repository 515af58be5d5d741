import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import mysql from 'mysql2/promise';
import { templateCalls } from '../../src/contract/template';
import { userCalls } from '../../src/contract/user';
import { signedHeaders, startSmtpServer, testDbKinds, type TestSmtp } from './support';
import { startRealServer } from './support/realServer';

/**
 * Acknowledged writes survive `kill -9`: the real server (started with tsx, as `npm start` runs the
 * built one) creates template groups for a signed-in user as fast as it can; the process is killed
 * mid-stream, and every group whose creation was answered 200 must be in the database afterwards.
 */

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function call(
  base: string,
  urlPath: string,
  method: string,
  body: unknown,
  session?: { cookie: string; token: string },
): Promise<{ status: number; json: { code: number; data?: unknown }; setCookie: string[] }> {
  const res = await fetch(base + urlPath, {
    method,
    headers: {
      ...signedHeaders(urlPath, { token: session?.token }),
      'Content-Type': 'application/json',
      ...(session ? { Cookie: session.cookie } : {}),
    },
    body: JSON.stringify(body),
    // A call that cannot finish (the server was killed mid-answer) must not hold the test.
    signal: AbortSignal.timeout(10_000),
  });
  return {
    status: res.status,
    json: (await res.json()) as { code: number; data?: unknown },
    setCookie: res.headers.getSetCookie(),
  };
}

describe.each(testDbKinds())('kill -9 during writes [%s]', (db) => {
  let dir: string;
  let smtp: TestSmtp;
  let dbUrl: string;
  let mysqlName: string | null = null;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jcg-crash-'));
    smtp = await startSmtpServer();
    if (db === 'mariadb') {
      mysqlName = `jcg_crash_${process.pid}_${randomBytes(3).toString('hex')}`;
      const admin = await mysql.createConnection(process.env.TEST_MYSQL_URL!);
      await admin.query(`CREATE DATABASE \`${mysqlName}\` CHARACTER SET utf8mb4`);
      await admin.end();
      const url = new URL(process.env.TEST_MYSQL_URL!);
      url.pathname = `/${mysqlName}`;
      dbUrl = url.toString();
    } else {
      dbUrl = `sqlite:${path.join(dir, 'app.sqlite')}`;
    }
  });

  afterAll(async () => {
    await smtp.close();
    if (mysqlName) {
      const admin = await mysql.createConnection(process.env.TEST_MYSQL_URL!);
      await admin.query(`DROP DATABASE IF EXISTS \`${mysqlName}\``);
      await admin.end();
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('loses no acknowledged write', async () => {
    const server = await startRealServer({
      DB_URL: dbUrl,
      LOG_DIR: path.join(dir, 'logs'),
      FILE_DIR: path.join(dir, 'files'),
      LOG_STDOUT: 'false',
      SMTP_URL: smtp.url,
      SESSION_SECRET: 'crash-test-session-secret-32-characters',
    });
    const { child, base } = server;
    try {
      const email = `crash-${db}@example.com`;
      const login = await (async () => {
        await call(base, userCalls.sendVerifyCode.path, 'POST', { email, purpose: 'login' });
        const code = await smtp.latestCode(email);
        return call(base, userCalls.login.path, 'POST', { email, code });
      })().catch((err: unknown) => {
        throw new Error(`signing in failed (${String(err)}); ${server.state()}`);
      });
      const session = {
        cookie: login.setCookie.map((c) => c.split(';')[0]).join('; '),
        token: (login.json.data as { token: string }).token,
      };

      const acknowledged: string[] = [];
      let stop = false;
      const writer = async (n: number) => {
        for (let i = 0; !stop; i += 1) {
          const name = `crash ${n}-${i}`;
          try {
            const res = await call(base, templateCalls.create.path, 'POST', { name }, session);
            if (res.status === 200 && res.json.code === 200) acknowledged.push(name);
          } catch {
            return;
          }
        }
      };
      expect(login.json.code).toBe(200);
      const writers = [1, 2, 3, 4].map(writer);
      for (let waited = 0; acknowledged.length < 40 && waited < 30_000; waited += 20) {
        await sleep(20);
      }
      child.kill('SIGKILL');
      stop = true;
      await Promise.all(writers);
      // A child killed by a signal has no exit code, only a signal code.
      if (child.exitCode === null && child.signalCode === null) {
        await new Promise((resolve) => child.once('exit', resolve));
      }

      let stored: string[];
      if (db === 'sqlite') {
        const sqlite = new Database(dbUrl.slice('sqlite:'.length));
        stored = (
          sqlite.prepare('SELECT name FROM template_group').all() as { name: string }[]
        ).map((r) => r.name);
        sqlite.close();
      } else {
        const conn = await mysql.createConnection(dbUrl);
        const [rows] = await conn.query('SELECT name FROM template_group');
        stored = (rows as { name: string }[]).map((r) => r.name);
        await conn.end();
      }
      expect(acknowledged.length).toBeGreaterThanOrEqual(40);
      const missing = acknowledged.filter((name) => !stored.includes(name));
      expect(missing).toEqual([]);
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  }, 120_000);
});
