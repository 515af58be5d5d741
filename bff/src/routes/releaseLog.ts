import { contract } from '../../../src/contract';
import { route } from '../http/route';
import { ReleaseLogService } from '../services/releaseLog';
import type { RouteModule } from '../types';

export const releaseLogRoutes: RouteModule = (router, deps) => {
  const service = new ReleaseLogService(deps.dataSource);
  route(router, contract.releaseLog.findAll, ({ body }) => service.findAll(body));
};
