import type { ChildProcess } from 'node:child_process';
import { spawnServer } from './serverProcess';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface RealServer {
  child: ChildProcess;
  /** `http://127.0.0.1:<port>` */
  base: string;
  /** Running, or how it ended, and the last 4 KB it wrote to stderr: for failure messages. */
  state(): string;
}

/**
 * The real server (`bff/src/server.ts`, as `npm start` runs the built one) on a free port with
 * `env` over this process's environment, once `/ready` answers.
 */
export async function startRealServer(env: Record<string, string>): Promise<RealServer> {
  const { child, port } = await spawnServer('bff/src/server.ts', env);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4096);
  });
  const state = () => {
    const { exitCode, signalCode } = child;
    const how =
      exitCode === null && signalCode === null ? 'running' : `exited (${exitCode ?? signalCode})`;
    return `the server was ${how}; its stderr: ${stderr || '(nothing)'}`;
  };
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i += 1) {
    // A server that could not start (the port taken since it was picked) must not pass for ready
    // because another process answers there.
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server did not start: ${state()}`);
    }
    const up = await fetch(`${base}/ready`, { signal: AbortSignal.timeout(2_000) }).then(
      (r) => r.status === 200,
      () => false,
    );
    if (up) return { child, base, state };
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not answer /ready within a minute: ${state()}`);
}
