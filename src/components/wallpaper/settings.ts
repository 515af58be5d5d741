import {
  WALLPAPER_BACKGROUND_PRESETS,
  WALLPAPER_LANGUAGES,
  WALLPAPER_LIMITS,
  WALLPAPER_SIZES,
  WALLPAPER_THEMES,
  WINDOW_CHROMES,
  type WallpaperRenderInput,
  type WallpaperSizeKey,
} from '@/contract/wallpaper';

/** The studio's settings: what the render call takes, with every field set. */
export type StudioSettings = Required<Omit<WallpaperRenderInput, 'format'>>;

export const DEFAULT_CODE = `@Data
public class User {
    /** 用户编号 */
    private Long id;
    private String email;
    private LocalDateTime createdAt;
}`;

export const DEFAULT_SETTINGS: StudioSettings = {
  code: DEFAULT_CODE,
  language: 'auto',
  theme: 'github-dark',
  fontSize: 40,
  padding: 32,
  lineNumbers: true,
  highlightLines: [],
  windowChrome: 'mac',
  title: 'User.java',
  background: 'violet',
  width: 1920,
  height: 1080,
};

/** A link keeps code up to this length; longer code stays out so the link still opens. */
export const SHARE_CODE_MAX = 4000;

/** "1,3-5" → [1, 3, 4, 5]; nonsense and numbers past the line limit are left out. */
export function parseLines(text: string): number[] {
  const lines = new Set<number>();
  for (const part of text.split(',')) {
    const m = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(part);
    if (!m) continue;
    const from = Number(m[1]);
    const to = Math.min(Number(m[2] ?? m[1]), WALLPAPER_LIMITS.maxLines);
    for (let n = Math.max(1, from); n <= to; n++) lines.add(n);
  }
  return [...lines].sort((a, b) => a - b);
}

/** [1, 3, 4, 5] → "1,3-5". */
export function formatLines(lines: number[]): string {
  const parts: string[] = [];
  const sorted = [...new Set(lines)].sort((a, b) => a - b);
  for (let i = 0; i < sorted.length; i++) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++;
    parts.push(j > i ? `${sorted[i]}-${sorted[j]}` : String(sorted[i]));
    i = j;
  }
  return parts.join(',');
}

/** The size preset these dimensions are, or 'custom'. */
export function sizeKeyOf(width: number, height: number): WallpaperSizeKey | 'custom' {
  const found = (Object.keys(WALLPAPER_SIZES) as WallpaperSizeKey[]).find(
    (key) => WALLPAPER_SIZES[key].width === width && WALLPAPER_SIZES[key].height === height,
  );
  return found ?? 'custom';
}

const QUERY_KEYS = {
  code: 'code',
  language: 'lang',
  theme: 'theme',
  fontSize: 'fs',
  padding: 'pad',
  lineNumbers: 'ln',
  highlightLines: 'hl',
  windowChrome: 'chrome',
  title: 'title',
  background: 'bg',
  width: 'w',
  height: 'h',
} as const satisfies Record<keyof StudioSettings, string>;

/** The settings as a query string; `withCode` false leaves the code out (too long for a link). */
export function toQuery(settings: StudioSettings, withCode = true): URLSearchParams {
  const query = new URLSearchParams();
  query.set('tab', 'make');
  if (withCode) query.set(QUERY_KEYS.code, settings.code);
  query.set(QUERY_KEYS.language, settings.language);
  query.set(QUERY_KEYS.theme, settings.theme);
  query.set(QUERY_KEYS.fontSize, String(settings.fontSize));
  query.set(QUERY_KEYS.padding, String(settings.padding));
  query.set(QUERY_KEYS.lineNumbers, settings.lineNumbers ? '1' : '0');
  if (settings.highlightLines.length) {
    query.set(QUERY_KEYS.highlightLines, formatLines(settings.highlightLines));
  }
  query.set(QUERY_KEYS.windowChrome, settings.windowChrome);
  if (settings.title) query.set(QUERY_KEYS.title, settings.title);
  query.set(QUERY_KEYS.background, settings.background);
  query.set(QUERY_KEYS.width, String(settings.width));
  query.set(QUERY_KEYS.height, String(settings.height));
  return query;
}

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | undefined =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;

const intIn = (value: string | null, min: number, max: number): number | undefined => {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
};

/** Settings from a link: each valid value over the defaults, anything else ignored. */
export function fromQuery(
  query: URLSearchParams,
  base: StudioSettings = DEFAULT_SETTINGS,
): StudioSettings {
  const get = (key: keyof StudioSettings) => query.get(QUERY_KEYS[key]);
  const { minSize, maxSize, minFontSize, maxFontSize, maxPadding, maxTitle, maxChars } =
    WALLPAPER_LIMITS;
  const code = get('code');
  const background = get('background');
  const title = get('title');
  const lineNumbers = get('lineNumbers');
  return {
    code: code !== null && code.length <= maxChars ? code : base.code,
    language: oneOf(get('language'), ['auto', ...WALLPAPER_LANGUAGES]) ?? base.language,
    theme:
      oneOf(
        get('theme'),
        WALLPAPER_THEMES.map((t) => t.id),
      ) ?? base.theme,
    fontSize: intIn(get('fontSize'), minFontSize, maxFontSize) ?? base.fontSize,
    padding: intIn(get('padding'), 0, maxPadding) ?? base.padding,
    lineNumbers: lineNumbers === null ? base.lineNumbers : lineNumbers === '1',
    highlightLines: parseLines(get('highlightLines') ?? formatLines(base.highlightLines)),
    windowChrome: oneOf(get('windowChrome'), WINDOW_CHROMES) ?? base.windowChrome,
    title: title !== null && title.length <= maxTitle ? title : base.title,
    background:
      background !== null &&
      (/^#[0-9a-fA-F]{6}$/.test(background) ||
        background === 'theme' ||
        (WALLPAPER_BACKGROUND_PRESETS as string[]).includes(background))
        ? background
        : base.background,
    width: intIn(get('width'), minSize, maxSize) ?? base.width,
    height: intIn(get('height'), minSize, maxSize) ?? base.height,
  };
}
