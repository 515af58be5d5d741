import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import fs from 'node:fs';
import os from 'node:os';
import Koa from 'koa';
import mysql from 'mysql2/promise';
import request from 'supertest';
import { textCalls } from '../../src/contract/text';
import { userCalls } from '../../src/contract/user';
import { codeGenerateCalls } from '../../src/contract/codeGenerate';
import { listenGracefully } from '../src/http/gracefulServer';
import { MAX_FORMAT_NESTING } from '../src/domain/format';
import { loadBuiltinGroups } from '../src/domain/generator';
import { WARM_UP_ROUNDS } from '../src/domain/warmUp';
import { startRealServer } from './support/realServer';
import {
  describeEachDb,
  signedHeaders,
  signedRequest,
  signIn,
  startTestApp,
  type TestApp,
} from './support';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describeEachDb('bad input', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ db, smtp: true });
  });
  afterAll(() => t.close());

  it('answers 415 for a JSON call sent with another content type', async () => {
    const res = await request(t.app.callback())
      .post(textCalls.formatter.path)
      .set(signedHeaders(textCalls.formatter.path))
      .set('Content-Type', 'text/plain')
      .send('{"text":"{}","language":"json"}');
    expect(res.status).toBe(415);
    expect(res.body.code).toBe(415);
    expect(res.body.message).toMatch(/application\/json/);
  });

  it('refuses JSON nested 10,000 deep in the formatter with a 422 on the text', async () => {
    const deep = '['.repeat(10_000) + ']'.repeat(10_000);
    const res = await signedRequest(t, 'post', textCalls.formatter.path).send({
      text: deep,
      language: 'json',
    });
    expect(res.status).toBe(422);
    expect(res.body.data.text).toMatch(new RegExp(`more than ${MAX_FORMAT_NESTING} levels`));
  });

  it('refuses a request body nested 10,000 deep with a 422', async () => {
    const body = '{"text":' + '['.repeat(10_000) + ']'.repeat(10_000) + '}';
    const res = await request(t.app.callback())
      .post(textCalls.parser.path)
      .set(signedHeaders(textCalls.parser.path))
      .set('Content-Type', 'application/json')
      .send(body);
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/nested more than 32 levels/);
  });

  it('refuses NUL characters and unpaired surrogates, naming the field, and stores nothing', async () => {
    const who = await signIn(t, 'input-rules@example.com');
    for (const nickname of ['Ada\u0000', 'Ada\ud800', 'x\udc00y']) {
      const res = await signedRequest(t, 'put', userCalls.updateUser.path, who).send({ nickname });
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.data)).toEqual(['nickname']);
      expect(res.body.data.nickname).toMatch(/^Nickname contains/);
    }
    const info = await signedRequest(t, 'get', userCalls.userInfo.path, who);
    expect(info.body.data.nickname).toBe('input-rules');
    // A well-formed pair (an emoji) is stored and answered as sent.
    const ok = await signedRequest(t, 'put', userCalls.updateUser.path, who).send({
      nickname: 'Ada \ud83d\ude80',
    });
    expect(ok.body.data.nickname).toBe('Ada \ud83d\ude80');
  });

  it('answers /ready while the database is reachable', async () => {
    const res = await request(t.app.callback()).get('/ready');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ ready: true, db: true, store: null });
  });
});

/** A TCP proxy to MariaDB that can be cut (connections reset, new ones refused) and restored. */
async function startProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  await listen();
  return {
    get port() {
      return port;
    },
    async cut() {
      await new Promise<void>((resolve) => {
        server!.close(() => resolve());
        for (const s of sockets) s.destroy();
      });
    },
    restore: listen,
    close() {
      for (const s of sockets) s.destroy();
      server?.close();
    },
  };
}

const mysqlBase = process.env.TEST_MYSQL_URL;
(mysqlBase ? describe : describe.skip)('a MariaDB outage', () => {
  const name = `jcg_outage_${process.pid}`;
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  let t: TestApp;

  beforeAll(async () => {
    const base = new URL(mysqlBase!);
    const admin = await mysql.createConnection(mysqlBase!);
    await admin.query(`CREATE DATABASE IF NOT EXISTS \`${name}\``);
    await admin.end();
    proxy = await startProxy({ host: base.hostname, port: Number(base.port || 3306) });
    const url = new URL(mysqlBase!);
    url.port = String(proxy.port);
    url.pathname = `/${name}`;
    t = await startTestApp({
      smtp: true,
      env: { DB_URL: url.toString(), DB_CONNECT_TIMEOUT_MS: '1000' },
    });
  });

  afterAll(async () => {
    await t.close();
    proxy.close();
    const admin = await mysql.createConnection(mysqlBase!);
    await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await admin.end();
  });

  it('keeps anonymous reads working, answers 503 with Retry-After where the database is needed, then recovers at once', async () => {
    const who = await signIn(t, 'outage@example.com');
    const parse = () =>
      signedRequest(t, 'post', textCalls.parser.path).send({
        text: 'CREATE TABLE t (id INT PRIMARY KEY);',
      });
    const userInfo = () => signedRequest(t, 'get', userCalls.userInfo.path, who);
    expect((await parse()).status).toBe(200);
    expect((await userInfo()).status).toBe(200);

    await proxy.cut();
    // The replay cache is in memory and an anonymous parse stores nothing: it needs no database.
    const anonymous = await parse();
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.data.tables[0].tableName).toBe('t');
    const models = await signedRequest(t, 'get', codeGenerateCalls.models.path);
    expect(models.status).toBe(200);
    // The account lives in the database: its call is an outage, not a server error.
    const down = await userInfo();
    expect(down.status).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    expect(down.body).toEqual({
      code: 503,
      message: 'The service is briefly unavailable, please retry',
    });
    const ready = await request(t.app.callback()).get('/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.message).toMatch(/database cannot be reached/);
    expect((await request(t.app.callback()).get('/health')).status).toBe(503);

    await proxy.restore();
    const restored = Date.now();
    let status = 0;
    while (status !== 200 && Date.now() - restored < 2_000) {
      status = (await userInfo()).status;
      if (status !== 200) await sleep(50);
    }
    expect(status).toBe(200);
    expect((await request(t.app.callback()).get('/ready')).status).toBe(200);
  });
});

