import { z } from 'zod';
import { defineCall } from './core';

/** VIP membership and balance (feature key `vip`). */

export const vipSchema = z
  .object({
    level: z.string(),
    since: z.string(),
    expiresAt: z.string().nullable(),
  })
  .nullable();
export type Vip = z.infer<typeof vipSchema>;

export const vipBalanceSchema = z.object({
  /** Credits; the sum of the ledger, never negative. */
  balance: z.number().int().min(0),
});
export type VipBalance = z.infer<typeof vipBalanceSchema>;

export const vipCalls = {
  find: defineCall({
    id: 'vip.find',
    method: 'GET',
    path: '/api/vip/find',
    access: 'user',
    summary: "The caller's VIP status (null for a free user)",
    response: vipSchema,
  }),
  findBalance: defineCall({
    id: 'vip.findBalance',
    method: 'GET',
    path: '/api/vipBalance/find',
    access: 'user',
    summary: "The caller's VIP balance",
    response: vipBalanceSchema,
  }),
};
