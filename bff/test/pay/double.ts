import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RsaKeys {
  privateKey: string;
  publicKey: string;
}

/** A fresh RSA-2048 key pair as PEM (PKCS#8 private, SPKI public). */
export function rsaKeys(): RsaKeys {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

export interface DoubleRequest {
  method: string;
  url: URL;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface DoubleReply {
  status?: number;
  headers?: Record<string, string>;
  body?: string;
}

export interface HttpDouble {
  base: string;
  requests: DoubleRequest[];
  close(): Promise<void>;
}

/** A real HTTP server on 127.0.0.1 answering with `handle`; every request is kept. */
export async function startDouble(
  handle: (req: DoubleRequest) => DoubleReply | Promise<DoubleReply>,
): Promise<HttpDouble> {
  const requests: DoubleRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const request: DoubleRequest = {
        method: req.method ?? 'GET',
        url: new URL(req.url ?? '/', 'http://127.0.0.1'),
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      Promise.resolve(handle(request))
        .then((reply) => {
          res.writeHead(reply.status ?? 200, reply.headers ?? {});
          res.end(reply.body ?? '');
        })
        .catch((err: unknown) => {
          res.writeHead(500);
          res.end(String(err));
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
