import { crc32, deflateRawSync } from 'node:zlib';

/**
 * Generated files as a zip. Paths come from user templates, so every one is made safe to extract
 * anywhere: no `..`, no absolute paths or drive letters, no characters Windows refuses, no name
 * that is both a file and a folder, no two names that collide on a case-insensitive disk.
 */

export interface ZipEntry {
  path: string;
  content: string | Uint8Array;
}

const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[1-9]|lpt[1-9])(\..*)?$/i;
const MAX_SEGMENT = 200;

/** One path segment made safe ('' when nothing is left). */
function safeSegment(segment: string): string {
  let s = segment
    // eslint-disable-next-line no-control-regex -- control characters are what is being removed
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '_')
    .trim()
    // Windows drops trailing dots and spaces, which would merge names
    .replace(/[. ]+$/, '');
  if (s === '' || s === '.' || s === '..') return '';
  if (WINDOWS_RESERVED.test(s)) s = `_${s}`;
  // fflate collects entries in a plain object, where this name would set its prototype
  if (s === '__proto__') s = '_proto_';
  return s.length > MAX_SEGMENT ? s.slice(0, MAX_SEGMENT) : s;
}

/** A path made safe to extract: `/`-separated, relative, no `..`; '' when nothing is left. */
export function sanitizeZipPath(path: string): string {
  const raw = path.replace(/\\/g, '/').split('/');
  // A leading drive (`C:`) is an absolute path on Windows; drop it rather than keep `C_`
  if (raw.length > 0 && /^[A-Za-z]:$/.test(raw[0].trim())) raw.shift();
  return raw
    .filter((s) => s.trim() !== '..')
    .map(safeSegment)
    .filter(Boolean)
    .join('/');
}

