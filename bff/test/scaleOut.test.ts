import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import S3rver from 's3rver';
import { userCalls } from '../../src/contract/user';
import { fileStorageOf } from '../src/storage';
import {
  deleteAccount,
  describeEachDb,
  signedHeaders,
  signedRequest,
  signIn,
  startTestApp,
  type SignedIn,
  type TestApp,
} from './support';

/** A 1×1 transparent PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const BUCKET = 'uploads';

/** s3rver: an S3 API on 127.0.0.1 that keeps its objects in a temporary folder. */
async function startS3(): Promise<{ env: Record<string, string>; close(): Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jcg-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  return {
    env: {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

function upload(t: TestApp, who: SignedIn) {
  const urlPath = userCalls.upload.path;
  return request(t.app.callback())
    .post(urlPath)
    .set(signedHeaders(urlPath, { token: who.token }))
    .set('Cookie', who.cookie)
    .field('purpose', 'avatar')
    .attach('file', PNG, 'me.png');
}

describeEachDb('uploads in an S3 bucket', (db) => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startS3();
    t = await startTestApp({ db, smtp: true, env: s3.env });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it('stores an avatar in the bucket, not on disk, serves it and removes it with the account', async () => {
    const me = await signIn(t, `s3-${db}@example.com`);
    const res = await upload(t, me);
    expect(res.body.code).toBe(200);
    const url: string = res.body.data.url;
    const name = url.slice('/files/'.length);
    expect(fs.existsSync(path.join(t.config.fileDir, name))).toBe(false);
    expect(await fileStorageOf(t.deps).exists(name)).toBe(true);

    const served = await request(t.app.callback()).get(url).buffer(true);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(Buffer.from(served.body as Buffer).equals(PNG)).toBe(true);

    const set = await signedRequest(t, 'put', userCalls.updateUser.path, me).send({ avatar: url });
    expect(set.body.data.avatar).toBe(url);
    expect((await request(t.app.callback()).get(`/files/${'0'.repeat(32)}.png`)).status).toBe(404);

    expect((await deleteAccount(t, me)).body.code).toBe(200);
    expect(await fileStorageOf(t.deps).exists(name)).toBe(false);
  });
});

const mysqlBase = process.env.TEST_MYSQL_URL;
(mysqlBase ? describe : describe.skip)('two instances on one MariaDB, Redis and bucket', () => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    s3 = await startS3();
    const shared = { ...s3.env, REDIS_URL };
    a = await startTestApp({ db: 'mariadb', smtp: true, env: shared });
    b = await startTestApp({ smtp: true, env: { ...shared, DB_URL: a.config.dbUrl } });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await s3?.close();
  });

  it('uses a session started on one instance on the other', async () => {
    const me = await signIn(a, `pair-session-${Date.now()}@example.com`);
    const info = await signedRequest(b, 'get', userCalls.userInfo.path, me);
    expect(info.body.code).toBe(200);
    expect(info.body.data.email).toBe(me.user.email);
    const out = await signedRequest(b, 'post', userCalls.logout.path, me).send({});
    expect(out.body.code).toBe(200);
    expect((await signedRequest(a, 'get', userCalls.userInfo.path, me)).body.code).toBe(901);
  });

  it('refuses on one instance a request already received by the other', async () => {
    const urlPath = '/api/text/parser';
    const headers = signedHeaders(urlPath);
    const body = { text: 'CREATE TABLE t (id INT PRIMARY KEY);' };
    expect((await request(a.app.callback()).post(urlPath).set(headers).send(body)).status).toBe(
      200,
    );
    const replayed = await request(b.app.callback()).post(urlPath).set(headers).send(body);
    expect(replayed.status).toBe(400);
    expect(replayed.body.message).toBe('This request was already received (replayed signature)');
  });

  it('holds a verification-code cooldown across both', async () => {
    const email = `pair-code-${Date.now()}@example.com`;
    const send = (t: TestApp) =>
      request(t.app.callback())
        .post(userCalls.sendVerifyCode.path)
        .set(signedHeaders(userCalls.sendVerifyCode.path))
        .send({ email, purpose: 'login' });
    expect((await send(a)).body.code).toBe(200);
    const again = await send(b);
    expect(again.body.code).toBe(903);
  });

  it('serves on one instance an avatar uploaded on the other', async () => {
    const me = await signIn(a, `pair-avatar-${Date.now()}@example.com`);
    const res = await upload(a, me);
    const url: string = res.body.data.url;
    const served = await request(b.app.callback()).get(url).buffer(true);
    expect(served.status).toBe(200);
    expect(Buffer.from(served.body as Buffer).equals(PNG)).toBe(true);
    const set = await signedRequest(b, 'put', userCalls.updateUser.path, me).send({ avatar: url });
    expect(set.body.data.avatar).toBe(url);
  });
});
