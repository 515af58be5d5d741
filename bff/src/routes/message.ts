import { contract } from '../../../src/contract';
import { callerId, route } from '../http/route';
import { findPage, readAll, readMessage } from '../services/message';
import type { RouteModule } from '../types';

export const messageRoutes: RouteModule = (router, deps) => {
  const { manager } = deps.dataSource;
  route(router, contract.message.findPage, ({ body, ctx }) =>
    findPage(manager, callerId(ctx), body),
  );
  // Before `read`: the router tries routes in order and `/api/message/:id` also matches readAll.
  route(router, contract.message.readAll, ({ ctx }) => readAll(manager, callerId(ctx)));
  route(router, contract.message.read, ({ params, ctx }) =>
    readMessage(manager, callerId(ctx), params.id),
  );
};