/** `Foo.java` → `Foo (2).java`. */
function numbered(path: string, n: number): string {
  const slash = path.lastIndexOf('/');
  const dir = path.slice(0, slash + 1);
  const name = path.slice(slash + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? `${dir}${name.slice(0, dot)} (${n})${name.slice(dot)}` : `${dir}${name} (${n})`;
}

/** Safe, unique paths for the entries, in order (a later duplicate gets ` (2)`, ` (3)` ...). */
export function uniqueZipPaths(paths: string[], rootFolder?: string): string[] {
  const root = rootFolder ? sanitizeZipPath(rootFolder) : '';
  const safe = paths.map((p) => {
    const clean = sanitizeZipPath(p) || 'file';
    return root ? `${root}/${clean}` : clean;
  });
  // Folders every path implies: a file may not take a folder's name
  const folders = new Set<string>();
  for (const p of safe) {
    const parts = p.split('/');
    for (let i = 1; i < parts.length; i++) folders.add(parts.slice(0, i).join('/').toLowerCase());
  }
  const taken = new Set<string>(folders);
  return safe.map((p) => {
    let candidate = p;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = numbered(p, n);
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}

/**
 * Every entry carries this modification time, so the same files always make the same bytes (a
 * generation is deterministic down to its download).
 */
export const ZIP_ENTRY_TIME = new Date(2000, 0, 1);

/** A DOS date and time (what zip headers hold): local time, two-second resolution. */
function dosDateTime(d: Date): number {
  return (
    (((d.getFullYear() - 1980) << 25) |
      ((d.getMonth() + 1) << 21) |
      (d.getDate() << 16) |
      (d.getHours() << 11) |
      (d.getMinutes() << 5) |
      (d.getSeconds() >> 1)) >>>
    0
  );
}

const LOCAL_HEADER = 30;
const CENTRAL_HEADER = 46;
const END_RECORD = 22;
/** General purpose flag bit 11: names are UTF-8. */
const UTF8_NAMES = 0x0800;
const DEFLATE = 8;
/** Version 2.0: DEFLATE, folders. */
const VERSION = 20;

/**
 * The files as a zip (DEFLATE), under `rootFolder` when given. Written here over Node's zlib
 * (native) rather than with fflate (JavaScript), which took three times as long for a hundred
 * tables; the format is the plain one every unzip reads: no zip64 (so at most 65,535 entries and
 * 4 GB), one local header per entry, the central directory, the end record.
 */
export function toZip(files: ZipEntry[], rootFolder?: string): Uint8Array {
  const paths = uniqueZipPaths(
    files.map((f) => f.path),
    rootFolder,
  );
  if (files.length > 0xffff) throw new Error('Too many files for one zip');
  const time = dosDateTime(ZIP_ENTRY_TIME);
  const entries = files.map((f, i) => {
    const data = typeof f.content === 'string' ? Buffer.from(f.content) : f.content;
    return {
      name: Buffer.from(paths[i]),
      crc: crc32(data),
      size: data.length,
      // Level 6 costs about what level 1 does in zlib on generated source, and is a little smaller
      deflated: deflateRawSync(data, { level: 6 }),
    };
  });
  let offset = 0;
  let centralSize = 0;
  for (const e of entries) {
    offset += LOCAL_HEADER + e.name.length + e.deflated.length;
    centralSize += CENTRAL_HEADER + e.name.length;
  }
  const centralOffset = offset;
  if (centralOffset + centralSize > 0xffffffff) throw new Error('The zip would exceed 4 GB');
  const out = Buffer.alloc(centralOffset + centralSize + END_RECORD);
  let at = 0;
  const localOffsets: number[] = [];
  for (const e of entries) {
    localOffsets.push(at);
    out.writeUInt32LE(0x04034b50, at);
    out.writeUInt16LE(VERSION, at + 4);
    out.writeUInt16LE(UTF8_NAMES, at + 6);
    out.writeUInt16LE(DEFLATE, at + 8);
    out.writeUInt32LE(time, at + 10);
    out.writeUInt32LE(e.crc, at + 14);
    out.writeUInt32LE(e.deflated.length, at + 18);
    out.writeUInt32LE(e.size, at + 22);
    out.writeUInt16LE(e.name.length, at + 26);
    out.writeUInt16LE(0, at + 28);
    e.name.copy(out, at + LOCAL_HEADER);
    at += LOCAL_HEADER + e.name.length;
    out.set(e.deflated, at);
    at += e.deflated.length;
  }
  entries.forEach((e, i) => {
    out.writeUInt32LE(0x02014b50, at);
    out.writeUInt16LE(VERSION, at + 4);
    out.writeUInt16LE(VERSION, at + 6);
    out.writeUInt16LE(UTF8_NAMES, at + 8);
    out.writeUInt16LE(DEFLATE, at + 10);
    out.writeUInt32LE(time, at + 12);
    out.writeUInt32LE(e.crc, at + 16);
    out.writeUInt32LE(e.deflated.length, at + 20);
    out.writeUInt32LE(e.size, at + 24);
    out.writeUInt16LE(e.name.length, at + 28);
    // Extra field, comment, disk, internal and external attributes: all 0 (Buffer.alloc)
    out.writeUInt32LE(localOffsets[i], at + 42);
    e.name.copy(out, at + CENTRAL_HEADER);
    at += CENTRAL_HEADER + e.name.length;
  });
  out.writeUInt32LE(0x06054b50, at);
  out.writeUInt16LE(entries.length, at + 8);
  out.writeUInt16LE(entries.length, at + 10);
  out.writeUInt32LE(centralSize, at + 12);
  out.writeUInt32LE(centralOffset, at + 16);
  return new Uint8Array(out.buffer, out.byteOffset, out.length);
}

/** Download name of a generation: `<first table>-<group key>.zip`, ASCII-safe. */
export function generationZipName(firstTableName: string | undefined, groupKey: string): string {
  const table = (firstTableName ?? '').replace(/[^A-Za-z0-9_]+/g, '-').replace(/^-+|-+$/g, '');
  return `${(table || 'code').slice(0, 60)}-${groupKey}.zip`;
}
