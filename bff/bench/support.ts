/**
 * What the benches share: how a time is taken (median after a warm-up), how results print, and
 * where the code under test comes from.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const BUILD = path.resolve(__dirname, '../dist/bff/src');
const requireBuilt = createRequire(path.join(BUILD, 'index.js'));

/**
 * A BFF module as the production build has it (`npm run build`, which `npm run bench` runs first
 * for the BFF): the benches time what `npm start` runs. The benches themselves run under tsx,
 * whose on-the-fly CommonJS reaches every import through a getter and ran the parser 10–50 %
 * slower than the build does. Typed by the source: `built<typeof parser>('domain/parser')`.
 */
export function built<T>(modulePath: string): T {
  if (!fs.existsSync(BUILD)) {
    throw new Error(
      'No production build of the BFF: run `npx tsc -p bff/tsconfig.build.json` first',
    );
  }
  return requireBuilt(path.join(BUILD, modulePath)) as T;
}

/** The built server entry, as `npm start` runs it. */
export const BUILT_SERVER = 'bff/dist/bff/src/server.js';

export const RUNS = 15;
const WARMUP = 3;

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export const f2 = (n: number) => n.toFixed(2);

const since = (t0: bigint) => Number(process.hrtime.bigint() - t0) / 1e6;

/** Median wall time of a synchronous `fn` in milliseconds, after a warm-up. */
export function timeSync(fn: () => void, runs = RUNS): number {
  for (let i = 0; i < WARMUP; i++) fn();
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = process.hrtime.bigint();
    fn();
    ms.push(since(t0));
  }
  return median(ms);
}

/** Median wall time of `fn` (awaited) in milliseconds, after a warm-up. */
export async function time(fn: () => unknown, runs = RUNS): Promise<number> {
  for (let i = 0; i < WARMUP; i++) await fn();
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = process.hrtime.bigint();
    await fn();
    ms.push(since(t0));
  }
  return median(ms);
}

/** Prints rows under a header: the first column left-aligned, the others right-aligned. */
export function table(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (r: string[]) =>
    r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(header));
  for (const r of rows) console.log(line(r));
  console.log();
}
