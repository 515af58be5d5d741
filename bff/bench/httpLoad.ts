/**
 * What the HTTP benches share: servers started as their own processes (so the load generator does
 * not share their event loop), their resident memory, autocannon runs and signed requests.
 */
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { SIGN_DEFAULTS } from '../../config/sign';
import { createCipheriv } from 'node:crypto';
import { spawnServer } from '../test/support/serverProcess';

export const ROOT = path.resolve(__dirname, '../..');

export interface RunningServer {
  port: number;
  pid: number;
  /** Resident memory of the server process now, in MB (Linux /proc). */
  rssMb(): number;
  stop(): Promise<void>;
}

function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+)/.exec(status);
  return kb ? Number(kb[1]) / 1024 : NaN;
}

/**
 * Starts a server as its own process: a built entry (`.js`, what `npm start` runs) with node alone,
 * a TypeScript one with node and tsx.
 */
export async function startServer(
  entry: string,
  env: Record<string, string>,
  readyPath: string,
  nodeArgs: string[] = [],
): Promise<RunningServer> {
  const { child, port } = await spawnServer(entry, env, { nodeArgs, stderr: 'inherit' });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}${readyPath}`)
      .then((r) => r.status < 500)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`${entry} did not answer within 60 s`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    port,
    pid: child.pid!,
    rssMb: () => rssOf(child.pid!),
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

let signCounter = 0;
const SIGN_KEY = Buffer.from(SIGN_DEFAULTS.key, 'utf8');
const SIGN_IV = Buffer.from(SIGN_DEFAULTS.iv, 'utf8');

/** Headers of a fresh signature for `urlPath` (distinct appid each time: a repeat is a replay). */
export function signHeaders(urlPath: string, token = ''): Record<string, string> {
  const appid = `bench-${process.pid}-${signCounter++}`;
  const timestamp = String(Date.now());
  // The client's algorithm (src/contract/sign.ts) through node:crypto, so signing does not make
  // the load generator the bottleneck.
  const cipher = createCipheriv('aes-128-cbc', SIGN_KEY, SIGN_IV);
  const plain = JSON.stringify({ appid, timestamp, url: urlPath, token });
  const sign = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
  return { appid, timestamp, sign };
}

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  /** Sign each request (with this session's token and cookie when given). */
  signed?: { token: string; cookie: string } | true;
}

export interface LoadResult {
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  requests: number;
  /** Answers per HTTP status, and failures without one (time-outs, resets). */
  statuses: Record<string, number>;
}

/**
 * Signatures made ahead per second of a run (more than any server here answers), shared among the
 * run's requests, and at most PRESIGNED_MAX per request: the minute of mixed load signs the rest as
 * it goes.
 */
const PRESIGNED_PER_SECOND = 60_000;
const PRESIGNED_MAX = 300_000;

/**
 * The headers of each request of a run, signed requests' signatures made before the run starts:
 * signing as requests go out made the load generator, on the other core, the bottleneck of the
 * signed runs, so their figures measured the client as much as the server. A run that outlasts the
 * pool signs the rest as they go.
 */
function headerSource(r: LoadRequest, count: number): () => Record<string, string> {
  const base: Record<string, string> = {};
  if (r.body !== undefined) base['content-type'] = 'application/json';
  if (!r.signed) return () => base;
  const session = r.signed === true ? null : r.signed;
  if (session) base.cookie = session.cookie;
  const sign = () => ({ ...base, ...signHeaders(r.path, session?.token ?? '') });
  const pool = Array.from({ length: count }, sign);
  let next = 0;
  return () => (next < pool.length ? pool[next++] : sign());
}

/** One autocannon run; each connection cycles through `requests` in order. */
export async function load(
  port: number,
  requests: LoadRequest[],
  options: { connections: number; seconds: number },
): Promise<LoadResult> {
  const presigned = Math.min(
    Math.ceil((PRESIGNED_PER_SECOND * options.seconds) / requests.length),
    PRESIGNED_MAX,
  );
  const headersOf = requests.map((r) => headerSource(r, presigned));
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: options.connections,
    duration: options.seconds,
    requests: requests.map((r, i) => ({
      method: r.method,
      path: r.path,
      body: r.body,
      setupRequest: (req: autocannon.Request) => ({ ...req, headers: headersOf[i]() }),
    })),
  });
  return {
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    requests: result.requests.total,
    statuses: {
      ...Object.fromEntries(
        Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, count]),
      ),
      ...(result.timeouts > 0 ? { timeout: result.timeouts } : {}),
      ...(result.errors > result.timeouts ? { error: result.errors - result.timeouts } : {}),
    },
  };
}
