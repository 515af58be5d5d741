import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { XMLValidator } from 'fast-xml-parser';
import { contract } from '../../src/contract';
import { WALLPAPER_LIMITS } from '../../src/contract/wallpaper';
import { closeWallpaperPool } from '../src/domain/wallpaper/pool';
import { clearWallpaperCache } from '../src/services/wallpaper';
import { describeEachDb, signedRequest, startTestApp, type TestApp } from './support';

const calls = contract.wallpaper;

function binary(res: request.Response, done: (err: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

describeEachDb('wallpaper', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ db });
  });
  afterAll(async () => {
    await t.close();
    await closeWallpaperPool();
  });

  const render = (body: object) =>
    signedRequest(t, 'post', calls.render.path).send(body).buffer(true).parse(binary);
  const list = (body: object) => signedRequest(t, 'post', calls.findList.path).send(body);

  describe('render', () => {
    it('answers a PNG of the asked size', async () => {
      const res = await render({ code: 'public class A {}', width: 1920, height: 1080 });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['content-disposition']).toContain('wallpaper-1920x1080.png');
      const png = res.body as Buffer;
      expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1920, 1080]);
    }, 30_000);

    it('answers an SVG that parses', async () => {
      const res = await render({ code: 'x = 1', width: 800, height: 600, format: 'svg' });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(XMLValidator.validate((res.body as Buffer).toString('utf8'))).toBe(true);
    }, 30_000);

    it('gives the same bytes for the same input, from the cache or a new render', async () => {
      const body = { code: 'SELECT 1;', width: 640, height: 480, theme: 'nord', lineNumbers: true };
      const first = await render(body);
      const cached = await render(body);
      clearWallpaperCache();
      const fresh = await render(body);
      expect((first.body as Buffer).equals(cached.body as Buffer)).toBe(true);
      expect((first.body as Buffer).equals(fresh.body as Buffer)).toBe(true);
      const other = await render({ ...body, theme: 'dracula' });
      expect((first.body as Buffer).equals(other.body as Buffer)).toBe(false);
    }, 30_000);

    const { maxChars, maxLines, maxSize, minSize } = WALLPAPER_LIMITS;
    it.each([
      ['width', { width: minSize - 1 }, `Width must be at least ${minSize} px`],
      ['height', { height: maxSize + 1 }, `Height must be at most ${maxSize} px`],
      ['code', { code: 'x'.repeat(maxChars + 1) }, 'Code is at most 20,000 characters'],
      ['code', { code: 'x\n'.repeat(maxLines) }, `Code is at most ${maxLines} lines`],
      ['code', { code: '' }, 'Please enter Code'],
      ['fontSize', { fontSize: 500 }, 'Font size must be at most 96'],
      ['theme', { theme: 'no-such-theme' }, undefined],
      ['background', { background: 'url(http://x)' }, 'Background is a preset name'],
      ['highlightLines', { highlightLines: [0] }, undefined],
    ])('refuses a bad %s with 422 naming the field', async (field, patch, message) => {
      const res = await signedRequest(t, 'post', calls.render.path).send({
        code: 'x',
        width: 640,
        height: 480,
        ...patch,
      });
      expect(res.status).toBe(422);
      expect(res.body.code).toBe(422);
      const errors = res.body.data as Record<string, string>;
      const key = Object.keys(errors).find((k) => k === field || k.startsWith(`${field}.`));
      expect(key).toBeDefined();
      if (message) expect(errors[key as string]).toContain(message);
    });
  });

  describe('findList', () => {
    it('pages the gallery with real renders kept in the file storage', async () => {
      const res = await list({ page: 1, pageSize: 2 });
      expect(res.status).toBe(200);
      const data = res.body.data;
      expect(data).toMatchObject({ page: 1, pageSize: 2, total: 24 });
      expect(data.list).toHaveLength(2);
      const [first] = data.list;
      expect(first).toMatchObject({ width: 1170, height: 2532, size: 'phone' });
      const full = await request(t.app.callback()).get(first.url).buffer(true).parse(binary);
      expect(full.status).toBe(200);
      expect([full.body.readUInt32BE(16), full.body.readUInt32BE(20)]).toEqual([1170, 2532]);
      const thumb = await request(t.app.callback()).get(first.thumbUrl).buffer(true).parse(binary);
      expect(thumb.body.readUInt32BE(16)).toBe(240);
      const stored = fs.readdirSync(path.join(t.dir, 'files'));
      expect(stored).toEqual(expect.arrayContaining([path.basename(first.url)]));

      const again = await list({ page: 1, pageSize: 2 });
      expect(again.body.data.list).toEqual(data.list);
      const second = await list({ page: 2, pageSize: 2 });
      expect(second.body.data.list[0].id).not.toBe(first.id);
    }, 60_000);

    it('filters by size and answers an empty page past the end', async () => {
      const res = await list({ page: 1, pageSize: 1, size: 'laptop' });
      expect(res.body.data.total).toBe(6);
      expect(res.body.data.list[0]).toMatchObject({ width: 1920, height: 1080 });
      const past = await list({ page: 99, pageSize: 8 });
      expect(past.body.data).toMatchObject({ list: [], total: 24 });
    }, 60_000);

    it('refuses a page size over 24 with 422', async () => {
      const res = await list({ page: 1, pageSize: 25 });
      expect(res.status).toBe(422);
      expect(res.body.data.pageSize).toBe('Page size is at most 24');
    });
  });
});
