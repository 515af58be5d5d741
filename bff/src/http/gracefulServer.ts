import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type Koa from 'koa';

export interface GracefulServer {
  server: http.Server;
  /** The port it listens on (useful when asked for port 0). */
  port: number;
  /**
   * Stops accepting connections, closes idle keep-alive sockets, answers every request already
   * received with `Connection: close`, and resolves once they are all done or `timeoutMs` has
   * passed (then the remaining sockets are closed). Calling it again returns the same promise.
   */
  shutdown(timeoutMs: number): Promise<{ forced: boolean }>;
}

/** How often idle keep-alive sockets are closed while draining (a request may have just ended). */
const IDLE_SWEEP_MS = 50;

interface SocketState {
  /** Requests on this socket not yet answered. */
  active: number;
  /** An answer on it said `Connection: close`, so Node ends it once that answer is written. */
  closing: boolean;
}

/**
 * Serves the Koa app on `port` with a shutdown that loses no accepted request: Node's own
 * `server.close()` leaves keep-alive connections open for more requests, so a stopping server
 * would either serve forever or reset requests that were already in flight.
 */
export function listenGracefully(app: Koa, port: number, host?: string): Promise<GracefulServer> {
  const handle = app.callback();
  let draining = false;
  const sockets = new Map<Socket, SocketState>();
  const inFlight = new Set<http.ServerResponse>();
  let drained: (() => void) | null = null;

  // While draining, each answer tells the client that its connection ends with it.
  const closeAfter = (res: http.ServerResponse) => {
    if (res.headersSent) return;
    res.setHeader('Connection', 'close');
    const state = sockets.get(res.socket as Socket);
    if (state) state.closing = true;
  };
  // `end`, not `destroy`: a response that has just finished may still be on its way out.
  const endIdleSockets = () => {
    for (const [socket, state] of sockets) {
      if (state.active === 0 && !state.closing && !socket.writableEnded) socket.end();
    }
  };

  const server = http.createServer((req, res) => {
    const state = sockets.get(req.socket);
    // A request that arrives on a connection this server has already ended cannot be answered;
    // it was never accepted, and the client sees the connection close.
    if (!state || req.socket.writableEnded) {
      req.socket.destroy();
      return;
    }
    state.active += 1;
    inFlight.add(res);
    if (draining) closeAfter(res);
    res.once('close', () => {
      state.active -= 1;
      inFlight.delete(res);
      if (draining && inFlight.size === 0) drained?.();
    });
    void handle(req, res);
  });
  server.on('connection', (socket: Socket) => {
    sockets.set(socket, { active: 0, closing: false });
    socket.once('close', () => sockets.delete(socket));
  });

  let stopping: Promise<{ forced: boolean }> | null = null;
  const shutdown = (timeoutMs: number) => {
    stopping ??= new Promise((resolve) => {
      draining = true;
      inFlight.forEach(closeAfter);
      server.close();
      endIdleSockets();
      const sweep = setInterval(endIdleSockets, IDLE_SWEEP_MS);
      let finished = false;
      const finish = (forced: boolean) => {
        if (finished) return;
        finished = true;
        clearInterval(sweep);
        clearTimeout(deadline);
        if (forced) for (const socket of sockets.keys()) socket.destroy();
        else endIdleSockets();
        resolve({ forced });
      };
      const deadline = setTimeout(() => finish(true), timeoutMs);
      drained = () => finish(false);
      if (inFlight.size === 0) finish(false);
    });
    return stopping;
  };

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve({ server, port: (server.address() as AddressInfo).port, shutdown });
    });
  });
}
