import { contract } from '../../../src/contract';
import { callerId, route } from '../http/route';
import { findTips, readTip } from '../services/home';
import type { RouteModule } from '../types';

export const homeRoutes: RouteModule = (router, deps) => {
  const { manager } = deps.dataSource;
  // Public: a signed-in caller's session names the user whose read tips are left out.
  route(router, contract.home.findTips, ({ query, ctx }) =>
    findTips(manager, query.type, ctx.state.session?.userId ?? null),
  );
  route(router, contract.home.readTip, ({ params, ctx }) =>
    readTip(manager, callerId(ctx), params.id),
  );
};