describe('graceful shutdown', () => {
  it('answers every accepted request under keep-alive load, then stops', async () => {
    let accepted = 0;
    const app = new Koa();
    app.use(async (ctx) => {
      accepted += 1;
      await sleep(20);
      ctx.body = { ok: true };
    });
    const served = await listenGracefully(app, 0, '127.0.0.1');
    const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
    let answered = 0;
    const failures: string[] = [];
    let refused = false;

    const one = () =>
      new Promise<void>((resolve) => {
        const req = http.get({ host: '127.0.0.1', port: served.port, path: '/', agent }, (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode === 200) answered += 1;
            resolve();
          });
        });
        req.on('error', (err: NodeJS.ErrnoException) => {
          if (err.code === 'ECONNREFUSED') refused = true;
          else failures.push(err.code ?? err.message);
          resolve();
        });
      });
    const worker = async () => {
      while (!refused) await one();
    };
    const workers = Array.from({ length: 16 }, worker);
    await sleep(300);
    const result = await served.shutdown(5_000);
    await Promise.all(workers);
    agent.destroy();

    expect(result).toEqual({ forced: false });
    expect(answered).toBeGreaterThan(50);
    // Every request the server started was answered; a reset could only hit a request that
    // never reached the handler (an idle socket closed as the client reused it).
    expect(answered).toBe(accepted);
    expect(failures.filter((code) => code !== 'ECONNRESET')).toEqual([]);
  });

  it('finishes a request in flight with Connection: close before it stops', async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let reached = () => undefined as void;
    const inHandler = new Promise<void>((resolve) => {
      reached = resolve;
    });
    const app = new Koa();
    app.use(async (ctx) => {
      reached();
      await held;
      ctx.body = { ok: true };
    });
    const served = await listenGracefully(app, 0, '127.0.0.1');
    const agent = new http.Agent({ keepAlive: true });
    const answer = new Promise<{ status?: number; connection?: string; body: string }>(
      (resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port: served.port, path: '/', agent }, (res) => {
            let body = '';
            res.on('data', (chunk: Buffer) => (body += chunk.toString()));
            res.on('end', () =>
              resolve({ status: res.statusCode, connection: res.headers.connection, body }),
            );
          })
          .on('error', reject);
      },
    );
    await inHandler;
    let stopped = false;
    const stopping = served.shutdown(5_000).then((result) => {
      stopped = true;
      return result;
    });
    await sleep(100);
    expect(stopped).toBe(false);
    const refused = await new Promise<string | undefined>((resolve) => {
      const socket = net.connect(served.port, '127.0.0.1');
      socket.on('connect', () => {
        socket.destroy();
        resolve(undefined);
      });
      socket.on('error', (err: NodeJS.ErrnoException) => resolve(err.code));
    });
    expect(refused).toBe('ECONNREFUSED');
    release();
    expect(await answer).toEqual({ status: 200, connection: 'close', body: '{"ok":true}' });
    expect(await stopping).toEqual({ forced: false });
    agent.destroy();
  });

  it('exits 0 within 10 s of SIGTERM when started as the real server', async () => {
    const server = await startRealServerOnSqlite();
    try {
      server.child.kill('SIGTERM');
      const code = await new Promise<number | null>((resolve) =>
        server.child.once('exit', resolve),
      );
      expect(code).toBe(0);
    } finally {
      server.stop();
    }
  }, 60_000);

  it('warms its engines once it listens and logs what it did', async () => {
    const server = await startRealServerOnSqlite();
    try {
      let line: { renders: number; parses: number; ms: number } | undefined;
      for (let i = 0; i < 300 && !line; i += 1) {
        line = server.logLines().find((l) => l.msg === 'engines warmed up') as typeof line;
        if (!line) await sleep(100);
      }
      const groups = loadBuiltinGroups();
      const ddl = groups.find((g) => g.key === 'sql-ddl');
      const dialects = ddl?.options.find((o) => o.key === 'dialect')?.choices ?? [];
      expect(line).toMatchObject({
        renders: groups.length * WARM_UP_ROUNDS,
        parses: (dialects.length + 1) * WARM_UP_ROUNDS,
      });
      expect(line?.ms).toBeGreaterThan(0);
      expect(server.logLines().filter((l) => String(l.msg).startsWith('engine warm-up'))).toEqual(
        [],
      );
    } finally {
      server.stop();
    }
  }, 60_000);
});

/** The real server on a fresh SQLite file, the lines it has logged, and a stop that cleans up. */
async function startRealServerOnSqlite() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jcg-server-'));
  const logDir = path.join(dir, 'logs');
  const server = await startRealServer({
    DB_URL: `sqlite:${path.join(dir, 'app.sqlite')}`,
    LOG_DIR: logDir,
    FILE_DIR: path.join(dir, 'files'),
    LOG_STDOUT: 'false',
  }).catch((err: unknown) => {
    fs.rmSync(dir, { recursive: true, force: true });
    throw err;
  });
  const stop = () => {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const logLines = (): Array<Record<string, unknown>> =>
    (fs.existsSync(logDir) ? fs.readdirSync(logDir) : [])
      .flatMap((f) => fs.readFileSync(path.join(logDir, f), 'utf8').split('\n'))
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>);
  return { child: server.child, logLines, stop };
}
