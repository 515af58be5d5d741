import { z } from 'zod';
import { defineCall, PAGE_MAX, pageResultSchema } from './core';

/** Wallpaper studio (feature key `wallpaper`): code rendered as a picture, and a gallery of them. */

export const WALLPAPER_LIMITS = {
  minSize: 320,
  maxSize: 7680,
  maxChars: 20_000,
  maxLines: 400,
  minFontSize: 8,
  maxFontSize: 96,
  maxPadding: 400,
  maxTitle: 120,
} as const;

/** Shiki's bundled themes offered in the studio; `dark` picks the preview's frame. */
export const WALLPAPER_THEMES = [
  { id: 'github-dark', label: 'GitHub Dark', dark: true },
  { id: 'github-light', label: 'GitHub Light', dark: false },
  { id: 'dracula', label: 'Dracula', dark: true },
  { id: 'nord', label: 'Nord', dark: true },
  { id: 'one-dark-pro', label: 'One Dark Pro', dark: true },
  { id: 'monokai', label: 'Monokai', dark: true },
  { id: 'tokyo-night', label: 'Tokyo Night', dark: true },
  { id: 'catppuccin-mocha', label: 'Catppuccin Mocha', dark: true },
  { id: 'catppuccin-latte', label: 'Catppuccin Latte', dark: false },
  { id: 'solarized-light', label: 'Solarized Light', dark: false },
  { id: 'min-light', label: 'Min Light', dark: false },
  { id: 'vitesse-light', label: 'Vitesse Light', dark: false },
] as const;
export type WallpaperThemeId = (typeof WALLPAPER_THEMES)[number]['id'];
const THEME_IDS = WALLPAPER_THEMES.map((t) => t.id) as [WallpaperThemeId, ...WallpaperThemeId[]];

/** The languages the product generates (and a few neighbours); `auto` guesses from the code. */
export const WALLPAPER_LANGUAGES = [
  'java',
  'kotlin',
  'typescript',
  'javascript',
  'go',
  'python',
  'csharp',
  'sql',
  'xml',
  'html',
  'json',
  'yaml',
  'rust',
  'shellscript',
  'markdown',
  'text',
] as const;
export type WallpaperLanguage = (typeof WALLPAPER_LANGUAGES)[number];

/** Backgrounds behind the window: a named gradient, the theme's own colour, or a hex colour. */
export const WALLPAPER_BACKGROUNDS = {
  violet: 'linear-gradient(135deg, #667eea 0%, #764ba2 100%)',
  sunset: 'linear-gradient(135deg, #f093fb 0%, #f5576c 100%)',
  ocean: 'linear-gradient(135deg, #4facfe 0%, #00f2fe 100%)',
  forest: 'linear-gradient(135deg, #0ba360 0%, #3cba92 100%)',
  midnight: 'linear-gradient(135deg, #0f2027 0%, #203a43 50%, #2c5364 100%)',
  peach: 'linear-gradient(135deg, #ffecd2 0%, #fcb69f 100%)',
} as const;
export type WallpaperBackgroundPreset = keyof typeof WALLPAPER_BACKGROUNDS;
export const WALLPAPER_BACKGROUND_PRESETS = Object.keys(
  WALLPAPER_BACKGROUNDS,
) as WallpaperBackgroundPreset[];

export const WINDOW_CHROMES = ['mac', 'windows', 'none'] as const;
export type WindowChrome = (typeof WINDOW_CHROMES)[number];

/** Size presets of the studio and the gallery. */
export const WALLPAPER_SIZES = {
  phone: { width: 1170, height: 2532 },
  laptop: { width: 1920, height: 1080 },
  '2k': { width: 2560, height: 1440 },
  '4k': { width: 3840, height: 2160 },
} as const;
export type WallpaperSizeKey = keyof typeof WALLPAPER_SIZES;
export const WALLPAPER_SIZE_KEYS = Object.keys(WALLPAPER_SIZES) as [
  WallpaperSizeKey,
  ...WallpaperSizeKey[],
];

const { minSize, maxSize, maxChars, maxLines, minFontSize, maxFontSize } = WALLPAPER_LIMITS;

