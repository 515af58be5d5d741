import { z } from 'zod';
import { pageQuerySchema } from './core';

/** Orders, plans and packs: the schemas of the `sponsor` calls; amounts are minor units (fen, cents). */

export const PROVIDERS = ['alipay', 'wechat', 'stripe', 'sandbox'] as const;
export const providerSchema = z.enum(PROVIDERS);
export type ProviderId = z.infer<typeof providerSchema>;

export const ORDER_KINDS = ['sponsor', 'vip', 'credits'] as const;
export const orderKindSchema = z.enum(ORDER_KINDS);
export type OrderKind = z.infer<typeof orderKindSchema>;

export const ORDER_STATUSES = ['pending', 'paid', 'closed', 'expired', 'refunded'] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** Largest single order: 1,000,000.00 in the currency. */
export const ORDER_AMOUNT_MAX = 100_000_000;

/** Business codes of payments. */
export const PayCode = {
  /** No payment provider is configured, or not the one asked for. */
  NOT_CONFIGURED: 1701,
  /** The provider refused or could not be reached; nothing was charged. */
  PROVIDER_FAILED: 1702,
  /** The order is not in a state that allows this (e.g. refunding a pending order). */
  BAD_STATE: 1703,
  /** The plan or pack does not exist or is not on sale. */
  NO_SUCH_PLAN: 1704,
} as const;

export const currencySchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/, 'Currency is a three-letter code such as CNY')
  .transform((c) => c.toUpperCase());

export const createOrderBody = z
  .object({
    kind: orderKindSchema,
    provider: providerSchema,
    /** Sponsorship only: the amount in minor units. */
    amount: z
      .number()
      .int('Amount must be a whole number of cents')
      .min(100, 'Amount is at least 1.00')
      .max(ORDER_AMOUNT_MAX, 'Amount is at most 1,000,000.00')
      .optional(),
    currency: currencySchema.optional(),
    /** VIP plans and credit packs: the plan's id. */
    planId: z.string().trim().min(1).max(32).optional(),
    displayName: z.string().trim().max(40, 'Display name is at most 40 characters').optional(),
    message: z.string().trim().max(200, 'Message is at most 200 characters').optional(),
    anonymous: z.boolean().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.kind === 'sponsor' && body.amount === undefined) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Please enter Amount' });
    }
    if (body.kind !== 'sponsor' && !body.planId) {
      ctx.addIssue({ code: 'custom', path: ['planId'], message: 'Please choose a plan' });
    }
  });
export type CreateOrderBody = z.infer<typeof createOrderBody>;

export const createdOrderSchema = z.object({
  orderId: z.string(),
  kind: orderKindSchema,
  status: orderStatusSchema,
  amount: z.number().int(),
  currency: z.string(),
  provider: providerSchema,
  /** Text to show as a QR code (Alipay, WeChat, the sandbox). */
  qrCode: z.string().optional(),
  /** A page to open (Stripe Checkout). */
  payUrl: z.string().optional(),
  expiresAt: z.string(),
});
export type CreatedOrder = z.infer<typeof createdOrderSchema>;

export const orderCheckSchema = z.object({
  orderId: z.string(),
  status: orderStatusSchema,
  amount: z.number().int(),
  currency: z.string(),
  paidAt: z.string().optional(),
});
export type OrderCheck = z.infer<typeof orderCheckSchema>;

export const planKindSchema = z.enum(['vip', 'credits']);
export type PlanKind = z.infer<typeof planKindSchema>;

export const planSchema = z.object({
  id: z.string(),
  kind: planKindSchema,
  name: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  /** VIP plans: days of membership added from the current expiry. */
  days: z.number().int().nullable(),
  /** Credit packs: credits added to the balance. */
  credits: z.number().int().nullable(),
  active: z.boolean(),
  sort: z.number().int(),
});
export type Plan = z.infer<typeof planSchema>;

export const providerOptionSchema = z.object({
  id: providerSchema,
  /** True for the sandbox: a test payment, no money moves. */
  test: z.boolean(),
  /** Shows a QR code to scan (else opens a checkout page). */
  qr: z.boolean(),
  /** Currencies the provider takes. */
  currencies: z.array(z.string()),
});
export type ProviderOption = z.infer<typeof providerOptionSchema>;

export const payOptionsSchema = z.object({
  providers: z.array(providerOptionSchema),
  plans: z.array(planSchema),
  packs: z.array(planSchema),
  sponsor: z.object({
    currency: z.string(),
    presets: z.array(z.number().int()),
    min: z.number().int(),
    max: z.number().int(),
  }),
  /** Minutes an unpaid order stays open. */
  ttlMinutes: z.number().int(),
});
export type PayOptions = z.infer<typeof payOptionsSchema>;

export const orderSchema = orderCheckSchema.extend({
  kind: orderKindSchema,
  provider: providerSchema,
  planId: z.string().nullable(),
  title: z.string(),
  displayName: z.string(),
  message: z.string(),
  anonymous: z.boolean(),
  tradeNo: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  closedAt: z.string().optional(),
  refundedAt: z.string().optional(),
});
export type Order = z.infer<typeof orderSchema>;

export const adminOrderSchema = orderSchema.extend({
  userEmail: z.string().nullable(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const orderFilters = z.object({
  status: orderStatusSchema.optional(),
  kind: orderKindSchema.optional(),
  provider: providerSchema.optional(),
  /** Order id, trade number, e-mail or display name (part of it). */
  q: z.string().trim().max(100).optional(),
});
export const adminOrderQuery = pageQuerySchema.merge(orderFilters);
export type AdminOrderQuery = z.infer<typeof adminOrderQuery>;

export const orderIdBody = z.object({ orderId: z.string().trim().min(1).max(64) });

export const savePlanBody = z
  .object({
    id: z
      .string()
      .trim()
      .regex(/^[a-z0-9-]{1,32}$/, 'Id is 1 to 32 lowercase letters, digits or dashes'),
    kind: planKindSchema,
    name: z.string().trim().min(1, 'Please enter Name').max(60, 'Name is at most 60 characters'),
    amount: z
      .number()
      .int('Amount must be a whole number of cents')
      .min(1, 'Amount is at least 0.01')
      .max(ORDER_AMOUNT_MAX),
    currency: currencySchema,
    days: z.number().int().min(1).max(3650).nullable().optional(),
    credits: z.number().int().min(1).max(10_000_000).nullable().optional(),
    active: z.boolean().default(true),
    sort: z.number().int().min(0).max(9999).default(0),
  })
  .superRefine((plan, ctx) => {
    if (plan.kind === 'vip' && !plan.days) {
      ctx.addIssue({ code: 'custom', path: ['days'], message: 'Please enter Days' });
    }
    if (plan.kind === 'credits' && !plan.credits) {
      ctx.addIssue({ code: 'custom', path: ['credits'], message: 'Please enter Credits' });
    }
  });
export type SavePlanBody = z.infer<typeof savePlanBody>;
