/**
 * The parser fuzz run of CI: 10,000 mutated corpus statements from a fixed seed (FUZZ_SEED to vary
 * it; `npm run fuzz` runs 100,000 from a fresh one). No input may throw, give an answer outside the
 * contract, lose a column without a diagnostic, or answer a server error over HTTP.
 */
import request from 'supertest';
import { textCalls } from '../../../src/contract/text';
import { signedHeaders, startTestApp, type TestApp } from '../support';
import { checkCase, describeCase, fuzzCase, loadSeeds } from './fuzz';

const SEED = Number(process.env.FUZZ_SEED ?? 20261126);
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
/** Every this-many-th input also goes through the signed HTTP call. */
const HTTP_EVERY = 50;

describe(`parser fuzz (seed ${SEED}, ${RUNS} inputs)`, () => {
  const seeds = loadSeeds();
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('starts from every clean CREATE TABLE of the corpus, each column located', () => {
    expect(seeds.length).toBeGreaterThan(150);
    expect(seeds.reduce((n, s) => n + s.columns.length, 0)).toBeGreaterThan(1000);
  });

  it('never throws, never leaves the contract and never drops a column unsaid', () => {
    const failures: string[] = [];
    for (let i = 0; i < RUNS; i++) {
      const c = fuzzCase(seeds, SEED, i);
      const problem = checkCase(c);
      if (problem && failures.length < 5) failures.push(`${describeCase(c, SEED)}\n=> ${problem}`);
      else if (problem) failures.push(`case ${i}: ${problem}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers every sampled input over HTTP without a server error', async () => {
    const server = t.app.callback();
    const path = textCalls.parser.path;
    const statuses = new Map<number, number>();
    for (let i = 0; i < RUNS; i += HTTP_EVERY) {
      const { text } = fuzzCase(seeds, SEED, i);
      const res = await request(server).post(path).set(signedHeaders(path)).send({ text });
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.status >= 500) throw new Error(`case ${i} answered ${res.status}: ${res.text}`);
    }
    expect([...statuses.keys()].every((s) => s < 500)).toBe(true);
  }, 120_000);
});
