/**
 * What the browser benches share: the production build served by the built BFF, as `npm start`
 * and the e2e suite serve it, on a free port with a temporary SQLite database; and Debian's
 * Chromium, which nothing here ever downloads.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './httpLoad';

export const ROOT = path.resolve(__dirname, '../..');
const SERVER = path.join(ROOT, 'bff/dist/bff/src/server.js');
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
  stop(): void;
}

/** Throws with what to do when the build or the browser is missing. */
export function requireBuildAndBrowser(): void {
  if (!fs.existsSync(SERVER)) throw new Error('run `npm run build` first');
  if (!fs.existsSync(CHROME_PATH))
    throw new Error(`no Chromium at ${CHROME_PATH} (set CHROME_PATH)`);
}

async function waitForHealth(base: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      const res = await fetch(`${base}/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not answer /health within 60 s');
}

/** The built BFF serving the front-end build in `staticDir`, once it answers `/health`. */
export async function startWebServer(staticDir: string): Promise<WebServer> {
  if (!fs.existsSync(path.join(staticDir, 'index.html')))
    throw new Error(`no front-end build in ${staticDir} (run \`npm run build\`)`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jcg-web-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [SERVER], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      STATIC_DIR: staticDir,
      DB_URL: `sqlite:${path.join(dir, 'bench.sqlite')}`,
      FILE_DIR: path.join(dir, 'files'),
      LOG_DIR: path.join(dir, 'logs'),
      LOG_STDOUT: 'false',
      LOG_LEVEL: 'warn',
    },
  });
  const stop = () => {
    server.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(base, server);
  } catch (err) {
    stop();
    throw err;
  }
  return { base, stop };
}
