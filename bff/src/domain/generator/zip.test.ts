import { crc32 } from 'node:zlib';
import { strFromU8, unzipSync } from 'fflate';
import { sanitizeZipPath, toZip, uniqueZipPaths } from './zip';

const names = (zip: Uint8Array) => Object.keys(unzipSync(zip));

describe('toZip', () => {
  it('keeps the folder structure and the contents (real unzip)', () => {
    const zip = toZip([
      { path: 'src/main/java/com/acme/User.java', content: 'class User {}' },
      { path: 'README.md', content: '# Ünïcödé ✓' },
    ]);
    const files = unzipSync(zip);
    expect(Object.keys(files)).toEqual(['src/main/java/com/acme/User.java', 'README.md']);
    expect(strFromU8(files['README.md'])).toBe('# Ünïcödé ✓');
    expect(strFromU8(files['src/main/java/com/acme/User.java'])).toBe('class User {}');
  });

  it('puts everything under a root folder when given (itself sanitised)', () => {
    expect(names(toZip([{ path: 'a.txt', content: 'a' }], '../demo:1'))).toEqual(['demo_1/a.txt']);
  });

  it('makes a hostile path list safe to extract anywhere', () => {
    const hostile = [
      '../../etc/passwd',
      '/etc/shadow',
      'C:\\Windows\\system32\\evil.dll',
      'c:/boot.ini',
      'a/./b/../../c.txt',
      '\\\\server\\share\\x.txt',
      'con.txt',
      'dir/NUL',
      'we<i>rd:na"me|?*.txt',
      'tab\there\u0000nul\u001b.txt',
      'trailing. ',
      '..',
      '',
      '   ',
      'dup.txt',
      'DUP.txt',
      'dup.txt',
      'folder',
      'folder/inside.txt',
      '_proto_',
      `${'x'.repeat(300)}.txt`,
    ];
    const zip = toZip(hostile.map((path, i) => ({ path, content: String(i) })));
    const files = unzipSync(zip);
    const paths = Object.keys(files);
    expect(paths).toHaveLength(hostile.length);
    for (const p of paths) {
      // eslint-disable-next-line no-control-regex -- control characters must not survive
      expect(p).not.toMatch(/^\/|^[A-Za-z]:|\\|(^|\/)\.\.?(\/|$)|[\u0000-\u001f<>:"|?*]|\/\//);
      expect(p.split('/').every((s) => s.length > 0 && s.length <= 200)).toBe(true);
    }
    expect(new Set(paths.map((p) => p.toLowerCase())).size).toBe(paths.length);
    expect(paths.slice(0, 15)).toEqual([
      'etc/passwd',
      'etc/shadow',
      'Windows/system32/evil.dll',
      'boot.ini',
      'a/b/c.txt',
      'server/share/x.txt',
      '_con.txt',
      'dir/_NUL',
      'we_i_rd_na_me___.txt',
      'tab_here_nul_.txt',
      'trailing',
      'file',
      'file (2)',
      'file (3)',
      'dup.txt',
    ]);
    expect(paths.slice(15, 20)).toEqual([
      'DUP (2).txt',
      'dup (3).txt',
      'folder (2)',
      'folder/inside.txt',
      '_proto_',
    ]);
    // Every content survived, in order
    expect(paths.map((p) => strFromU8(files[p]))).toEqual(hostile.map((_, i) => String(i)));
  });

  it('writes the central directory an unzip checks: names, sizes, CRCs, local header offsets', () => {
    const contents = ['# Ünïcödé ✓\n'.repeat(40), '', 'class A {}'];
    const zip = Buffer.from(
      toZip(contents.map((content, i) => ({ path: `dir/Fïle${i}.txt`, content }))),
    );
    const end = zip.length - 22;
    expect(zip.readUInt32LE(end)).toBe(0x06054b50);
    expect(zip.readUInt16LE(end + 10)).toBe(contents.length);
    let at = zip.readUInt32LE(end + 16);
    const unzipped = unzipSync(zip);
    for (const [i, content] of contents.entries()) {
      expect(zip.readUInt32LE(at)).toBe(0x02014b50);
      const nameLength = zip.readUInt16LE(at + 28);
      const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
      expect(name).toBe(`dir/Fïle${i}.txt`);
      expect(zip.readUInt16LE(at + 8) & 0x0800).toBe(0x0800);
      expect(zip.readUInt32LE(at + 16)).toBe(crc32(Buffer.from(content)));
      expect(zip.readUInt32LE(at + 24)).toBe(Buffer.byteLength(content));
      const local = zip.readUInt32LE(at + 42);
      expect(zip.readUInt32LE(local)).toBe(0x04034b50);
      expect(zip.toString('utf8', local + 30, local + 30 + nameLength)).toBe(name);
      expect(strFromU8(unzipped[name])).toBe(content);
      at += 46 + nameLength;
    }
    expect(at).toBe(end);
  });

  it('is the same bytes for the same files', () => {
    const files = [{ path: 'a/B.java', content: 'class B {}' }];
    expect(Buffer.from(toZip(files, 'demo')).equals(Buffer.from(toZip(files, 'demo')))).toBe(true);
  });

  it('handles a hundred tables worth of files', () => {
    const files = Array.from({ length: 1000 }, (_, i) => ({
      path: `src/T${i % 100}/F${i}.java`,
      content: 'x'.repeat(1000),
    }));
    const zip = toZip(files);
    expect(names(zip)).toHaveLength(1000);
    // 1 MB of text, compressed; what remains is mostly the per-entry headers
    expect(zip.length).toBeLessThan(200_000);
  });
});

describe('sanitizeZipPath / uniqueZipPaths', () => {
  it('normalises separators and drops empty segments', () => {
    expect(sanitizeZipPath('a\\\\b//c/')).toBe('a/b/c');
    expect(sanitizeZipPath('../..')).toBe('');
  });

  it('numbers later duplicates, case-insensitively', () => {
    expect(uniqueZipPaths(['A.java', 'a.java', 'x/A.java', 'A.java'])).toEqual([
      'A.java',
      'a (2).java',
      'x/A.java',
      'A (3).java',
    ]);
  });
});
