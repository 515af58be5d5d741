import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import mysql from 'mysql2/promise';
import { templateCalls } from '../../src/contract/template';
import { userCalls } from '../../src/contract/user';
import { signedHeaders, startSmtpServer, testDbKinds, type TestSmtp } from './support';

/**
 * Acknowledged writes survive `kill -9`: the real server (started with tsx, as `npm start` runs the
 * built one) creates template groups for a signed-in user as fast as it can; the process is killed
 * mid-stream, and every group whose creation was answered 200 must be in the database afterwards.
 */

const ROOT = path.join(__dirname, '../..');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(p));
    });
  });
}

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

interface StartedServer {
  child: ChildProcess;
  /** The last 4 KB the server wrote to stderr: what a failure reports. */
  stderr: () => string;
}

/** The server's state for a failure message: running, or how it ended and what it said. */
function stateOf(server: StartedServer): string {
  const { exitCode, signalCode } = server.child;
  const state =
    exitCode === null && signalCode === null ? 'running' : `exited (${exitCode ?? signalCode})`;
  return `the server was ${state}; its stderr: ${server.stderr() || '(nothing)'}`;
}

async function startServer(port: number, env: Record<string, string>): Promise<StartedServer> {
  // Node itself runs the server (tsx as a loader), so SIGKILL reaches the server's own process.
  const child = spawn(process.execPath, ['--import', 'tsx', 'bff/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      TSX_TSCONFIG_PATH: path.join(ROOT, 'bff/tsconfig.json'),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4096);
  });
  const server = { child, stderr: () => stderr };
  for (let i = 0; i < 600; i += 1) {
    // A server that could not start (the port taken since it was picked) must not pass for ready
    // because another process answers there.
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server did not start: ${stateOf(server)}`);
    }
    const up = await fetch(`http://127.0.0.1:${port}/ready`, {
      signal: AbortSignal.timeout(2_000),
    }).then(
      (r) => r.status === 200,
      () => false,
    );
    if (up) return server;
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not answer /ready within a minute: ${stateOf(server)}`);
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
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = await startServer(port, {
      DB_URL: dbUrl,
      LOG_DIR: path.join(dir, 'logs'),
      FILE_DIR: path.join(dir, 'files'),
      LOG_STDOUT: 'false',
      SMTP_URL: smtp.url,
      SESSION_SECRET: 'crash-test-session-secret-32-characters',
    });
    const { child } = server;
    try {
      const email = `crash-${db}@example.com`;
      const login = await (async () => {
        await call(base, userCalls.sendVerifyCode.path, 'POST', { email, purpose: 'login' });
        const code = await smtp.latestCode(email);
        return call(base, userCalls.login.path, 'POST', { email, code });
      })().catch((err: unknown) => {
        throw new Error(`signing in failed (${String(err)}); ${stateOf(server)}`);
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
