import { contract } from '../../../src/contract';
import { callerId, route } from '../http/route';
import { viewerOf } from '../http/viewer';
import { ReleaseLogService } from '../services/releaseLog';
import type { RouteModule } from '../types';

const calls = contract.releaseLog;

export const releaseLogRoutes: RouteModule = (router, deps) => {
  const service = new ReleaseLogService(deps.dataSource);
  route(router, calls.findAll, ({ body }) => service.findAll(body));
  route(router, calls.fetchNews, async ({ ctx }) => service.news((await viewerOf(ctx)).id));
  route(router, calls.markSeen, ({ ctx }) => service.markSeen(callerId(ctx)));
  route(router, calls.adminFindAll, ({ body }) => service.adminFindAll(body));
  route(router, calls.save, ({ body }) => service.save(body));
  route(router, calls.remove, ({ params }) => service.remove(params.id));
};
