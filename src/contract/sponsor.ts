import { z } from 'zod';
import { defineCall, idParamsSchema, pageQuerySchema, pageResultSchema } from './core';
import {
  adminOrderQuery,
  adminOrderSchema,
  createdOrderSchema,
  createOrderBody,
  orderCheckSchema,
  orderFilters,
  orderIdBody,
  orderSchema,
  payOptionsSchema,
  planSchema,
  savePlanBody,
} from './order';

export * from './order';

/** Sponsorship, VIP plans and credit packs, and the orders that pay for them (feature key `sponsor`). */

export const sponsorEntrySchema = z.object({
  displayName: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  message: z.string(),
  paidAt: z.string(),
});
export type SponsorEntry = z.infer<typeof sponsorEntrySchema>;

export const sponsorTotalSchema = z.object({
  currency: z.string(),
  amount: z.number().int(),
  count: z.number().int(),
});

export const sponsorListSchema = pageResultSchema(sponsorEntrySchema).extend({
  /** Every paid sponsorship, per currency. */
  totals: z.array(sponsorTotalSchema),
  sponsors: z.number().int(),
});
export type SponsorList = z.infer<typeof sponsorListSchema>;

export const sponsorCalls = {
  findList: defineCall({
    id: 'sponsor.findList',
    method: 'POST',
    path: '/api/sponsor/findList',
    summary: 'The sponsor wall: paid sponsorships, newest first, with totals',
    body: pageQuerySchema,
    response: sponsorListSchema,
    example: { body: { page: 1, pageSize: 20 } },
  }),
  createOrder: defineCall({
    id: 'sponsor.createOrder',
    method: 'POST',
    path: '/api/order',
    summary: 'Create an order (sponsorship, VIP plan or credit pack) and start its payment',
    body: createOrderBody,
    response: createdOrderSchema,
    example: { body: { kind: 'sponsor', provider: 'sandbox', amount: 1000, currency: 'CNY' } },
  }),
  checkOrder: defineCall({
    id: 'sponsor.checkOrder',
    method: 'GET',
    path: '/api/order/check/:orderId',
    summary: 'The payment state of an order (asks the provider when a callback is late)',
    params: z.object({ orderId: z.string().min(1).max(64) }),
    response: orderCheckSchema,
    example: { params: { orderId: 'o1' } },
  }),
  plans: defineCall({
    id: 'sponsor.plans',
    method: 'GET',
    path: '/api/order/plans',
    summary: 'What can be bought and how: VIP plans, credit packs, sponsorship presets, providers',
    response: payOptionsSchema,
  }),
  findMyOrders: defineCall({
    id: 'sponsor.findMyOrders',
    method: 'POST',
    path: '/api/order/findMine',
    access: 'user',
    summary: "The caller's orders, newest first",
    body: pageQuerySchema,
    response: pageResultSchema(orderSchema),
    example: { body: { page: 1, pageSize: 10 } },
  }),
  closeOrder: defineCall({
    id: 'sponsor.closeOrder',
    method: 'POST',
    path: '/api/order/close',
    summary: 'Cancel a pending order (its owner, or anyone holding the id of a visitor’s order)',
    body: orderIdBody,
    response: orderCheckSchema,
    example: { body: { orderId: 'o1' } },
  }),
  adminOrders: defineCall({
    id: 'sponsor.adminOrders',
    method: 'POST',
    path: '/api/admin/order/findPage',
    access: 'admin',
    summary: 'Every order, newest first, with filters and search',
    body: adminOrderQuery,
    response: pageResultSchema(adminOrderSchema),
    example: { body: { page: 1, pageSize: 10 } },
  }),
  adminExportOrders: defineCall({
    id: 'sponsor.adminExportOrders',
    method: 'POST',
    path: '/api/admin/order/export',
    access: 'admin',
    kind: 'binary',
    summary:
      'The filtered orders as a CSV file (UTF-8 with a byte-order mark for Excel, up to 10,000 rows)',
    body: orderFilters,
    response: z.unknown(),
    example: { body: {} },
  }),
  adminRefund: defineCall({
    id: 'sponsor.adminRefund',
    method: 'POST',
    path: '/api/admin/order/refund',
    access: 'admin',
    summary: 'Refund a paid order through its provider and take back what it granted',
    body: orderIdBody,
    response: adminOrderSchema,
    example: { body: { orderId: 'o1' } },
  }),
  adminPlans: defineCall({
    id: 'sponsor.adminPlans',
    method: 'GET',
    path: '/api/admin/order/plans',
    access: 'admin',
    summary: 'Every VIP plan and credit pack, on sale or not',
    response: z.array(planSchema),
  }),
  adminSavePlan: defineCall({
    id: 'sponsor.adminSavePlan',
    method: 'POST',
    path: '/api/admin/order/plan',
    access: 'admin',
    summary: 'Create or change a VIP plan or credit pack (by id)',
    body: savePlanBody,
    response: planSchema,
    example: {
      body: {
        id: 'vip-week',
        kind: 'vip',
        name: 'VIP week',
        amount: 500,
        currency: 'CNY',
        days: 7,
      },
    },
  }),
  adminRemovePlan: defineCall({
    id: 'sponsor.adminRemovePlan',
    method: 'DELETE',
    path: '/api/admin/order/plan/:id',
    access: 'admin',
    summary: 'Delete a plan or pack (orders keep what they bought)',
    params: idParamsSchema,
    response: z.object({ removed: z.boolean() }),
    example: { params: { id: 'vip-week' } },
  }),
};
