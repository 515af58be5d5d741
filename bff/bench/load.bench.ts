/**
 * `npm run bench`: 200 clients at once for a minute (BENCH_LOAD_SECONDS), each cycling through
 * `GET /health`, an anonymous signed parse and a signed-in `userInfo`, against the real server on
 * SQLite and on MariaDB (BENCH_MYSQL_URL, default the local server; skipped when it is not there).
 * Prints throughput, p50/p99 latency, errors and the server's resident memory, sampled twice a
 * second: before, the lowest reading in the second quarter and in the last quarter of the run, and
 * the peak. V8 collects lazily, so memory rises and falls; flat means the floor of the last quarter
 * is near that of the second, while memory that grows with the requests served keeps raising it.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mysql from 'mysql2/promise';
import { textCalls } from '../../src/contract/text';
import { userCalls } from '../../src/contract/user';
import { openDatabase } from '../src/db/dataSource';
import { loadConfig } from '../src/config';
import { User } from '../src/entities/User';
import { hashPassword } from '../src/services/password';
import { load, signHeaders, startServer } from './httpLoad';
import { BUILT_SERVER, table } from './support';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const CONNECTIONS = 200;
const MYSQL_URL = process.env.BENCH_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/test';
const EMAIL = 'bench-load@example.com';
const PASSWORD = 'bench-Load-passw0rd';

async function seedUser(dbUrl: string): Promise<void> {
  const config = loadConfig({ DB_URL: dbUrl });
  const { dataSource } = await openDatabase(config.db, config.dbLimits);
  try {
    const now = new Date();
    await dataSource.getRepository(User).insert({
      id: randomUUID(),
      email: EMAIL,
      nickname: 'bench',
      avatar: null,
      bio: '',
      role: 'user',
      passwordHash: await hashPassword(PASSWORD),
      createdAt: now,
      updatedAt: now,
    });
  } finally {
    await dataSource.destroy();
  }
}

async function signInOver(port: number): Promise<{ token: string; cookie: string }> {
  const res = await fetch(`http://127.0.0.1:${port}${userCalls.login.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...signHeaders(userCalls.login.path) },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  const body = (await res.json()) as { code: number; data?: { token: string } };
  if (body.code !== 200 || !body.data) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { token: body.data.token, cookie };
}

async function mysqlDatabase(): Promise<string | null> {
  const name = `jcg_bench_load_${process.pid}`;
  try {
    const admin = await mysql.createConnection(MYSQL_URL);
    await admin.query(`CREATE DATABASE \`${name}\``);
    await admin.end();
  } catch {
    return null;
  }
  const url = new URL(MYSQL_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropMysqlDatabase(dbUrl: string): Promise<void> {
  const name = new URL(dbUrl).pathname.slice(1);
  const admin = await mysql.createConnection(MYSQL_URL);
  await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
  await admin.end();
}

async function measure(label: string, dbUrl: string, dir: string): Promise<string[]> {
  await seedUser(dbUrl);
  const server = await startServer(
    BUILT_SERVER,
    { DB_URL: dbUrl, LOG_DIR: path.join(dir, `logs-${label}`), LOG_STDOUT: 'false' },
    '/health',
  );
  try {
    const session = await signInOver(server.port);
    const mix = [
      { method: 'GET' as const, path: '/health' },
      {
        method: 'POST' as const,
        path: textCalls.parser.path,
        body: JSON.stringify({
          text: 'CREATE TABLE t_user (id BIGINT PRIMARY KEY, name VARCHAR(64) NOT NULL, created_at DATETIME);',
        }),
        signed: true as const,
      },
      { method: 'GET' as const, path: userCalls.userInfo.path, signed: session },
    ];
    // A short warm-up, then the measured minute with the server's memory sampled every second.
    await load(server.port, mix, { connections: 16, seconds: 3 });
    const before = server.rssMb();
    const started = Date.now();
    const samples: { at: number; mb: number }[] = [];
    const sampler = setInterval(() => {
      samples.push({ at: (Date.now() - started) / (SECONDS * 1000), mb: server.rssMb() });
    }, 500);
    const r = await load(server.port, mix, { connections: CONNECTIONS, seconds: SECONDS });
    clearInterval(sampler);
    // V8 collects lazily, so memory is a saw: its floor tells growth, not a single reading.
    const floor = (from: number, to: number) =>
      Math.min(...samples.filter((x) => x.at >= from && x.at < to).map((x) => x.mb));
    const peak = Math.max(before, ...samples.map((x) => x.mb));
    if (r.errors + r.non2xx > 0)
      console.log(`${label}: answers by status ${JSON.stringify(r.statuses)}`);
    return [
      label,
      r.perSecond.toFixed(0),
      `${r.p50.toFixed(0)} ms`,
      `${r.p99.toFixed(0)} ms`,
      String(r.errors + r.non2xx),
      `${before.toFixed(0)} / ${floor(0.25, 0.5).toFixed(0)} / ${floor(0.75, 1.01).toFixed(0)} / ${peak.toFixed(0)} MB`,
    ];
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jcg-bench-load-'));
  const rows: string[][] = [];
  try {
    rows.push(await measure('SQLite', `sqlite:${path.join(dir, 'load.sqlite')}`, dir));
    const mysqlUrl = await mysqlDatabase();
    if (mysqlUrl) {
      try {
        rows.push(await measure('MariaDB', mysqlUrl, dir));
      } finally {
        await dropMysqlDatabase(mysqlUrl);
      }
    } else {
      console.log(`MariaDB at ${MYSQL_URL} is not reachable: its row is skipped.`);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  console.log(
    `Mixed load: ${CONNECTIONS} clients x ${SECONDS} s, each cycling GET /health, signed parse (anonymous), signed userInfo (signed in)`,
  );
  table(
    [
      'database',
      'req/s',
      'p50',
      'p99',
      'errors',
      'RSS before / floor 2nd quarter / floor last quarter / peak',
    ],
    rows,
  );
  console.log('target: 0 errors, p99 <= 300 ms on both, RSS flat\n');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
