import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const ROOT = path.join(__dirname, '../../..');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(p));
    });
  });
}

export interface RealServer {
  child: ChildProcess;
  /** `http://127.0.0.1:<port>` */
  base: string;
  /** Running, or how it ended, and the last 4 KB it wrote to stderr: for failure messages. */
  state(): string;
}

/**
 * The real server (`bff/src/server.ts`, as `npm start` runs the built one) on a free port with
 * `env` over this process's environment, once `/ready` answers. Node itself runs it with tsx as a
 * loader, not the tsx command: the command relays a signal and SIGKILLs the server when it has not
 * answered the relay within 30 ms, which a busy event loop (a warm-up step) does not; and SIGKILL
 * must reach the server's own process.
 */
export async function startRealServer(env: Record<string, string>): Promise<RealServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bff/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      TSX_TSCONFIG_PATH: path.join(ROOT, 'bff/tsconfig.json'),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
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
