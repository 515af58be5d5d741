import {
  WALLPAPER_BACKGROUNDS,
  WALLPAPER_LIMITS,
  type WallpaperBackgroundPreset,
  type WallpaperSettings,
} from '../../../../src/contract/wallpaper';

/**
 * Highlighted lines → the element tree satori lays out. Satori takes plain `{ type, props }`
 * objects (what JSX compiles to), so no React is needed. Pure: no shiki, no fonts, no I/O.
 */

export interface Element {
  type: string;
  props: { style?: Record<string, string | number>; children?: Child | Child[] };
}
type Child = Element | string;

/** One coloured run of a line, as shiki's tokens give it. */
export interface Token {
  content: string;
  color?: string;
  /** Shiki's font style bits: 1 italic, 2 bold, 4 underline. */
  fontStyle?: number;
}

export interface Highlighted {
  lines: Token[][];
  /** The theme's foreground and background. */
  fg: string;
  bg: string;
  dark: boolean;
}

export const MONO_FAMILY = 'JetBrains Mono';
export const CJK_FAMILY = 'Wallpaper CJK';

const el = (
  type: string,
  style: Record<string, string | number>,
  children?: Child | Child[],
): Element => ({ type, props: children === undefined ? { style } : { style, children } });

function backgroundOf(settings: WallpaperSettings, theme: Highlighted): string {
  const { background } = settings;
  if (background === 'theme') return theme.bg;
  if (background.startsWith('#')) return background;
  return WALLPAPER_BACKGROUNDS[background as WallpaperBackgroundPreset];
}

function channels(hex: string): number[] | null {
  const m = /^#([0-9a-f]{3,8})$/i.exec(hex);
  if (!m) return null;
  const h = m[1].length <= 4 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
}

/**
 * `color` moved toward `toward` by `amount`. Dimmed lines get mixed colours rather than `opacity`,
 * which resvg draws as one canvas-sized layer per element (seconds for a big picture).
 */
