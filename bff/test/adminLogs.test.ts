import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { contract } from '../../src/contract';
import type { LogLine, ReadLinesBody } from '../../src/contract/adminLog';
import { Code } from '../../src/contract/core';
import { createLogger, LOG_FILE_NAME } from '../src/logger';
import {
  cookiesOf,
  describeEachDb,
  signedHeaders,
  signedRequest,
  signIn,
  type SignedIn,
  startTestApp,
  type TestApp,
} from './support';

const ADMIN_EMAIL = 'ops@example.com';
const calls = contract.admin;
const FIXTURE = 'app.2020-01-01.1.log';
const LEVELS = [30, 30, 40, 30, 50, 30, 20, 60] as const;

/** 500 pino lines over 500 seconds from 2020-01-01T00:00:00Z; request ids shared by pairs. */
function fixtureLines(): string[] {
  return Array.from({ length: 500 }, (_, n) =>
    JSON.stringify({
      level: LEVELS[n % LEVELS.length],
      time: new Date(Date.UTC(2020, 0, 1) + n * 1000).toISOString(),
      requestId: `req-${String(Math.floor(n / 2)).padStart(4, '0')}`,
      msg: n % 50 === 0 ? `Milestone ${n} ünïcödé` : `line ${n}`,
    }),
  );
}

