/**
 * `npm run fuzz [-- --seed N] [--runs N]`: the parser fuzzer at length (100,000 inputs from a fresh
 * seed by default). Prints the seed, the rate and each failing input; a failure is reproduced with
 * `FUZZ_SEED=<seed> FUZZ_RUNS=<index + 1> npx jest bff/test/parser/fuzz.test.ts`.
 */
import { checkCase, describeCase, fuzzCase, loadSeeds } from './fuzz';

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const n = Number(process.argv[i + 1]);
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`--${name} needs a whole number`);
  return n;
}

const seed = option('seed', Math.floor(Math.random() * 2 ** 31));
const runs = option('runs', 100_000);
const seeds = loadSeeds();
console.log(`parser fuzz: seed ${seed}, ${runs} inputs from ${seeds.length} corpus statements`);
const started = Date.now();
let failed = 0;
for (let i = 0; i < runs; i++) {
  const c = fuzzCase(seeds, seed, i);
  const problem = checkCase(c);
  if (problem) {
    failed++;
    if (failed <= 10) console.log(`\n${describeCase(c, seed)}\n=> ${problem}`);
  }
  if ((i + 1) % 20_000 === 0) console.log(`  ${i + 1} inputs, ${failed} failing`);
}
const seconds = (Date.now() - started) / 1000;
console.log(
  `${runs} inputs in ${seconds.toFixed(1)} s (${Math.round(runs / seconds)}/s): ${failed} failing`,
);
if (failed > 0) {
  console.log(
    `reproduce: FUZZ_SEED=${seed} FUZZ_RUNS=${runs} npx jest bff/test/parser/fuzz.test.ts`,
  );
  process.exit(1);
}
