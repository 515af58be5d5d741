import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import mysql from 'mysql2/promise';
import { SMTPServer } from 'smtp-server';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { SIGN_DEFAULTS } from '../../config/sign';
import { encodeSign, SIGN_HEADERS } from '../../src/contract/sign';
import { userCalls } from '../../src/contract/user';
import { bootstrap, type Booted } from '../src/bootstrap';
import { type Config, loadConfig } from '../src/config';
import { User } from '../src/entities/User';
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
  /** Start a test SMTP server (t.smtp) and point SMTP_URL at it; closed with the app. */
  smtp?: boolean;
}

export interface TestApp extends Booted {
  config: Config;
  /** The throwaway directory holding the SQLite file, logs, files and (if made) dist/. */
  dir: string;
  /** The app's mail server when started with `smtp: true`. */
  smtp?: TestSmtp;
}

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message (headers and body) as received. */
  raw: string;
}

export interface TestSmtp {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  mails: ReceivedMail[];
  /** The 6-digit code of the latest mail to `email` (waits up to 5 s for it). */
  latestCode(email: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 (random port) that keeps every mail. STARTTLS and AUTH are off,
 * so nodemailer sends in plain text without trying to upgrade.
 */
export async function startSmtpServer(): Promise<TestSmtp> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async latestCode(email) {
      const to = email.toLowerCase();
      for (let waited = 0; waited < 5000; waited += 20) {
        const mail = [...mails].reverse().find((m) => m.to.includes(to));
        const code = mail && /verification code is (\d{6})/.exec(mail.raw)?.[1];
        if (code) return code;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error(`No verification code was mailed to ${email}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
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
  const smtp = options.smtp ? await startSmtpServer() : undefined;
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
        // Every test request comes from one IP: room for many sign-ins per suite.
        ...(smtp ? { SMTP_URL: smtp.url, CODE_LIMIT_PER_IP: '1000' } : {}),
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
      smtp,
      async close() {
        await booted.close();
        await smtp?.close();
        if (drop) await drop();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    if (mysqlDb) await mysqlDb.drop();
    await smtp?.close();
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

export interface SignedIn {
  /** The session cookie, for the Cookie header. */
  cookie: string;
  /** The session token, for signedHeaders(path, { token }). */
  token: string;
  user: { id: string; email: string; nickname: string; role: string };
}

/**
 * Signs `email` in through the real code flow (sendVerifyCode, the mailed code from t.smtp,
 * login); a first sign-in creates the account. Needs an app started with `smtp: true`. The same
 * address again within CODE_RESEND_SECONDS (60 by default) gets the 903 cooldown.
 */
export async function signIn(t: TestApp, email: string): Promise<SignedIn> {
  if (!t.smtp) throw new Error('signIn needs startTestApp({ smtp: true })');
  const server = t.app.callback();
  const sendPath = '/auth/sendVerifyCode';
  const sent = await request(server)
    .post(sendPath)
    .set(signedHeaders(sendPath))
    .send({ email, purpose: 'login' });
  if (sent.body.code !== 200) throw new Error(`sendVerifyCode: ${JSON.stringify(sent.body)}`);
  const code = await t.smtp.latestCode(email);
  const loginPath = '/auth/login';
  const res = await request(server)
    .post(loginPath)
    .set(signedHeaders(loginPath))
    .send({ email, code });
  if (res.body.code !== 200) throw new Error(`login: ${JSON.stringify(res.body)}`);
  return {
    cookie: cookiesOf(res.headers['set-cookie']),
    token: res.body.data.token,
    user: res.body.data.user,
  };
}

export type Method = 'get' | 'post' | 'put' | 'delete';

/**
 * A signed request to the app, as `who` (token in the sign, session cookie) or anonymous. The
 * sign covers the path without its query, as the signature check compares it with ctx.path.
 */
export function signedRequest(
  t: TestApp,
  method: Method,
  urlPath: string,
  who?: SignedIn,
): request.Test {
  const req = request(t.app.callback())
    [method](urlPath)
    .set(signedHeaders(urlPath.split('?')[0], { token: who?.token }));
  return who ? req.set('Cookie', who.cookie) : req;
}

/**
 * Deletes the signed-in account the way a user does: a code-only account sets a password first,
 * then confirms the deletion with it. Returns the deleteAccount response.
 */
export async function deleteAccount(t: TestApp, who: SignedIn): Promise<request.Response> {
  const password = 'leaving for good';
  const set = await signedRequest(t, 'put', userCalls.changePassword.path, who).send({ password });
  if (set.body.code !== 200) throw new Error(`changePassword: ${JSON.stringify(set.body)}`);
  return signedRequest(t, 'delete', userCalls.deleteAccount.path, who).send({ password });
}

/** A plain user row (no password), for tests that insert users straight into `user_account`. */
export function userRow(email: string): User {
  const now = new Date();
  return {
    id: randomUUID(),
    email,
    nickname: email.split('@')[0],
    avatar: null,
    bio: '',
    role: 'user',
    passwordHash: null,
    createdAt: now,
    updatedAt: now,
  };
}

/** Inserts a plain user (no sign-in, no welcome message). */
export async function insertUser(dataSource: DataSource, email: string): Promise<User> {
  const user = userRow(email);
  await dataSource.getRepository(User).insert(user);
  return user;
}
