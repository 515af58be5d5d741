import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { CJK_FONT_FILE, findFontsDir } from '../wallpaper/fonts';

/**
 * The bundled CJK font (the wallpaper's Noto Sans SC subset) for diagram PNGs, so Chinese table and
 * column names draw as glyphs, not empty boxes. resvg loads TrueType/OpenType files only and the
 * font ships as WOFF 1.0, so it is unwrapped once into an sfnt file in the temp directory.
 */

/** WOFF 1.0 → sfnt (W3C WOFF, section 5): the same tables, each inflated, behind a new directory. */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF 1.0 font');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: compLength < origLength ? zlib.inflateSync(raw) : raw,
    };
  });
  const power = 2 ** Math.floor(Math.log2(numTables));
  const header = Buffer.alloc(12 + 16 * numTables);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(numTables * 16 - power * 16, 10);
  const chunks: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((t, i) => {
    const record = 12 + i * 16;
    t.tag.copy(header, record);
    header.writeUInt32BE(t.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(t.data.length, record + 12);
    const padded = (t.data.length + 3) & ~3;
    chunks.push(t.data, Buffer.alloc(padded - t.data.length));
    offset += padded;
  });
  return Buffer.concat(chunks);
}

let cached: string | null = null;

/** The path of the CJK font as an sfnt file, written on first use (named by its content). */
export function cjkFontFile(): string {
  if (cached && fs.existsSync(cached)) return cached;
  const woff = fs.readFileSync(path.join(findFontsDir(), CJK_FONT_FILE));
  const digest = createHash('sha256').update(woff).digest('hex').slice(0, 16);
  const file = path.join(os.tmpdir(), `jcg-cjk-${digest}.otf`);
  if (!fs.existsSync(file)) {
    // Written beside and renamed, so a concurrent first use never reads half a file.
    const partial = `${file}.${process.pid}.part`;
    fs.writeFileSync(partial, woffToSfnt(woff));
    fs.renameSync(partial, file);
  }
  cached = file;
  return file;
}
