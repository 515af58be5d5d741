/**
 * `npm run bench`: what the signed API path costs. Measures, in the same run and process, the bare
 * `GET /health` route (reference) and a signed `GET /api/aiServer/models` call, which adds the
 * signature check, the replay cache write (SQLite KV store), the session lookup, the access guard
 * and the envelope. Prints the median of several runs and the ratio against the reference.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { encodeSign } from '../../src/contract/sign';
import { bootstrap } from '../src/bootstrap';
import { loadConfig } from '../src/config';
import { median } from './support';

const RUNS = 5;
const REQUESTS = 1000;
const CONCURRENCY = 8;

interface RunResult {
  perSecond: number;
  p50: number;
  p99: number;
}

async function run(
  port: number,
  agent: http.Agent,
  makeRequest: (n: number) => { path: string; headers: Record<string, string> },
): Promise<RunResult> {
  const latencies: number[] = [];
  let next = 0;
  const started = process.hrtime.bigint();
  const worker = async () => {
    while (next < REQUESTS) {
      const n = next++;
      const { path: reqPath, headers } = makeRequest(n);
      const t0 = process.hrtime.bigint();
      const status = await new Promise<number>((resolve, reject) => {
        const req = http.get({ host: '127.0.0.1', port, path: reqPath, headers, agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        });
        req.on('error', reject);
      });
      if (status !== 200) throw new Error(`${reqPath} answered ${status}`);
      latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  latencies.sort((a, b) => a - b);
  return {
    perSecond: REQUESTS / seconds,
    p50: latencies[Math.floor(latencies.length * 0.5)],
    p99: latencies[Math.floor(latencies.length * 0.99)],
  };
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jcg-bench-'));
  const config = loadConfig({
    DB_URL: `sqlite:${path.join(dir, 'bench.sqlite')}`,
    LOG_DIR: path.join(dir, 'logs'),
    LOG_STDOUT: 'false',
    LOG_LEVEL: 'warn',
    AI_MODELS: 'gpt-4o-mini=GPT-4o mini,deepseek-chat',
  });
  const booted = await bootstrap(config);
  const server = http.createServer(booted.app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

  const health = () => ({ path: '/health', headers: {} });
  const apiPath = '/api/aiServer/models';
  let round = 0;
  const signed = (n: number) => {
    // A distinct appid per request: two identical signs within the window are a replay.
    const appid = `bench${round}x${n}`;
    const timestamp = String(Date.now());
    const sign = encodeSign(
      { appid, timestamp, url: apiPath, token: '' },
      config.signKey,
      config.signIv,
    );
    return { path: apiPath, headers: { appid, timestamp, sign } };
  };

  try {
    await run(port, agent, health);
    await run(port, agent, signed);
    const results = { health: [] as RunResult[], signed: [] as RunResult[] };
    for (round = 1; round <= RUNS; round++) {
      results.health.push(await run(port, agent, health));
      results.signed.push(await run(port, agent, signed));
    }
    const summary = (rs: RunResult[]) => ({
      perSecond: median(rs.map((r) => r.perSecond)),
      p50: median(rs.map((r) => r.p50)),
      p99: median(rs.map((r) => r.p99)),
    });
    const h = summary(results.health);
    const s = summary(results.signed);
    const line = (name: string, r: ReturnType<typeof summary>) =>
      `${name.padEnd(34)} ${r.perSecond.toFixed(0).padStart(7)} req/s   p50 ${r.p50.toFixed(2)} ms   p99 ${r.p99.toFixed(2)} ms`;
    console.log(
      `BFF request path: median of ${RUNS} runs, ${REQUESTS} requests each, ${CONCURRENCY} in flight, SQLite store`,
    );
    console.log(line('GET /health (reference)', h));
    console.log(line(`GET ${apiPath} (signed)`, s));
    console.log(
      `signed / reference: throughput ${(s.perSecond / h.perSecond).toFixed(2)}x, p50 latency ${(s.p50 / h.p50).toFixed(2)}x`,
    );
  } finally {
    agent.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await booted.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
