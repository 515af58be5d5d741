import { contract } from '../../../src/contract';
import { callerId, route } from '../http/route';
import { findBalance, findVip } from '../services/vip';
import type { RouteModule } from '../types';

export const vipRoutes: RouteModule = (router, deps) => {
  const { manager } = deps.dataSource;
  route(router, contract.vip.find, ({ ctx }) => findVip(manager, callerId(ctx)));
  route(router, contract.vip.findBalance, ({ ctx }) => findBalance(manager, callerId(ctx)));
};
