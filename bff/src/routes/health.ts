import Router from '@koa/router';
import type { AppDeps } from '../types';
import { APP_VERSION } from '../version';

/** How long one readiness probe waits for the database or Redis before it calls it unreachable. */
const PROBE_TIMEOUT_MS = 2_000;

async function reachable(probe: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('probe timed out')), PROBE_TIMEOUT_MS);
  });
  try {
    await Promise.race([probe(), timeout]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `GET /health` (is the process up, and how is the database) and `GET /ready` (may a load balancer
 * send traffic here: the database and, when set, Redis answer). Both unsigned; 503 when degraded.
 */
export function healthRouter(deps: AppDeps): Router {
  const router = new Router();
  router.get('/health', async (ctx) => {
    const db = await reachable(() => deps.dataSource.query('SELECT 1'));
    if (!db) deps.logger.warn({ requestId: ctx.state.requestId }, 'health: database unreachable');
    ctx.set('Cache-Control', 'no-store');
    ctx.status = db ? 200 : 503;
    ctx.body = {
      code: db ? 200 : 503,
      message: db ? 'success' : 'Database unreachable',
      data: {
        status: db ? 'ok' : 'degraded',
        db,
        store: deps.store.kind,
        version: APP_VERSION,
        uptimeSeconds: Math.round(process.uptime()),
      },
    };
  });
  router.get('/ready', async (ctx) => {
    const [db, store] = await Promise.all([
      reachable(() => deps.dataSource.query('SELECT 1')),
      deps.store.kind === 'redis' ? reachable(() => deps.store.ping()) : Promise.resolve(true),
    ]);
    const ready = db && store;
    ctx.set('Cache-Control', 'no-store');
    if (!ready) ctx.set('Retry-After', '5');
    ctx.status = ready ? 200 : 503;
    const missing = [db ? null : 'database', store ? null : 'Redis'].filter(Boolean).join(' and ');
    ctx.body = {
      code: ready ? 200 : 503,
      message: ready ? 'ready' : `Not ready: the ${missing} cannot be reached`,
      data: { ready, db, store: deps.store.kind === 'redis' ? store : null },
    };
  });
  return router;
}
