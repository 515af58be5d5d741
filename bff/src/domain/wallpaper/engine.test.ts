import { Resvg } from '@resvg/resvg-js';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { wallpaperRenderBody, type WallpaperRenderInput } from '../../../../src/contract/wallpaper';
import { WallpaperPool } from './pool';

/**
 * The engine, run where the server runs it: in a wallpaper pool worker process (shiki is ES
 * modules only, which the worker loads natively and jest's module system does not).
 */

let pool: WallpaperPool;

beforeAll(async () => {
  pool = new WallpaperPool({ size: 2 });
  await pool.whenReady();
}, 30_000);

afterAll(() => pool.close());

const render = async (input: Partial<WallpaperRenderInput>) => {
  const settings = wallpaperRenderBody.parse({
    code: 'int x = 1;',
    width: 640,
    height: 360,
    ...input,
  });
  return pool.render({ settings });
};

/** Width and height from the PNG's IHDR chunk (bytes 16–23, big-endian). */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const buf = Buffer.from(bytes);
  expect(buf.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(buf.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}

/** The decoded RGBA pixels of a PNG (resvg reads an <image> of it at its own size). */
function pixels(png: Uint8Array): Buffer {
  const { width, height } = pngSize(png);
  const href = `data:image/png;base64,${Buffer.from(png).toString('base64')}`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}"><image width="${width}" height="${height}" xlink:href="${href}"/></svg>`;
  return Buffer.from(new Resvg(svg).render().pixels);
}

const differing = (a: Buffer, b: Buffer): number => {
  let n = 0;
  for (let i = 0; i < a.length; i += 4) if (a.readUInt32BE(i) !== b.readUInt32BE(i)) n++;
  return n;
};

describe('wallpaper engine', () => {
  it.each([
    [1170, 2532],
    [1920, 1080],
    [320, 7680],
  ])(
    'writes a PNG of exactly %i × %i (read from the IHDR header)',
    async (width, height) => {
      const image = await render({ code: 'class A {}\n', width, height, format: 'png' });
      expect(image.contentType).toBe('image/png');
      expect(pngSize(image.bytes)).toEqual({ width, height });
    },
    30_000,
  );

  it('writes an SVG that parses as XML, at the asked size, with the text as outlines', async () => {
    const image = await render({
      code: 'SELECT 1;\n-- 你好',
      format: 'svg',
      width: 800,
      height: 600,
    });
    expect(image.contentType).toBe('image/svg+xml');
    const text = Buffer.from(image.bytes).toString('utf8');
    expect(XMLValidator.validate(text)).toBe(true);
    const doc = new XMLParser({ ignoreAttributes: false }).parse(text);
    expect(doc.svg['@_width']).toBe('800');
    expect(doc.svg['@_height']).toBe('600');
    // No font needed to show it: satori draws glyphs as paths, never <text>
    expect(text).toContain('<path');
    expect(text).not.toContain('<text');
  });

  it('renders CJK comments as glyphs, not blanks or tofu', async () => {
    const base = {
      language: 'java' as const,
      width: 640,
      height: 360,
      fontSize: 28,
      windowChrome: 'none' as const,
    };
    const cjk = await render({ ...base, code: '// 你好世界\nint x = 1;' });
    const blank = await render({ ...base, code: '//         \nint x = 1;' });
    // Hangul is outside the bundled CJK subset: what a missing glyph (.notdef) looks like
    const tofu = await render({ ...base, code: '// 한국어요\nint x = 1;' });
    const [a, b, c] = [cjk, blank, tofu].map((image) => pixels(image.bytes));
    expect(differing(a, b)).toBeGreaterThan(200);
    expect(differing(a, c)).toBeGreaterThan(200);
  }, 30_000);

  it.each([
    ['a bidi override', '\u202egnp.exe'],
    ['a zero-width space', 'x\u200by'],
    ['control characters', 'a\u0000b\u0007'],
    ['a lone surrogate', '\ud800'],
    ['an emoji the fonts lack', '\u{1F600}'],
  ])('draws code with %s', async (_name, code) => {
    const image = await render({ code, language: 'text', title: code });
    expect(pngSize(image.bytes)).toEqual({ width: 640, height: 360 });
  });

  it('gives the same bytes for the same settings', async () => {
    const input = { code: 'def f():\n    return 1', theme: 'nord' as const, highlightLines: [2] };
    const [a, b] = await Promise.all([render(input), render(input)]);
    expect(Buffer.from(a.bytes).equals(Buffer.from(b.bytes))).toBe(true);
  });

  it('detects the language when asked for auto', async () => {
    expect((await render({ code: 'package main\n\nfunc main() {\n\tx := 1\n}' })).language).toBe(
      'go',
    );
    expect((await render({ code: 'CREATE TABLE t (id INT);' })).language).toBe('sql');
  });

  it('draws every theme, line numbers, highlights, chromes and backgrounds', async () => {
    const images = await Promise.all(
      (['github-light', 'dracula', 'catppuccin-latte'] as const).map((theme, i) =>
        render({
          code: 'val a = 1\nval b = 2\nval c = 3',
          theme,
          lineNumbers: true,
          highlightLines: [2],
          windowChrome: (['mac', 'windows', 'none'] as const)[i],
          title: '标题 title',
          background: (['theme', '#123456', 'ocean'] as const)[i],
        }),
      ),
    );
    const distinct = new Set(images.map((image) => Buffer.from(image.bytes).toString('base64')));
    expect(distinct.size).toBe(3);
  });

  it('scales a thumbnail down while laying out at the full size', async () => {
    const settings = wallpaperRenderBody.parse({ code: 'x = 1', width: 1920, height: 1080 });
    const thumb = await pool.render({ settings, thumbWidth: 480 });
    expect(pngSize(thumb.bytes)).toEqual({ width: 480, height: 270 });
  });

  it('stops a render past its time limit with a clear 422', async () => {
    const slow = new WallpaperPool({ size: 1, timeoutMs: 50 });
    try {
      await slow.whenReady();
      const settings = wallpaperRenderBody.parse({ code: 'x = 1', width: 7680, height: 7680 });
      await expect(slow.render({ settings })).rejects.toMatchObject({
        httpStatus: 422,
        message: expect.stringMatching(/took longer than 0\.05 s/),
      });
    } finally {
      await slow.close();
    }
  }, 30_000);
});
