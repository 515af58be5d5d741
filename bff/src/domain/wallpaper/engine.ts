import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import type { BundledLanguage, BundledTheme, HighlighterGeneric } from 'shiki';
import {
  WALLPAPER_THEMES,
  type WallpaperLanguage,
  type WallpaperSettings,
} from '../../../../src/contract/wallpaper';
import { detectLanguage } from './detect';
import { loadFonts } from './fonts';
import { buildTree, type Highlighted } from './layout';

/**
 * The wallpaper engine: shiki's tokens → satori's SVG (text as glyph outlines, so the SVG needs
 * no fonts to display) → resvg's PNG. Pure: no Koa, no database; it runs in a worker process
 * (pool.ts) because a big render takes the CPU for a while.
 */

export interface RenderJob {
  settings: WallpaperSettings;
  /** Scales the PNG down to this width (gallery thumbnails); the layout stays the asked size. */
  thumbWidth?: number;
}

export interface RenderedImage {
  bytes: Uint8Array;
  contentType: 'image/png' | 'image/svg+xml';
  width: number;
  height: number;
  language: WallpaperLanguage;
}

type Highlighter = HighlighterGeneric<BundledLanguage, BundledTheme>;
let highlighter: Promise<Highlighter> | null = null;

/**
 * Shiki ships as ES modules only; the dynamic import loads it from CommonJS (tsx, and Node's
 * require of ES modules in the compiled server).
 */
function getHighlighter(): Promise<Highlighter> {
  const started =
    highlighter ??
    import('shiki').then((shiki) =>
      shiki.createHighlighter({ themes: WALLPAPER_THEMES.map((t) => t.id), langs: [] }),
    );
  highlighter = started;
  return started;
}

async function highlight(
  settings: WallpaperSettings,
): Promise<Highlighted & { language: WallpaperLanguage }> {
  const hl = await getHighlighter();
  const language = settings.language === 'auto' ? detectLanguage(settings.code) : settings.language;
  if (language !== 'text' && !hl.getLoadedLanguages().includes(language)) {
    await hl.loadLanguage(language);
  }
  const code = drawable(settings.code.replace(/\r\n?/g, '\n').replace(/\t/g, '    '));
  const result = hl.codeToTokens(code, { lang: language, theme: settings.theme });
  const theme = WALLPAPER_THEMES.find((t) => t.id === settings.theme);
  return {
    lines: result.tokens.map((line) =>
      line.map((t) => ({ content: t.content, color: t.color, fontStyle: t.fontStyle })),
    ),
    fg: result.fg ?? (theme?.dark ? '#e6e6e6' : '#1f1f1f'),
    bg: result.bg ?? (theme?.dark ? '#1e1e1e' : '#ffffff'),
    dark: theme?.dark ?? true,
    language,
  };
}

/**
 * The text without invisible format and control characters (zero-width spaces, bidi overrides,
 * NUL…): they draw nothing, a bidi override would disguise code, and a run of them alone makes
 * satori's text shaper fail.
 */
export function drawable(text: string): string {
  return text.replace(/[\p{Cf}\p{Cc}]/gu, (c) => (c === '\n' ? c : ''));
}

export async function renderSvg(
  settings: WallpaperSettings,
): Promise<{ svg: string; language: WallpaperLanguage }> {
  const highlighted = await highlight(settings);
  const tree = buildTree({ ...settings, title: drawable(settings.title) }, highlighted);
  const svg = await satori(tree as Parameters<typeof satori>[0], {
    width: settings.width,
    height: settings.height,
    fonts: loadFonts(),
  });
  return { svg, language: highlighted.language };
}

export async function renderWallpaper(job: RenderJob): Promise<RenderedImage> {
  const { settings } = job;
  const { svg, language } = await renderSvg(settings);
  if (settings.format === 'svg' && !job.thumbWidth) {
    return {
      bytes: Buffer.from(svg, 'utf8'),
      contentType: 'image/svg+xml',
      width: settings.width,
      height: settings.height,
      language,
    };
  }
  const fitTo = job.thumbWidth
    ? ({ mode: 'width', value: job.thumbWidth } as const)
    : ({ mode: 'original' } as const);
  const rendered = new Resvg(svg, { fitTo, font: { loadSystemFonts: false } }).render();
  return {
    bytes: rendered.asPng(),
    contentType: 'image/png',
    width: rendered.width,
    height: rendered.height,
    language,
  };
}