describeEachDb('admin logs', (db) => {
  let t: TestApp;
  let admin: SignedIn;
  let user: SignedIn;
  let lines: string[];

  const readLines = (body: ReadLinesBody, who: SignedIn = admin) =>
    signedRequest(t, 'post', calls.readLines.path, who).send(body);

  /** Every page of a read until hasMore is false; backward pages go before the earlier ones. */
  async function readAll(body: ReadLinesBody): Promise<LogLine[]> {
    const all: LogLine[] = [];
    let cursor: number | undefined = body.cursor;
    for (let pages = 0; pages < 100; pages += 1) {
      const res = await readLines({ ...body, cursor });
      expect(res.body.code).toBe(Code.OK);
      const data = res.body.data as { lines: LogLine[]; nextCursor: number; hasMore: boolean };
      if (body.direction === 'backward') all.unshift(...data.lines);
      else all.push(...data.lines);
      if (!data.hasMore) return all;
      cursor = data.nextCursor;
    }
    throw new Error('more than 100 pages');
  }

  // A fresh database (MariaDB: its migrations) and real sign-ins: slow on a busy machine.
  beforeAll(async () => {
    t = await startTestApp({ db, smtp: true, env: { ADMIN_EMAILS: ADMIN_EMAIL } });
    admin = await signIn(t, ADMIN_EMAIL);
    user = await signIn(t, 'someone@example.com');
    lines = fixtureLines();
    const file = path.join(t.config.logDir, FIXTURE);
    fs.writeFileSync(file, `${lines.join('\n')}\n`);
    fs.utimesSync(file, new Date('2020-01-02'), new Date('2020-01-02'));
  }, 30_000);
  afterAll(async () => {
    await t?.close();
  });

  it('lists regular log files, newest first, with size and time', async () => {
    const res = await signedRequest(t, 'post', calls.logs.path, admin).send({});
    expect(res.body.code).toBe(Code.OK);
    const files = res.body.data.files as { name: string; size: number; modifiedAt: string }[];
    expect(files.length).toBeGreaterThanOrEqual(2);
    expect(files[files.length - 1]).toEqual({
      name: FIXTURE,
      size: fs.statSync(path.join(t.config.logDir, FIXTURE)).size,
      modifiedAt: new Date('2020-01-02').toISOString(),
    });
    // The file being written now is pino-roll's: app.<day>.<n>.log.
    expect(files[0].name).toMatch(LOG_FILE_NAME);
  });

  it('reads the tail backward without a cursor, then page by page to the first line', async () => {
    const tail = await readLines({ file: FIXTURE, direction: 'backward', limit: 3 });
    expect(tail.body.data.lines.map((l: LogLine) => l.text)).toEqual(lines.slice(-3));
    expect(tail.body.data.hasMore).toBe(true);
    const all = await readAll({ file: FIXTURE, direction: 'backward', limit: 37 });
    expect(all.map((l) => l.text)).toEqual(lines);
    // Offsets are the byte positions of each line (the ü, ï, ö, é take two bytes each).
    const text = fs.readFileSync(path.join(t.config.logDir, FIXTURE));
    for (const line of all) {
      expect(
        text.subarray(line.offset, line.offset + Buffer.byteLength(line.text)).toString(),
      ).toBe(line.text);
    }
  });

  it('reads forward page by page from the start, and forward from a line offset', async () => {
    const all = await readAll({ file: FIXTURE, direction: 'forward', limit: 41 });
    expect(all.map((l) => l.text)).toEqual(lines);
    expect(all[4]).toMatchObject({
      level: 'error',
      requestId: 'req-0002',
      time: '2020-01-01T00:00:04.000Z',
    });
    const from = await readLines({ file: FIXTURE, cursor: all[250].offset, limit: 2 });
    expect(from.body.data.lines.map((l: LogLine) => l.text)).toEqual(lines.slice(250, 252));
    expect(from.body.data.nextCursor).toBe(all[252].offset);
  });

  it('filters by lowest level, text, request id and time range, in both directions', async () => {
    const errors = await readAll({ file: FIXTURE, level: 'error', limit: 20 });
    const expected = lines.filter((l) => [50, 60].includes(JSON.parse(l).level));
    expect(errors.map((l) => l.text)).toEqual(expected);
    const errorsBack = await readAll({
      file: FIXTURE,
      level: 'error',
      direction: 'backward',
      limit: 20,
    });
    expect(errorsBack.map((l) => l.text)).toEqual(expected);

    const text = await readAll({ file: FIXTURE, q: 'MILESTONE', limit: 5 });
    expect(text.map((l) => l.text)).toEqual(lines.filter((l) => l.includes('Milestone')));

    const byRequest = await readAll({ file: FIXTURE, requestId: 'req-0123' });
    expect(byRequest.map((l) => l.text)).toEqual([lines[246], lines[247]]);

    const range = await readAll({
      file: FIXTURE,
      since: '2020-01-01T00:01:00Z',
      until: '2020-01-01T00:01:09.999Z',
      direction: 'backward',
    });
    expect(range.map((l) => l.text)).toEqual(lines.slice(60, 70));
  });

  it('leaves a partly written last line out until its newline arrives', async () => {
    const name = 'app.2020-01-03.1.log';
    const file = path.join(t.config.logDir, name);
    fs.writeFileSync(file, '{"level":30,"msg":"one"}\n{"level":30,"msg":"tw');
    const back = await readLines({ file: name, direction: 'backward' });
    expect(back.body.data.lines.map((l: LogLine) => l.text)).toEqual(['{"level":30,"msg":"one"}']);
    const forward = await readLines({ file: name });
    expect(forward.body.data.lines).toHaveLength(1);
    const { nextCursor } = forward.body.data as { nextCursor: number };
    // Follow mode: the rest arrives and the next read from the cursor returns it.
    fs.appendFileSync(file, 'o"}\n');
    const followed = await readLines({ file: name, cursor: nextCursor });
    expect(followed.body.data.lines.map((l: LogLine) => l.text)).toEqual([
      '{"level":30,"msg":"two"}',
    ]);
    expect(followed.body.data.hasMore).toBe(false);
    fs.rmSync(file);
  });

  it('reads the newest file when no file is named', async () => {
    const res = await readLines({ direction: 'backward', limit: 5 });
    expect(res.body.code).toBe(Code.OK);
    expect(res.body.data.file).toMatch(LOG_FILE_NAME);
    expect(res.body.data.file).not.toBe(FIXTURE);
  });

  it('answers 422 for names that are paths and 404 for names not in the list', async () => {
    for (const file of [
      '../app.sqlite',
      '../../etc/passwd',
      '/etc/passwd',
      '..%2F..%2Fetc%2Fpasswd.log',
      '%2e%2e%2fapp.log',
      'app\u0000.log',
      '..',
      'logs/../app.log',
      '.hidden.log',
    ]) {
      const res = await readLines({ file });
      expect([res.status, res.body.code]).toEqual([422, Code.VALIDATION]);
      // A NUL byte is refused by the rule every call's text meets, before this call's own check.
      expect(res.body.message).toBe(
        file.includes('\u0000')
          ? 'File contains a NUL character, which cannot be stored'
          : 'File must be a log file name from the list',
      );
    }
    const missing = await readLines({ file: 'app.1999-01-01.1.log' });
    expect([missing.status, missing.body.message]).toEqual([
      404,
      'No log file "app.1999-01-01.1.log" in the list',
    ]);
  });

  it('never lists nor serves a symbolic link, even one named like a log', async () => {
    const outside = path.join(t.dir, 'secret.log');
    fs.writeFileSync(outside, 'secret outside LOG_DIR\n');
    fs.symlinkSync(outside, path.join(t.config.logDir, 'app.2020-01-04.1.log'));
    fs.symlinkSync('/etc/passwd', path.join(t.config.logDir, 'passwd.log'));
    const list = await signedRequest(t, 'post', calls.logs.path, admin).send({});
    const names = (list.body.data.files as { name: string }[]).map((f) => f.name);
    expect(names).not.toContain('app.2020-01-04.1.log');
    expect(names).not.toContain('passwd.log');
    for (const file of ['app.2020-01-04.1.log', 'passwd.log']) {
      const read = await readLines({ file });
      expect(read.status).toBe(404);
      const download = await signedRequest(
        t,
        'get',
        `${calls.downloadLog.path}?file=${file}`,
        admin,
      );
      expect(download.status).toBe(404);
      expect(download.text).not.toContain('secret outside');
      expect(download.text).not.toContain('root:');
    }
  });

  it('streams a listed file as a download, and refuses traversal in the query', async () => {
    const res = await signedRequest(t, 'get', `${calls.downloadLog.path}?file=${FIXTURE}`, admin)
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['content-disposition']).toContain(FIXTURE);
    expect((res.body as Buffer).toString('utf8')).toBe(`${lines.join('\n')}\n`);
    for (const query of [
      'file=..%2F..%2Fetc%2Fpasswd',
      'file=%252e%252e%252fpasswd.log',
      'file=%2Fetc%2Fpasswd',
      'file=app%00.log',
      'file=..',
      '',
    ]) {
      const bad = await signedRequest(t, 'get', `${calls.downloadLog.path}?${query}`, admin);
      expect([bad.status, bad.body.code]).toEqual([422, Code.VALIDATION]);
    }
    const missing = await signedRequest(t, 'get', `${calls.downloadLog.path}?file=nope.log`, admin);
    expect(missing.status).toBe(404);
  });

  it('answers 403 to a signed-in user on every log call', async () => {
    const list = await signedRequest(t, 'post', calls.logs.path, user).send({});
    const read = await readLines({ file: FIXTURE }, user);
    const download = await signedRequest(
      t,
      'get',
      `${calls.downloadLog.path}?file=${FIXTURE}`,
      user,
    );
    expect([list.status, read.status, download.status]).toEqual([403, 403, 403]);
  });

  it('logs each request once with its id, method, path, status, duration and user id', async () => {
    const res = await signedRequest(t, 'post', calls.logs.path, admin).send({});
    const requestId = res.headers['x-request-id'];
    const found = await readAll({ requestId, direction: 'backward' });
    expect(found).toHaveLength(1);
    expect(JSON.parse(found[0].text)).toMatchObject({
      level: 30,
      msg: 'request',
      requestId,
      method: 'POST',
      path: calls.logs.path,
      status: 200,
      ms: expect.any(Number),
      userId: admin.user.id,
    });
  });
});