export function mix(color: string, toward: string, amount: number): string {
  const a = channels(color);
  const b = channels(toward);
  if (!a || !b) return color;
  const out = a.map((v, i) => Math.round(v + (b[i] - v) * amount));
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

function tokenStyle(
  token: Token,
  fg: string,
  bg: string,
  dim: boolean,
): Record<string, string | number> {
  const bits = token.fontStyle ?? 0;
  const color = token.color ?? fg;
  const style: Record<string, string | number> = { color: dim ? mix(color, bg, 0.5) : color };
  if (bits & 1) style.fontStyle = 'italic';
  if (bits & 2) style.fontWeight = 700;
  if (bits & 4) style.textDecoration = 'underline';
  return style;
}

function chrome(settings: WallpaperSettings, theme: Highlighted): Element | null {
  if (settings.windowChrome === 'none' && !settings.title) return null;
  const unit = Math.round(settings.fontSize * 0.55);
  const muted = theme.dark ? 'rgba(255,255,255,0.55)' : 'rgba(0,0,0,0.5)';
  const title = el(
    'div',
    {
      display: 'flex',
      flexGrow: 1,
      justifyContent: settings.windowChrome === 'windows' ? 'flex-start' : 'center',
      color: muted,
      fontSize: Math.round(settings.fontSize * 0.8),
      whiteSpace: 'pre',
    },
    settings.title || ' ',
  );
  const dots = ['#ff5f56', '#ffbd2e', '#27c93f'].map((color) =>
    el('div', {
      width: unit,
      height: unit,
      borderRadius: unit,
      background: color,
      marginRight: unit * 0.7,
    }),
  );
  // Drawn, not typed: the window buttons need glyphs the bundled fonts do not all have.
  const line = (rotate: number) =>
    el('div', {
      position: 'absolute',
      width: unit,
      height: 2,
      background: muted,
      transform: `rotate(${rotate}deg)`,
    });
  const button = (children: Element[]) =>
    el(
      'div',
      {
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: unit * 2.2,
        height: unit,
      },
      children,
    );
  const winButtons = [
    button([el('div', { width: unit, height: 2, background: muted })]),
    button([el('div', { width: unit, height: unit, border: `2px solid ${muted}` })]),
    button([line(45), line(-45)]),
  ];
  const sideWidth = unit * 4.5;
  const children: Element[] =
    settings.windowChrome === 'mac'
      ? [
          el('div', { display: 'flex', width: sideWidth }, dots),
          title,
          el('div', { width: sideWidth }),
        ]
      : settings.windowChrome === 'windows'
        ? [title, el('div', { display: 'flex' }, winButtons)]
        : [title];
  return el(
    'div',
    {
      display: 'flex',
      alignItems: 'center',
      padding: `${Math.round(unit * 1.2)}px ${Math.round(unit * 1.6)}px 0`,
    },
    children,
  );
}

/** Monospace columns of a line: JetBrains Mono's advance is 0.6 em, a CJK glyph a full em. */
function columns(tokens: Token[]): number {
  let n = 0;
  for (const token of tokens) {
    for (const ch of token.content) n += (ch.codePointAt(0) ?? 0) >= 0x2e80 ? 1 / 0.6 : 1;
  }
  return n;
}

/**
 * The asked font size, or a smaller one so the window fits in 92% of the picture: a wallpaper
 * shows all of its code, whatever the size preset.
 */
export function fittedFontSize(settings: WallpaperSettings, lines: Token[][]): number {
  const { fontSize, padding, width, height } = settings;
  const chromeLines = settings.windowChrome === 'none' && !settings.title ? 0 : 2.2;
  const widest = Math.max(1, ...lines.map(columns));
  const gutter = settings.lineNumbers ? String(lines.length).length + 4 : 0;
  const byWidth = (width * 0.92 - 2 * padding - 24) / ((widest + gutter) * 0.6);
  const byHeight = (height * 0.92 - 2 * padding - 24) / ((lines.length + chromeLines) * 1.55);
  const fitted = Math.floor(Math.min(fontSize, byWidth, byHeight));
  return Math.max(WALLPAPER_LIMITS.minFontSize, fitted);
}

/** The wallpaper: the background, and the code window centred on it. */
export function buildTree(asked: WallpaperSettings, theme: Highlighted): Element {
  const settings = { ...asked, fontSize: fittedFontSize(asked, theme.lines) };
  const { fontSize, padding, width, height } = settings;
  const lineHeight = Math.round(fontSize * 1.55);
  const highlighted = new Set(settings.highlightLines);
  const gutterDigits = String(theme.lines.length).length;
  const band = theme.dark ? 'rgba(255,255,255,0.10)' : 'rgba(0,0,0,0.07)';

  const rows = theme.lines.map((tokens, index) => {
    const number = index + 1;
    const lit = highlighted.has(number);
    const children: Child[] = [];
    if (settings.lineNumbers) {
      children.push(
        el(
          'span',
          {
            width: `${gutterDigits + 2}ch`,
            justifyContent: 'flex-end',
            paddingRight: '2ch',
            color: mix(theme.fg, theme.bg, 0.6),
          },
          String(number),
        ),
      );
    }
    const dim = highlighted.size > 0 && !lit;
    for (const token of tokens) {
      if (token.content) {
        children.push(el('span', tokenStyle(token, theme.fg, theme.bg, dim), token.content));
      }
    }
    return el(
      'div',
      {
        display: 'flex',
        height: lineHeight,
        alignItems: 'center',
        whiteSpace: 'pre',
        padding: `0 ${padding}px`,
        ...(lit ? { background: band } : {}),
      },
      children,
    );
  });

  const bar = chrome(settings, theme);
  const window = el(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      background: theme.bg,
      color: theme.fg,
      borderRadius: Math.round(fontSize * 0.5),
    },
    [
      ...(bar ? [bar] : []),
      el('div', { display: 'flex', flexDirection: 'column', padding: `${padding}px 0` }, rows),
    ],
  );
  return el(
    'div',
    {
      width,
      height,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      background: backgroundOf(settings, theme),
      fontFamily: `${MONO_FAMILY}, ${CJK_FAMILY}`,
      fontSize,
    },
    halo(window, Math.round(fontSize * 0.5)),
  );
}

/**
 * A soft shadow from a few translucent rings: a blurred box-shadow is a filter that resvg blurs
 * over twice the window's area, seconds at 4K.
 */
function halo(window: Element, radius: number): Element {
  let wrapped = window;
  for (let ring = 1; ring <= 4; ring++) {
    wrapped = el(
      'div',
      {
        display: 'flex',
        padding: 3,
        borderRadius: radius + ring * 3,
        background: 'rgba(0,0,0,0.07)',
      },
      wrapped,
    );
  }
  return wrapped;
}
