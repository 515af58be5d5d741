/**
 * `npm run bench`: the admin log reader on a 1 GB file (generated into a temp dir, removed after).
 * Prints the median time of the tail (backward, no cursor), of a page in the middle, of the tail
 * filtered to errors (rare lines: the reader scans up to its budget) and of a request id search,
 * and the process memory before and after: reads go 64 KB at a time, so memory stays flat.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readLogLines } from '../src/services/adminLog';
import { f2, table, time } from './support';

const TARGET_BYTES = 1024 * 1024 * 1024;
const NAME = 'app.2026-01-01.1.log';

/** Writes ~1 GB of pino-like lines in 8 MB blocks (one error line in 1000). */
function generate(file: string): number {
  const fd = fs.openSync(file, 'w');
  let written = 0;
  let n = 0;
  const start = Date.UTC(2026, 0, 1);
  while (written < TARGET_BYTES) {
    const block: string[] = [];
    for (let i = 0; i < 40_000; i += 1, n += 1) {
      const level = n % 1000 === 999 ? 50 : 30;
      block.push(
        `{"level":${level},"time":"${new Date(start + n).toISOString()}","pid":1,"requestId":"req-${n.toString(36)}","method":"POST","path":"/api/text/parser","status":200,"ms":${n % 97},"userId":null,"msg":"request"}\n`,
      );
    }
    written += fs.writeSync(fd, block.join(''));
  }
  fs.closeSync(fd);
  return n;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jcg-logs-bench-'));
  const file = path.join(dir, NAME);
  try {
    const t0 = Date.now();
    const lines = generate(file);
    const { size } = fs.statSync(file);
    console.log(`Generated ${mb(size)} (${lines} lines) in ${Date.now() - t0} ms`);
    global.gc?.();
    const before = process.memoryUsage();
    let peakRss = before.rss;
    const sample = () => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    };
    const read = async (input: Parameters<typeof readLogLines>[2]) => {
      const res = await readLogLines(file, NAME, input);
      sample();
      return res;
    };
    const middle = Math.floor(size / 2);
    const rows: string[][] = [];
    rows.push([
      'tail, 200 lines (backward, no cursor)',
      f2(await time(() => read({ direction: 'backward', limit: 200 }))),
    ]);
    rows.push([
      'tail, 1000 lines',
      f2(await time(() => read({ direction: 'backward', limit: 1000 }))),
    ]);
    const page = await read({ direction: 'backward', cursor: middle, limit: 1 });
    rows.push([
      'middle of the file, 200 lines forward',
      f2(await time(() => read({ direction: 'forward', cursor: page.nextCursor, limit: 200 }))),
    ]);
    rows.push([
      'tail filtered to errors, 50 lines',
      f2(await time(() => read({ direction: 'backward', level: 'error', limit: 50 }))),
    ]);
    rows.push([
      'tail, request id not present (scans 16 MB budget)',
      f2(await time(() => read({ direction: 'backward', requestId: 'req-nothere', limit: 50 }), 5)),
    ]);
    const after = process.memoryUsage();
    console.log(`Log reader on a ${mb(size)} file`);
    table(['read', 'median ms'], rows);
    table(
      ['memory', 'before', 'after', 'peak'],
      [
        ['rss', mb(before.rss), mb(after.rss), mb(peakRss)],
        ['heap used', mb(before.heapUsed), mb(after.heapUsed), '—'],
      ],
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