describe('log secrets', () => {
  it('writes no code, password, token, signature, cookie or key to any line', async () => {
    const t = await startTestApp({ smtp: true, env: { ADMIN_EMAILS: ADMIN_EMAIL } });
    try {
      const server = t.app.callback();
      const email = 'secretive@example.com';
      const sendPath = contract.user.sendVerifyCode.path;
      await request(server)
        .post(sendPath)
        .set(signedHeaders(sendPath))
        .send({ email, purpose: 'login' });
      const code = await t.smtp!.latestCode(email);
      const loginPath = contract.user.login.path;
      const loginHeaders = signedHeaders(loginPath);
      const login = await request(server).post(loginPath).set(loginHeaders).send({ email, code });
      const { token } = login.body.data as { token: string };
      const cookie = cookiesOf(login.headers['set-cookie']);
      const who: SignedIn = {
        cookie,
        token,
        user: login.body.data.user,
      };
      const password = 'Pa55word-never-logged';
      const passwordPath = contract.user.changePassword.path;
      const changed = await signedRequest(t, 'put', passwordPath, who).send({ password });
      expect(changed.body.code).toBe(Code.OK);
      const wrong = await request(server)
        .post(loginPath)
        .set(signedHeaders(loginPath))
        .send({ email, password: 'wrong-Pa55word-attempt' });
      expect(wrong.body.code).not.toBe(Code.OK);
      // Whatever a later caller hands the logger, these keys come out redacted.
      t.deps.logger.info(
        {
          password,
          token,
          body: { code, password },
          headers: { cookie, sign: loginHeaders.sign, authorization: 'Bearer sk-abc' },
          apiKey: 'sk-live-key-value',
          signature: 'deadbeefsignature',
        },
        'a careless line',
      );
      await t.flushLogs();
      const logs = fs
        .readdirSync(t.config.logDir)
        .map((name) => fs.readFileSync(path.join(t.config.logDir, name), 'utf8'))
        .join('');
      expect(logs).toContain('a careless line');
      expect(logs).toContain('[redacted]');
      for (const secret of [
        code,
        password,
        'wrong-Pa55word-attempt',
        token,
        ...cookie.split('; ').map((pair) => pair.split('=')[1]),
        loginHeaders.sign,
        'sk-abc',
        'sk-live-key-value',
        'deadbeefsignature',
        t.config.sessionSecret,
      ]) {
        expect(logs).not.toContain(secret);
      }
    } finally {
      await t.close();
    }
  }, 30_000);
});

describe('log rotation', () => {
  it('rolls at the size limit into numbered files of the day and keeps the newest ones', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jcg-roll-'));
    try {
      const log = await createLogger(
        { logDir: dir, logLevel: 'info', logStdout: false },
        { maxSize: '1k', keepFiles: 3 },
      );
      for (let i = 0; i < 200; i += 1) {
        log.logger.info({ i }, 'x'.repeat(100));
        // pino-roll rolls after a write drains; let the write finish before the next lines.
        if (i % 10 === 9) await log.flush();
      }
      await log.flush();
      await log.close();
      const files = fs.readdirSync(dir).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
      for (const name of files) expect(name).toMatch(LOG_FILE_NAME);
      expect(files.length).toBeLessThanOrEqual(3);
      const numbers = files.map((f) => Number(f.split('.')[2]));
      expect(Math.max(...numbers)).toBeGreaterThan(3);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
