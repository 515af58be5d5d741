/**
 * `npm run bench`: what the signed API path costs against bare Koa, measured the way a load test
 * would (autocannon, 16 connections, each server its own process, the real one from the production
 * build; signatures are made before each run, as a client fleet would, so the load generator
 * is not what is measured). The signed calls add the
 * signature check, the replay cache, the session lookup, the access guard, validation, security
 * headers, compression negotiation, the request log and the envelope. Medians of several runs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { codeGenerateCalls } from '../../src/contract/codeGenerate';
import { textCalls } from '../../src/contract/text';
import { load, startServer, type LoadResult } from './httpLoad';
import { BUILT_SERVER, median, table } from './support';

const RUNS = Number(process.env.BENCH_API_RUNS ?? 3);
const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 5);
const CONNECTIONS = 16;

const ddl20 = `CREATE TABLE order_item (\n${Array.from({ length: 20 }, (_, i) =>
  i === 0
    ? "  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY COMMENT 'id'"
    : `  column_${i} VARCHAR(${16 + i}) DEFAULT NULL COMMENT 'column number ${i}'`,
).join(',\n')}\n) ENGINE=InnoDB COMMENT='Order items';`;

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jcg-bench-api-'));
  const real = await startServer(
    BUILT_SERVER,
    {
      DB_URL: `sqlite:${path.join(dir, 'bench.sqlite')}`,
      LOG_DIR: path.join(dir, 'logs'),
      LOG_STDOUT: 'false',
      AI_MODELS: 'gpt-4o-mini=GPT-4o mini,deepseek-chat',
      AI_BASE_URL: 'http://127.0.0.1:9/v1',
      AI_API_KEY: 'bench',
    },
    '/health',
  );
  const bare = await startServer('bff/bench/bareKoa.ts', {}, '/bare');
  const parserBody = JSON.stringify({ text: ddl20 });
  type Options = { connections: number; seconds: number };
  const cases = {
    bareGet: (o: Options) => load(bare.port, [{ method: 'GET', path: '/bare' }], o),
    signedGet: (o: Options) =>
      load(real.port, [{ method: 'GET', path: codeGenerateCalls.models.path, signed: true }], o),
    barePost: (o: Options) =>
      load(bare.port, [{ method: 'POST', path: '/bare', body: parserBody }], o),
    bareParse: (o: Options) =>
      load(bare.port, [{ method: 'POST', path: '/bare/parse', body: parserBody }], o),
    signedPost: (o: Options) =>
      load(
        real.port,
        [{ method: 'POST', path: textCalls.parser.path, body: parserBody, signed: true }],
        o,
      ),
  };
  try {
    const results: Record<keyof typeof cases, LoadResult[]> = {
      bareGet: [],
      signedGet: [],
      barePost: [],
      bareParse: [],
      signedPost: [],
    };
    // Warm both servers (JIT, the SQLite page cache) before anything counts.
    for (const run of Object.values(cases)) await run({ connections: CONNECTIONS, seconds: 2 });
    const names = Object.keys(cases) as (keyof typeof cases)[];
    for (let i = 0; i < RUNS; i++) {
      for (const name of names) {
        const r = await cases[name]({ connections: CONNECTIONS, seconds: SECONDS });
        if (r.errors > 0 || r.non2xx > 0) {
          throw new Error(`${name}: ${r.errors} errors and ${r.non2xx} non-2xx answers`);
        }
        results[name].push(r);
      }
    }
    const m = (rs: LoadResult[], key: 'perSecond' | 'p50' | 'p99') => median(rs.map((r) => r[key]));
    const row = (name: string, rs: LoadResult[], ref?: LoadResult[]) => [
      name,
      m(rs, 'perSecond').toFixed(0),
      `${m(rs, 'p50').toFixed(1)} ms`,
      `${m(rs, 'p99').toFixed(1)} ms`,
      ref ? `${(m(rs, 'perSecond') / m(ref, 'perSecond')).toFixed(2)}x` : 'reference',
    ];
    console.log(
      `Signed API vs bare Koa: autocannon, ${CONNECTIONS} connections, ${SECONDS} s per run, median of ${RUNS} runs (SQLite store, memory replay cache)`,
    );
    table(
      ['call', 'req/s', 'p50', 'p99', 'vs bare Koa'],
      [
        row('GET bare Koa JSON route', results.bareGet),
        row(`GET ${codeGenerateCalls.models.path} (signed)`, results.signedGet, results.bareGet),
        row('POST bare Koa JSON body (same 20-column DDL)', results.barePost),
        row(
          `POST ${textCalls.parser.path} 20-column DDL (signed)`,
          results.signedPost,
          results.barePost,
        ),
      ],
    );
    console.log('targets: signed GET >= 0.5x, signed parser >= 0.4x bare Koa\n');
    console.log(
      'The parser call beside bare Koa doing the same parse and answer (what the API path adds):',
    );
    table(
      ['call', 'req/s', 'p50', 'p99', 'vs bare parse'],
      [
        row('POST bare Koa parsing the same DDL', results.bareParse),
        row(
          `POST ${textCalls.parser.path} 20-column DDL (signed)`,
          results.signedPost,
          results.bareParse,
        ),
      ],
    );
  } finally {
    await real.stop();
    await bare.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
