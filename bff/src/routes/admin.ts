import { contract } from '../../../src/contract';
import { route } from '../http/route';
import { aiServiceOf } from '../services/ai';
import { createTip } from '../services/home';
import { sendAdminMessage } from '../services/message';
import type { RouteModule } from '../types';
import { adminInsightRoutes } from './adminInsight';

/** Admin content calls; the access guard answers 901 / HTTP 403 before these run. */
export const adminRoutes: RouteModule = (router, deps) => {
  const { manager } = deps.dataSource;
  route(router, contract.admin.createMessage, ({ body }) => sendAdminMessage(manager, body));
  route(router, contract.admin.createTip, ({ body }) => createTip(manager, body));
  route(router, contract.admin.aiList, ({ body }) => aiServiceOf(deps).adminList(body));
  adminInsightRoutes(router, deps);
};
