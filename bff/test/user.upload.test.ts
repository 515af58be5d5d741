import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { Code, contract } from '../../src/contract';
import { ANONYMOUS_UPLOADS_PER_HOUR } from '../src/services/upload';
import {
  describeEachDb,
  signedHeaders,
  signIn,
  startTestApp,
  type SignedIn,
  type TestApp,
} from './support';

const UPLOAD = contract.user.upload.path;
/** A 1×1 transparent PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describeEachDb('user.upload', (db) => {
  let t: TestApp;
  let me: SignedIn;
  let tempRoot: string;

  beforeAll(async () => {
    // UPLOAD_TMP_DIR of its own, so the tests see that no temporary file is left behind.
    t = await startTestApp({ db, smtp: true, env: { UPLOAD_TMP_DIR: 'upload-tmp' } });
    tempRoot = t.config.uploadTmpDir;
    me = await signIn(t, 'uploader@example.com');
  });
  afterAll(() => t.close());

  const upload = (who?: SignedIn) => {
    const req = request(t.app.callback())
      .post(UPLOAD)
      .set(signedHeaders(UPLOAD, { token: who?.token }));
    return who ? req.set('Cookie', who.cookie) : req;
  };
  const storedFiles = () =>
    fs.existsSync(t.config.fileDir) ? fs.readdirSync(t.config.fileDir).sort() : [];
  const leftovers = () => fs.readdirSync(tempRoot);

  it('stores a PNG avatar under a random name, served at /files/…, usable as avatar', async () => {
    const res = await upload(me).field('purpose', 'avatar').attach('file', PNG, 'me.png');
    expect(res.body.code).toBe(200);
    const data = contract.user.upload.response.parse(res.body.data);
    expect(data).toEqual({
      url: expect.stringMatching(/^\/files\/[0-9a-f]{32}\.png$/),
      name: 'me.png',
      size: PNG.length,
      mimeType: 'image/png',
    });
    const name = data.url.slice('/files/'.length);
    expect(storedFiles()).toContain(name);
    expect(fs.readFileSync(path.join(t.config.fileDir, name)).equals(PNG)).toBe(true);
    expect(leftovers()).toEqual([]);

    const served = await request(t.app.callback()).get(data.url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    const updated = await request(t.app.callback())
      .put(contract.user.updateUser.path)
      .set(signedHeaders(contract.user.updateUser.path, { token: me.token }))
      .set('Cookie', me.cookie)
      .send({ avatar: data.url });
    expect(updated.body.code).toBe(200);
    expect(updated.body.data.avatar).toBe(data.url);
  });

  it('removes the avatar file with the account', async () => {
    const leaving = await signIn(t, 'avatar-leaves@example.com');
    const up = await upload(leaving).field('purpose', 'avatar').attach('file', PNG, 'a.png');
    const { url } = up.body.data as { url: string };
    const put = (p: string, body: object) =>
      request(t.app.callback())
        .put(p)
        .set(signedHeaders(p, { token: leaving.token }))
        .set('Cookie', leaving.cookie)
        .send(body);
    expect((await put(contract.user.updateUser.path, { avatar: url })).body.code).toBe(200);
    expect(
      (await put(contract.user.changePassword.path, { password: 'bye bye bye' })).body.code,
    ).toBe(200);
    const file = path.join(t.config.fileDir, url.slice('/files/'.length));
    expect(fs.existsSync(file)).toBe(true);
    const del = contract.user.deleteAccount.path;
    const res = await request(t.app.callback())
      .delete(del)
      .set(signedHeaders(del, { token: leaving.token }))
      .set('Cookie', leaving.cookie)
      .send({ password: 'bye bye bye' });
    expect(res.body.code).toBe(200);
    expect(fs.existsSync(file)).toBe(false);
  });

  it('names the type by the bytes, not by the file name', async () => {
    const res = await upload(me).attach('file', PNG, 'picture.txt');
    expect(res.body.data).toMatchObject({ mimeType: 'image/png', name: 'picture.txt' });
    expect(res.body.data.url).toMatch(/\.png$/);
  });

  it('keeps other files with a plain extension of their name', async () => {
    const res = await upload(me).attach('file', Buffer.from('CREATE TABLE t (id int);'), 'a.sql');
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({
      url: expect.stringMatching(/^\/files\/[0-9a-f]{32}\.sql$/),
      name: 'a.sql',
      mimeType: 'application/octet-stream',
    });
  });

  it('refuses an avatar whose bytes are not an image (422), leaving nothing behind', async () => {
    const before = storedFiles();
    const res = await upload(me)
      .field('purpose', 'avatar')
      .attach('file', Buffer.from('<svg onload="alert(1)"/>'), 'evil.png');
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      code: 422,
      message: 'The avatar must be a PNG, JPEG, GIF or WebP image',
      data: { file: 'The avatar must be a PNG, JPEG, GIF or WebP image' },
    });
    expect(storedFiles()).toEqual(before);
    expect(leftovers()).toEqual([]);
  });

  it('refuses an avatar over 2 MB (422), leaving nothing behind', async () => {
    const before = storedFiles();
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const res = await upload(me).field('purpose', 'avatar').attach('file', big, 'big.png');
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('The avatar image is larger than 2 MB');
    expect(storedFiles()).toEqual(before);
    expect(leftovers()).toEqual([]);
  });

  it('asks for a file when there is none, and for a known purpose', async () => {
    const none = await upload(me).field('purpose', 'avatar');
    expect(none.status).toBe(422);
    expect(none.body.message).toBe('Please choose a file');
    const purpose = await upload(me).field('purpose', 'logo').attach('file', PNG, 'a.png');
    expect(purpose.status).toBe(422);
    expect(purpose.body.data).toEqual({
      purpose: 'Purpose must be avatar, screenshot, inquiry or left out',
    });
    expect(leftovers()).toEqual([]);
  });

  it('answers 901 to an anonymous upload without storing it', async () => {
    const before = storedFiles();
    const res = await upload().attach('file', PNG, 'a.png');
    expect(res.body.code).toBe(Code.NOT_SIGNED_IN);
    const avatar = await upload().field('purpose', 'avatar').attach('file', PNG, 'a.png');
    expect(avatar.body.code).toBe(Code.NOT_SIGNED_IN);
    expect(storedFiles()).toEqual(before);
    expect(leftovers()).toEqual([]);
  });

  it('takes a feedback screenshot from anyone, images only, a limited number per address', async () => {
    const shot = await upload().field('purpose', 'screenshot').attach('file', PNG, 'shot.png');
    expect(shot.body.code).toBe(200);
    expect(shot.body.data).toMatchObject({
      url: expect.stringMatching(/^\/files\/[0-9a-f]{32}\.png$/),
      mimeType: 'image/png',
    });
    const text = await upload()
      .field('purpose', 'screenshot')
      .attach('file', Buffer.from('not an image'), 'shot.png');
    expect(text.status).toBe(422);
    expect(text.body.message).toBe('A screenshot must be a PNG, JPEG, GIF or WebP image');
    let last = shot;
    for (let i = 0; i < ANONYMOUS_UPLOADS_PER_HOUR; i += 1) {
      last = await upload().field('purpose', 'screenshot').attach('file', PNG, 'shot.png');
    }
    expect(last.body.code).toBe(Code.RATE_LIMITED);
    // Signed-in users are not counted against the address.
    const mine = await upload(me).field('purpose', 'screenshot').attach('file', PNG, 'me.png');
    expect(mine.body.code).toBe(200);
    expect(leftovers()).toEqual([]);
  });
});

describe('user.upload size limit (UPLOAD_MAX_BYTES)', () => {
  it('refuses a file over the limit with a clear 422, leaving nothing behind', async () => {
    const t = await startTestApp({
      smtp: true,
      env: { UPLOAD_MAX_BYTES: '64kb', UPLOAD_TMP_DIR: 'upload-tmp' },
    });
    try {
      const me = await signIn(t, 'big@example.com');
      const res = await request(t.app.callback())
        .post(UPLOAD)
        .set(signedHeaders(UPLOAD, { token: me.token }))
        .set('Cookie', me.cookie)
        .attach('file', Buffer.alloc(65 * 1024, 1), 'data.bin');
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('The file is larger than 64 KB');
      expect(fs.existsSync(t.config.fileDir) ? fs.readdirSync(t.config.fileDir) : []).toEqual([]);
      expect(fs.readdirSync(t.config.uploadTmpDir)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
