import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import routes, { type AppRoute } from '../../config/routes';
import { allowScripts } from '../src/middlewares/static';
import { startTestApp, type TestApp } from './support';

const routePaths = (list: AppRoute[]): string[] =>
  list.flatMap((r) => [r.path, ...routePaths(r.routes ?? [])]).filter((p) => p !== '*');

/** SPEC.md section 2, plus paths no route has (the client shows its 404 page). */
const SPA_ROUTES = [
  '/',
  '/login',
  '/code-generate',
  '/code-generate/guide',
  '/code-generate/template',
  '/text',
  '/software-dev',
  '/wallpaper',
  '/user',
  '/sponsor',
  '/release-log',
  '/issues',
  '/issues/:id',
  '/feedback',
  '/statistical-analysis',
  '/admin/sys-logs',
  '/admin/community',
  '/admin/orders',
  '/admin/inquiries',
  '/403',
  '/404',
  '/500',
  '/no/such/page',
  '/apis-are-not-api',
];

const INDEX =
  '<!doctype html><html><head><title>Java code generator | online programming tool</title></head><body><div id="root"></div></body></html>';
const BUNDLE = `console.log(${JSON.stringify('x'.repeat(4000))});`;

describe('static serving', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    const dist = t.config.staticDir;
    fs.mkdirSync(path.join(dist, 'static'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
    fs.writeFileSync(path.join(dist, 'umi.3f2a1b4c.js'), BUNDLE);
    fs.writeFileSync(path.join(dist, 'p__home.9ab8c7d6.async.js'), 'export {}');
    fs.writeFileSync(path.join(dist, 'favicon.ico'), 'icon');
    fs.mkdirSync(path.join(dist, 'code-generate'), { recursive: true });
    fs.mkdirSync(t.config.fileDir, { recursive: true });
    fs.writeFileSync(path.join(t.config.fileDir, `${'a'.repeat(32)}.png`), 'png-bytes');
    fs.writeFileSync(
      path.join(t.config.fileDir, `${'e'.repeat(32)}.html`),
      '<script>alert(1)</script>',
    );
  });
  afterAll(() => t.close());

  const server = () => t.app.callback();

  it('covers every route of config/routes.ts', () => {
    expect(SPA_ROUTES).toEqual(expect.arrayContaining(routePaths(routes)));
  });

  it.each(SPA_ROUTES)('answers %s with index.html, revalidated on every load', async (p) => {
    const res = await request(server()).get(p).set('accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toBe(INDEX);
  });

  it('lets index.html run its inline script by hash, and no other inline script', async () => {
    const plain = await request(server()).get('/text').set('accept', 'text/html');
    expect(plain.headers['content-security-policy']).toContain("script-src 'self';");

    const script = "document.documentElement.setAttribute('data-shell-route','/text')";
    const hash = createHash('sha256').update(script).digest('base64');
    const indexFile = path.join(t.config.staticDir, 'index.html');
    fs.writeFileSync(indexFile, INDEX.replace('</head>', `<script>${script}</script></head>`));
    try {
      for (const p of ['/', '/text', '/index.html']) {
        const res = await request(server()).get(p).set('accept', 'text/html');
        const policy = String(res.headers['content-security-policy']);
        expect(policy).toContain(`script-src 'self' 'sha256-${hash}';`);
        expect(policy.match(/'sha256-/g)).toHaveLength(1);
      }
    } finally {
      fs.writeFileSync(indexFile, INDEX);
    }
    const after = await request(server()).get('/text').set('accept', 'text/html');
    expect(after.headers['content-security-policy']).toContain("script-src 'self';");
  });

  it('adds script sources to script-src only', () => {
    expect(
      allowScripts("default-src 'self';script-src 'self';style-src 'self'", ["'sha256-x'"]),
    ).toBe("default-src 'self';script-src 'self' 'sha256-x';style-src 'self'");
    expect(allowScripts("script-src 'self'", [])).toBe("script-src 'self'");
  });

  it('caches content-hashed assets for a year', async () => {
    for (const p of ['/umi.3f2a1b4c.js', '/p__home.9ab8c7d6.async.js']) {
      const res = await request(server()).get(p);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const plain = await request(server()).get('/favicon.ico');
    expect(plain.headers['cache-control']).toBe('no-cache');
  });

  it('compresses with gzip or brotli when the client accepts it', async () => {
    const gz = await request(server()).get('/umi.3f2a1b4c.js').set('accept-encoding', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.text).toBe(BUNDLE);
    const br = await request(server()).get('/umi.3f2a1b4c.js').set('accept-encoding', 'br');
    expect(br.headers['content-encoding']).toBe('br');
  });

  it('answers a missing script with 404, not with index.html', async () => {
    const res = await request(server()).get('/umi.deadbeef.js');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('<html>');
  });

  it('refuses paths that leave the build directory', async () => {
    const res = await request(server()).get('/..%2f..%2fetc%2fpasswd');
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.text).not.toContain('root:');
  });

  it('serves uploaded files under /files, sandboxed', async () => {
    const res = await request(server()).get(`/files/${'a'.repeat(32)}.png`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(Buffer.from(res.body as Buffer).toString()).toBe('png-bytes');
    const html = await request(server()).get(`/files/${'e'.repeat(32)}.html`);
    expect(html.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    const missing = await request(server()).get('/files/none.png');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 404, message: 'No such file' });
    const escape = await request(server()).get('/files/..%2fapp.sqlite');
    expect(escape.status).toBe(404);
    // Only the names uploads are stored under are looked up at all.
    fs.writeFileSync(path.join(t.config.fileDir, 'notes.txt'), 'not an upload');
    expect((await request(server()).get('/files/notes.txt')).status).toBe(404);
  });
});

describe('static serving under ROUTER_BASE', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { ROUTER_BASE: 'tools/jcg' } });
    fs.mkdirSync(t.config.staticDir, { recursive: true });
    fs.writeFileSync(path.join(t.config.staticDir, 'index.html'), INDEX);
    fs.writeFileSync(path.join(t.config.staticDir, 'umi.3f2a1b4c.js'), BUNDLE);
  });
  afterAll(() => t.close());

  it('serves the app and its assets below the base', async () => {
    const server = t.app.callback();
    const root = await request(server).get('/');
    expect(root.status).toBe(302);
    expect(root.headers.location).toBe('/tools/jcg/');
    expect((await request(server).get('/tools/jcg/')).text).toBe(INDEX);
    expect((await request(server).get('/tools/jcg/code-generate')).text).toBe(INDEX);
    const asset = await request(server).get('/tools/jcg/umi.3f2a1b4c.js');
    expect(asset.text).toBe(BUNDLE);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await request(server).get('/health')).status).toBe(200);
  });
});

describe('static serving without a build', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('tells the operator to run npm run build', async () => {
    const res = await request(t.app.callback()).get('/code-generate');
    expect(res.status).toBe(503);
    expect(res.text).toContain('npm run build');
  });

  it('still answers the API', async () => {
    const res = await request(t.app.callback()).get('/health');
    expect(res.status).toBe(200);
  });
});
