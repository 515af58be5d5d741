/**
 * `npm run bench`: how long `npm start` takes to answer when nothing changed since the last build
 * (scripts/start.mjs checks the stamp and starts the server without building). Needs a current
 * build: run `npm start` once first; otherwise the row says so and is skipped.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../test/support/serverProcess';
import { median } from './support';

const ROOT = path.resolve(__dirname, '../..');
const RUNS = 3;

async function once(): Promise<{ ms: number; rebuilt: boolean }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jcg-bench-start-'));
  const port = await freePort();
  const started = Date.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DB_URL: `sqlite:${path.join(dir, 'start.sqlite')}`,
      LOG_DIR: path.join(dir, 'logs'),
      LOG_STDOUT: 'false',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${port}/health`)
        .then((r) => r.status === 200)
        .catch(() => false);
      if (ok) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    return { ms: Date.now() - started, rebuilt: !output.includes('starting without rebuilding') };
  } finally {
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const first = await once();
  if (first.rebuilt) {
    console.log(
      `npm start: the build was not current, so this run rebuilt (${(first.ms / 1000).toFixed(1)} s until it answered); the next runs measure the unchanged case`,
    );
  }
  const runs: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const r = await once();
    if (r.rebuilt) throw new Error('npm start rebuilt although nothing changed');
    runs.push(r.ms);
  }
  console.log(
    `npm start with nothing changed since the last build, until /health answers: median ${(median(runs) / 1000).toFixed(2)} s of ${RUNS} runs; target <= 5 s\n`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
