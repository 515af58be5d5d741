import {
  sponsorCalls,
  type AdminOrder,
  type OrderStatus,
  type Plan,
} from '../src/contract/sponsor';
import { hoursAgo, jsonMock, page, rawMock } from './_support/http';

const NAMES = ['Kim', 'Anonymous', 'Li Wei', 'Ada', 'Anonymous', 'Grace', 'Linus', 'Wang Fang'];
const MESSAGES = ['Keep it free!', '', 'Saved my weekend.', 'Thanks for the templates', ''];

/** 27 sponsors, newest first; amounts from the presets. */
const sponsorAt = (n: number) => ({
  displayName: NAMES[n % NAMES.length],
  amount: [500, 1000, 2000, 5000, 10000][n % 5],
  currency: 'CNY',
  message: MESSAGES[n % MESSAGES.length],
  paidAt: hoursAgo(n * 7),
});
const TOTAL = 27;

const plans: Plan[] = [
  ['vip-month', 'vip', 'VIP 1 month', 1500, 30, null, 10],
  ['vip-quarter', 'vip', 'VIP 3 months', 3900, 90, null, 20],
  ['vip-year', 'vip', 'VIP 1 year', 12800, 365, null, 30],
  ['credits-100', 'credits', '100 credits', 990, null, 100, 10],
  ['credits-500', 'credits', '500 credits', 3990, null, 500, 20],
  ['credits-2000', 'credits', '2,000 credits', 12900, null, 2000, 30],
].map(([id, kind, name, amount, days, credits, sort]) => ({
  id: id as string,
  kind: kind as Plan['kind'],
  name: name as string,
  amount: amount as number,
  currency: 'CNY',
  days: days as number | null,
  credits: credits as number | null,
  active: true,
  sort: sort as number,
}));

const STATUSES: OrderStatus[] = ['paid', 'pending', 'expired', 'paid', 'closed', 'refunded'];

const orderAt = (n: number): AdminOrder => {
  const plan = plans[n % plans.length];
  const status = STATUSES[n % STATUSES.length];
  const sponsor = n % 4 === 0;
  return {
    orderId: `${String(n).padStart(4, '0')}a9e3b7d41c6a8e0f1d2c3b4a5960`,
    status,
    amount: sponsor ? 2000 : plan.amount,
    currency: 'CNY',
    ...(status === 'paid' || status === 'refunded' ? { paidAt: hoursAgo(n * 5) } : {}),
    kind: sponsor ? 'sponsor' : plan.kind,
    provider: (['alipay', 'wechat', 'stripe'] as const)[n % 3],
    planId: sponsor ? null : plan.id,
    title: sponsor ? 'Sponsorship' : plan.name,
    displayName: sponsor ? 'Kim' : '',
    message: sponsor ? 'Keep it free!' : '',
    anonymous: false,
    tradeNo: status === 'paid' || status === 'refunded' ? `2026013122001${n}` : null,
    createdAt: hoursAgo(n * 5),
    expiresAt: hoursAgo(n * 5 - 0.25),
    ...(status === 'refunded' ? { refundedAt: hoursAgo(n * 5 - 1) } : {}),
    userEmail: sponsor ? null : `user${n}@example.com`,
  };
};

export default {
  ...jsonMock(sponsorCalls.findList, ({ body }) => ({
    ...page(body, TOTAL, sponsorAt),
    totals: [
      {
        currency: 'CNY',
        amount: Array.from({ length: TOTAL }, (_, i) => sponsorAt(i + 1).amount).reduce(
          (a, b) => a + b,
          0,
        ),
        count: TOTAL,
      },
    ],
    sponsors: TOTAL,
  })),
  // The mock's orders are paid at once: its check answers `paid` for any id.
  ...jsonMock(sponsorCalls.createOrder, ({ body }) => ({
    orderId: '5f2c0a9e3b7d41c6a8e0f1d2c3b4a596',
    kind: body.kind,
    status: 'pending' as const,
    amount: body.amount ?? 1500,
    currency: body.currency ?? 'CNY',
    provider: body.provider,
    qrCode: 'sandbox://pay?orderId=5f2c0a9e3b7d41c6a8e0f1d2c3b4a596',
    expiresAt: hoursAgo(-0.25),
  })),
  ...jsonMock(sponsorCalls.checkOrder, ({ params }) => ({
    orderId: params.orderId,
    status: 'paid' as const,
    amount: 1000,
    currency: 'CNY',
    paidAt: hoursAgo(0),
  })),
  ...jsonMock(sponsorCalls.plans, () => ({
    providers: [
      { id: 'alipay' as const, test: false, qr: true, currencies: ['CNY'] },
      { id: 'wechat' as const, test: false, qr: true, currencies: ['CNY'] },
      { id: 'sandbox' as const, test: true, qr: true, currencies: ['CNY', 'USD', 'EUR'] },
    ],
    plans: plans.filter((p) => p.kind === 'vip'),
    packs: plans.filter((p) => p.kind === 'credits'),
    sponsor: {
      currency: 'CNY',
      presets: [500, 1000, 2000, 5000, 10000],
      min: 100,
      max: 100_000_000,
    },
    ttlMinutes: 15,
  })),
  ...jsonMock(sponsorCalls.findMyOrders, ({ body }) => page(body, 7, (n) => orderAt(n + 1))),
  ...jsonMock(sponsorCalls.closeOrder, ({ body }) => ({
    orderId: body.orderId,
    status: 'closed' as const,
    amount: 1000,
    currency: 'CNY',
  })),
  ...jsonMock(sponsorCalls.adminOrders, ({ body }) => page(body, 42, orderAt)),
  ...rawMock(sponsorCalls.adminExportOrders, (_input, res) => {
    const csv = Buffer.from(
      '\uFEFForderId,createdAt,kind,title,status,provider,amount,currency\r\n' +
        'o1,2026-01-31T08:00:00.000Z,sponsor,"Sponsor, thanks",paid,sandbox,20.00,CNY\r\n',
    );
    res.status(200);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', 'attachment; filename="orders-2026-01-31.csv"');
    res.setHeader('Content-Length', csv.length);
    res.end(csv);
  }),
  ...jsonMock(sponsorCalls.adminRefund, ({ body }) => ({
    ...orderAt(3),
    orderId: body.orderId,
    status: 'refunded' as const,
    refundedAt: hoursAgo(0),
  })),
  ...jsonMock(sponsorCalls.adminPlans, () => plans),
  ...jsonMock(sponsorCalls.adminSavePlan, ({ body }) => ({
    ...body,
    days: body.days ?? null,
    credits: body.credits ?? null,
  })),
  ...jsonMock(sponsorCalls.adminRemovePlan, () => ({ removed: true })),
};
