import fs from 'node:fs';
import path from 'node:path';

/** The repository's package.json version, found upwards from here (source and build alike). */
function readVersion(): string {
  let dir = __dirname;
  for (;;) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file))
      return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
    const parent = path.dirname(dir);
    if (parent === dir) return '0.0.0';
    dir = parent;
  }
}

export const APP_VERSION = readVersion();
