import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const ROOT = path.join(__dirname, '../../..');

/** A port free on 127.0.0.1 when asked (another process may still take it before the server). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/**
 * Starts a server entry (relative to the repository root) as its own node process on a free port,
 * with `env` over this process's environment. A `.ts` entry runs with tsx as a loader, not the tsx
 * command: the command relays a signal and SIGKILLs the server when it has not answered the relay
 * within 30 ms, which a busy event loop does not; and a signal must reach the server's own process.
 */
export async function spawnServer(
  entry: string,
  env: Record<string, string>,
  options: { nodeArgs?: string[]; stderr?: 'pipe' | 'inherit' } = {},
): Promise<{ child: ChildProcess; port: number }> {
  const port = await freePort();
  const loader = entry.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), ...loader, path.join(ROOT, entry)],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        ...env,
        PORT: String(port),
        TSX_TSCONFIG_PATH: path.join(ROOT, 'bff/tsconfig.json'),
      },
      stdio: ['ignore', 'ignore', options.stderr ?? 'pipe'],
    },
  );
  return { child, port };
}
