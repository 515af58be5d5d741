import { contract } from '../../../src/contract';
import { route } from '../http/route';
import { findBalance, findVip } from '../services/vip';
import type { RouteModule } from '../types';
import { callerId } from './message';

export const vipRoutes: RouteModule = (router, deps) => {
  const { manager } = deps.dataSource;
  route(router, contract.vip.find, ({ ctx }) => findVip(manager, callerId(ctx)));
  route(router, contract.vip.findBalance, ({ ctx }) => findBalance(manager, callerId(ctx)));
};
