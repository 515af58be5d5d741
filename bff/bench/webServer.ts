/**
 * What the browser benches share: the production build served by the built BFF, as `npm start`
 * and the e2e suite serve it, on a free port with a temporary SQLite database; and Debian's
 * Chromium, which nothing here ever downloads.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, startServer } from './httpLoad';
import { BUILT_SERVER } from './support';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];

export interface WebServer {
  /** `http://127.0.0.1:<port>` */
  base: string;
  stop(): Promise<void>;
}

/** Throws with what to do when the build or the browser is missing. */
export function requireBuildAndBrowser(): void {
  if (!fs.existsSync(path.join(ROOT, BUILT_SERVER))) throw new Error('run `npm run build` first');
  if (!fs.existsSync(CHROME_PATH))
    throw new Error(`no Chromium at ${CHROME_PATH} (set CHROME_PATH)`);
}

/** The built BFF serving the front-end build in `staticDir`, once it answers `/health`. */
export async function startWebServer(staticDir: string): Promise<WebServer> {
  if (!fs.existsSync(path.join(staticDir, 'index.html')))
    throw new Error(`no front-end build in ${staticDir} (run \`npm run build\`)`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jcg-web-bench-'));
  const removeDir = () => fs.rmSync(dir, { recursive: true, force: true });
  try {
    const server = await startServer(
      BUILT_SERVER,
      {
        STATIC_DIR: staticDir,
        DB_URL: `sqlite:${path.join(dir, 'bench.sqlite')}`,
        FILE_DIR: path.join(dir, 'files'),
        LOG_DIR: path.join(dir, 'logs'),
        LOG_STDOUT: 'false',
        LOG_LEVEL: 'warn',
      },
      '/health',
    );
    return {
      base: `http://127.0.0.1:${server.port}`,
      stop: () => server.stop().finally(removeDir),
    };
  } catch (err) {
    removeDir();
    throw err;
  }
}
