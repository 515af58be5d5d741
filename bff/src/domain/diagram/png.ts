import { Resvg } from '@resvg/resvg-js';
import { cjkFontFile } from './cjkFont';
import { FONT_FAMILY } from './svg';

/**
 * The fonts come from the `dejavu-fonts-ttf` package and the bundled CJK subset, never from the
 * system: a PNG renders the same on a developer's machine, in CI and in a slim container with no
 * fonts installed.
 */
const FONT_FILES = ['DejaVuSansMono.ttf', 'DejaVuSansMono-Bold.ttf'].map((file) =>
  require.resolve(`dejavu-fonts-ttf/ttf/${file}`),
);

/** Twice the SVG's size for sharp text on high-density screens, when the picture is small enough. */
const MAX_ZOOM = 2;
/** Caps the bitmap (4 bytes a pixel): about 100 MB of memory at most for the largest diagram. */
export const MAX_PNG_PIXELS = 25_000_000;
const MAX_PNG_SIDE = 16_000;

export interface PngImage {
  png: Buffer;
  width: number;
  height: number;
}

/** The zoom that keeps the bitmap within the caps. */
export function pngZoom(width: number, height: number): number {
  return Math.min(
    MAX_ZOOM,
    Math.sqrt(MAX_PNG_PIXELS / (width * height)),
    MAX_PNG_SIDE / width,
    MAX_PNG_SIDE / height,
  );
}

/** An SVG of ours → PNG bytes, with the bundled fonts only. */
export function svgToPng(svg: string, width: number, height: number): PngImage {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'zoom', value: pngZoom(Math.max(width, 1), Math.max(height, 1)) },
    font: {
      fontFiles: [...FONT_FILES, cjkFontFile()],
      loadSystemFonts: false,
      defaultFontFamily: FONT_FAMILY,
    },
  });
  const image = resvg.render();
  return { png: image.asPng(), width: image.width, height: image.height };
}
