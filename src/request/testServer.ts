import http from 'http';
import type { AddressInfo } from 'net';

/** A request as the test server saw it. */
export interface Recorded {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface Reply {
  status?: number;
  headers?: Record<string, string>;
  /** Objects are sent as JSON; strings and Buffers as they are. */
  body?: unknown;
  /** Chunks written one after another (for event streams). */
  chunks?: string[];
  /** Drop the connection without an answer (network failure). */
  destroy?: boolean;
}

export interface TestServer {
  /** http://127.0.0.1:<port> */
  base: string;
  requests: Recorded[];
  /** Sets how the server answers from now on. */
  reply(handler: (req: Recorded) => Reply): void;
  close(): Promise<void>;
}

/** A real HTTP server on 127.0.0.1 and a free port, for testing the request layer end to end. */
export async function startTestServer(): Promise<TestServer> {
  const requests: Recorded[] = [];
  let handler: (req: Recorded) => Reply = () => ({ body: { code: 200, message: 'ok' } });
  const server = http.createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (chunk: Buffer) => parts.push(chunk));
    req.on('end', () => {
      const recorded: Recorded = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(parts),
      };
      requests.push(recorded);
      const reply = handler(recorded);
      if (reply.destroy) {
        req.socket.destroy();
        return;
      }
      const isJson = typeof reply.body === 'object' && !Buffer.isBuffer(reply.body);
      res.writeHead(reply.status ?? 200, {
        ...(isJson ? { 'Content-Type': 'application/json; charset=utf-8' } : {}),
        ...reply.headers,
      });
      if (reply.chunks) {
        for (const chunk of reply.chunks) res.write(chunk);
        res.end();
        return;
      }
      res.end(isJson ? JSON.stringify(reply.body) : (reply.body as string | Buffer | undefined));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    requests,
    reply(next) {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
