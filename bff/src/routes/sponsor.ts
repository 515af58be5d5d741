import type { Context } from 'koa';
import { contract } from '../../../src/contract';
import { callerId, route } from '../http/route';
import { orderServiceOf } from '../services/order';
import { findAllPlans, payOptions, removePlan, savePlan } from '../services/order/plan';
import {
  exportAdminOrders,
  findAdminOrder,
  findAdminOrders,
  findMyOrders,
} from '../services/order/query';
import { findSponsors } from '../services/sponsor';
import type { RouteModule } from '../types';

/** The signed-in caller of a public call, or null for a visitor. */
const sessionUserId = (ctx: Context): string | null => ctx.state.session?.userId ?? null;

export const sponsorRoutes: RouteModule = (router, deps) => {
  const { dataSource } = deps;
  const orders = orderServiceOf(deps);
  const calls = contract.sponsor;
  route(router, calls.findList, ({ body }) => findSponsors(dataSource, body));
  route(router, calls.createOrder, ({ body, ctx }) => orders.create(body, sessionUserId(ctx)));
  route(router, calls.checkOrder, ({ params }) => orders.check(params.orderId));
  route(router, calls.plans, () => payOptions(dataSource, orders, deps.config.payments.orderTtlMs));
  route(router, calls.findMyOrders, ({ ctx, body }) =>
    findMyOrders(dataSource, callerId(ctx), body),
  );
  route(router, calls.closeOrder, ({ ctx, body }) =>
    orders.close(body.orderId, sessionUserId(ctx)),
  );
  route(router, calls.adminOrders, ({ body }) => findAdminOrders(dataSource, body));
  route(router, calls.adminExportOrders, async ({ body, ctx }) => {
    const { filename, csv, rows } = await exportAdminOrders(dataSource, body);
    ctx.attachment(filename);
    ctx.type = 'text/csv; charset=utf-8';
    ctx.set('X-Export-Rows', String(rows));
    ctx.body = csv;
  });
  route(router, calls.adminRefund, async ({ body }) => {
    await orders.refund(body.orderId);
    return findAdminOrder(dataSource, body.orderId);
  });
  route(router, calls.adminPlans, () => findAllPlans(dataSource));
  route(router, calls.adminSavePlan, ({ body }) => savePlan(dataSource, body));
  route(router, calls.adminRemovePlan, ({ params }) => removePlan(dataSource, params.id));
};
