import Router from '@koa/router';
import type { AppDeps } from '../types';
import { APP_VERSION } from '../version';

/** `GET /health`: unsigned, for load balancers and uptime checks. 503 when the DB is unreachable. */
export function healthRouter(deps: AppDeps): Router {
  const router = new Router();
  router.get('/health', async (ctx) => {
    let db = true;
    try {
      await deps.dataSource.query('SELECT 1');
    } catch (err) {
      db = false;
      deps.logger.error({ err, requestId: ctx.state.requestId }, 'health: database unreachable');
    }
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
  return router;
}
