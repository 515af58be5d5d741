import fs from 'node:fs';
import path from 'node:path';
import { CJK_FAMILY, MONO_FAMILY } from './layout';

/**
 * The fonts satori draws with, bundled so that a render never depends on the system's fonts:
 * JetBrains Mono from @fontsource/jetbrains-mono (WOFF; satori reads TTF, OTF and WOFF, not WOFF2),
 * and a subset of Noto Sans SC (GB 2312's characters and CJK punctuation) under bff/assets/fonts
 * for CJK comments and strings. Both are under the SIL Open Font License 1.1 (docs/wallpaper.md).
 */

export interface FontSpec {
  name: string;
  data: Buffer;
  weight: 400 | 700;
  style: 'normal' | 'italic';
}

const MONO_FILES: [string, 400 | 700, 'normal' | 'italic'][] = [
  ['latin-400-normal', 400, 'normal'],
  ['latin-ext-400-normal', 400, 'normal'],
  ['latin-400-italic', 400, 'italic'],
  ['latin-700-normal', 700, 'normal'],
];

export const CJK_FONT_FILE = 'wallpaper-cjk-regular.woff';

/** bff/assets/fonts, found by walking up from this file (bff/src/... or bff/dist/bff/src/...). */
export function findFontsDir(start: string = __dirname): string {
  let dir = start;
  for (;;) {
    for (const candidate of [
      path.join(dir, 'assets', 'fonts'),
      path.join(dir, 'bff', 'assets', 'fonts'),
    ]) {
      if (fs.existsSync(path.join(candidate, CJK_FONT_FILE))) return candidate;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`The wallpaper fonts (${CJK_FONT_FILE}) are missing`);
    dir = parent;
  }
}

let loaded: FontSpec[] | null = null;

export function loadFonts(): FontSpec[] {
  loaded ??= [
    ...MONO_FILES.map(([file, weight, style]) => ({
      name: MONO_FAMILY,
      data: fs.readFileSync(
        require.resolve(`@fontsource/jetbrains-mono/files/jetbrains-mono-${file}.woff`),
      ),
      weight,
      style,
    })),
    {
      name: CJK_FAMILY,
      data: fs.readFileSync(path.join(findFontsDir(), CJK_FONT_FILE)),
      weight: 400,
      style: 'normal',
    },
  ];
  return loaded;
}