const side = (name: string) =>
  z
    .number({ required_error: `Please enter ${name}`, invalid_type_error: `${name} is a number` })
    .int(`${name} is a whole number of pixels`)
    .min(minSize, `${name} must be at least ${minSize} px`)
    .max(maxSize, `${name} must be at most ${maxSize} px`);

export const countLines = (code: string): number => code.split(/\r\n|\r|\n/).length;

export const wallpaperRenderBody = z.object({
  code: z
    .string({ required_error: 'Please enter Code' })
    .min(1, 'Please enter Code')
    .max(maxChars, `Code is at most ${maxChars.toLocaleString('en')} characters`)
    .refine((code) => countLines(code) <= maxLines, `Code is at most ${maxLines} lines`),
  language: z.enum(['auto', ...WALLPAPER_LANGUAGES]).default('auto'),
  theme: z.enum(THEME_IDS).default('github-dark'),
  width: side('Width'),
  height: side('Height'),
  format: z.enum(['png', 'svg']).default('png'),
  title: z.string().max(WALLPAPER_LIMITS.maxTitle, 'Title is at most 120 characters').default(''),
  fontSize: z
    .number()
    .int('Font size is a whole number')
    .min(minFontSize, `Font size must be at least ${minFontSize}`)
    .max(maxFontSize, `Font size must be at most ${maxFontSize}`)
    .default(24),
  padding: z
    .number()
    .int('Padding is a whole number')
    .min(0, 'Padding must be at least 0')
    .max(WALLPAPER_LIMITS.maxPadding, `Padding must be at most ${WALLPAPER_LIMITS.maxPadding}`)
    .default(32),
  lineNumbers: z.boolean().default(false),
  /** 1-based line numbers to highlight. */
  highlightLines: z
    .array(z.number().int().min(1).max(maxLines, `Highlighted lines are 1 to ${maxLines}`))
    .max(maxLines)
    .default([]),
  windowChrome: z.enum(WINDOW_CHROMES).default('mac'),
  background: z
    .string()
    .regex(
      new RegExp(`^(#[0-9a-fA-F]{6}|theme|${WALLPAPER_BACKGROUND_PRESETS.join('|')})$`),
      'Background is a preset name, theme, or a colour like #1e1e2e',
    )
    .default('violet'),
});
export type WallpaperRenderInput = z.input<typeof wallpaperRenderBody>;
/** Settings after defaults: what the engine renders and the cache keys on. */
export type WallpaperSettings = z.output<typeof wallpaperRenderBody>;

export const wallpaperListBody = z.object({
  page: z.number().int().min(1).max(PAGE_MAX, `Page must be at most ${PAGE_MAX}`).default(1),
  pageSize: z.number().int().min(1).max(24, 'Page size is at most 24').default(8),
  size: z.enum(WALLPAPER_SIZE_KEYS).optional(),
});
export type WallpaperListQuery = z.input<typeof wallpaperListBody>;

export const wallpaperItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  size: z.enum(WALLPAPER_SIZE_KEYS),
  theme: z.string(),
  language: z.string(),
  /** A small PNG for the gallery. */
  thumbUrl: z.string(),
  /** The full-size PNG. */
  url: z.string(),
});
export type WallpaperItem = z.infer<typeof wallpaperItemSchema>;

export const wallpaperCalls = {
  render: defineCall({
    id: 'wallpaper.render',
    method: 'POST',
    path: '/api/wallpaper/render',
    kind: 'binary',
    summary: 'Render code as a wallpaper: PNG or SVG bytes at the asked size',
    body: wallpaperRenderBody,
    response: z.unknown(),
    example: {
      body: {
        code: 'public class Hello {\n  // 你好\n}',
        language: 'java',
        width: 640,
        height: 360,
        format: 'png',
        fontSize: 16,
      },
    },
  }),
  findList: defineCall({
    id: 'wallpaper.findList',
    method: 'POST',
    path: '/api/wallpaper/findList',
    summary: 'A page of the ready-made wallpapers gallery (rendered on first request, then kept)',
    body: wallpaperListBody,
    response: pageResultSchema(wallpaperItemSchema),
    example: { body: { page: 1, pageSize: 2 } },
  }),
};
