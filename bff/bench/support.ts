/** What the benches share: how a time is taken (median after a warm-up) and how results print. */

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
