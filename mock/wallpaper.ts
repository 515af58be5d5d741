import { Resvg } from '@resvg/resvg-js';
import {
  WALLPAPER_BACKGROUNDS,
  WALLPAPER_SIZE_KEYS,
  WALLPAPER_SIZES,
  WALLPAPER_THEMES,
  wallpaperCalls,
  type WallpaperBackgroundPreset,
  type WallpaperSettings,
} from '../src/contract/wallpaper';
import { jsonMock, page, rawMock } from './_support/http';

/**
 * The studio without the server: a deterministic sketch of the wallpaper (the background, the
 * window, a bar per line of code as long as the line) at the asked size, as SVG or PNG. The real
 * highlighting and fonts live in the BFF's engine.
 */

const ACCENTS = ['#ff79c6', '#8be9fd', '#50fa7b', '#f1fa8c', '#bd93f9'];

function gradientStops(settings: Pick<WallpaperSettings, 'background'>): [string, string] {
  const { background } = settings;
  if (background.startsWith('#')) return [background, background];
  if (background === 'theme') return ['#1e1e2e', '#1e1e2e'];
  const colours =
    WALLPAPER_BACKGROUNDS[background as WallpaperBackgroundPreset].match(/#[0-9a-f]{6}/gi);
  return [colours?.[0] ?? '#667eea', colours?.[colours.length - 1] ?? '#764ba2'];
}

export function sketchSvg(
  settings: Pick<WallpaperSettings, 'code' | 'width' | 'height' | 'theme' | 'background'>,
): string {
  const { width, height } = settings;
  const lines = settings.code.split(/\r\n|\r|\n/).slice(0, 60);
  const dark = WALLPAPER_THEMES.find((t) => t.id === settings.theme)?.dark ?? true;
  const [from, to] = gradientStops(settings);
  const winW = Math.round(width * 0.7);
  const step = Math.min(28, Math.floor((height * 0.7) / Math.max(lines.length, 1)));
  const winH = Math.max(step * lines.length + 60, 80);
  const x0 = Math.round((width - winW) / 2);
  const y0 = Math.round((height - winH) / 2);
  const bars = lines
    .map((line, i) => {
      const indent = line.length - line.trimStart().length;
      const len = Math.min(line.trim().length, 80);
      if (!len) return '';
      const unit = (winW - 80) / 80;
      return `<rect x="${x0 + 40 + indent * unit}" y="${y0 + 40 + i * step}" width="${len * unit}" height="${Math.max(2, step * 0.5)}" rx="2" fill="${ACCENTS[i % ACCENTS.length]}"/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#bg)"/><rect x="${x0}" y="${y0}" width="${winW}" height="${winH}" rx="10" fill="${dark ? '#282a36' : '#fafafa'}"/>${bars}</svg>`;
}

const dataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

const SAMPLE = 'public class User {\n    private Long id;\n    private String email;\n}';
const GALLERY_THEMES = [
  'dracula',
  'github-light',
  'tokyo-night',
  'nord',
  'catppuccin-latte',
  'one-dark-pro',
] as const;
const GALLERY_BACKGROUNDS = ['violet', 'peach', 'midnight', 'ocean', 'sunset', 'forest'];
const TOTAL = GALLERY_THEMES.length * WALLPAPER_SIZE_KEYS.length;

export default {
  ...rawMock(wallpaperCalls.render, ({ body }, res) => {
    const svg = sketchSvg(body);
    const bytes =
      body.format === 'svg'
        ? Buffer.from(svg)
        : Buffer.from(new Resvg(svg, { fitTo: { mode: 'original' } }).render().asPng());
    res.status(200);
    res.setHeader('Content-Type', body.format === 'svg' ? 'image/svg+xml' : 'image/png');
    res.setHeader(
      'Content-Disposition',
      `inline; filename="wallpaper-${body.width}x${body.height}.${body.format}"`,
    );
    res.setHeader('Content-Length', bytes.length);
    res.end(bytes);
  }),
  ...jsonMock(wallpaperCalls.findList, ({ body }) => {
    const sizes = body.size ? [body.size] : WALLPAPER_SIZE_KEYS;
    const total = body.size ? GALLERY_THEMES.length : TOTAL;
    return page(body, total, (n) => {
      const i = n - 1;
      const snippet = Math.floor(i / sizes.length);
      const size = sizes[i % sizes.length];
      const theme = GALLERY_THEMES[snippet];
      const { width, height } = WALLPAPER_SIZES[size];
      const settings = {
        code: SAMPLE,
        width,
        height,
        theme,
        background: GALLERY_BACKGROUNDS[snippet],
      };
      const thumbW = width >= height ? 480 : 240;
      return {
        id: `mock-${theme}-${size}`,
        title: `User.java · ${theme} · ${size}`,
        width,
        height,
        size,
        theme,
        language: 'java',
        thumbUrl: dataUrl(
          sketchSvg({ ...settings, width: thumbW, height: Math.round((thumbW * height) / width) }),
        ),
        url: dataUrl(sketchSvg(settings)),
      };
    });
  }),
};
