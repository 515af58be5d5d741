import request from 'supertest';
import { sandboxSignature } from '../../src/services/pay/sandbox';
import { sponsorCalls } from '../../../src/contract/sponsor';
import { vipCalls } from '../../../src/contract/vip';
import { signedRequest, type SignedIn, type TestApp } from '../support';

export const SANDBOX_SECRET = 'sandbox-secret-for-tests';

/** POSTs a sandbox payment callback, signed with `secret` over the exact body bytes. */
export function sandboxCallback(
  t: TestApp,
  body: { orderId: string; tradeNo: string; amount: number; currency: string },
  secret = SANDBOX_SECRET,
): request.Test {
  const raw = JSON.stringify(body);
  return request(t.app.callback())
    .post('/pay/notify/sandbox')
    .set('Content-Type', 'application/json')
    .set('x-sandbox-signature', sandboxSignature(secret, raw))
    .send(raw);
}

/** What a buyer does in the provider suites: order a plan, poll its status, read the balance. */
export interface BuyerSteps {
  /** Creates an order of `planId` (credits or VIP by its name) and answers the order's data. */
  buy(planId: string): Promise<{ orderId: string; qrCode?: string; payUrl?: string }>;
  /** The order's status as the buyer's page polls it. */
  status(orderId: string): Promise<string>;
  balance(): Promise<number>;
  /** The buyer's membership (`level`, expiry). */
  vip(): Promise<Record<string, unknown>>;
  /** Closes an order as the buyer would from the payment dialog. */
  close(orderId: string): Promise<{ status: string }>;
  /** Refunds an order as an admin would. */
  refund(orderId: string): Promise<{ status: string }>;
}

/**
 * The steps against `provider`, reading the app and the users when called: suites set them up in
 * `beforeAll`, after these steps are made.
 */
export function buyerSteps(
  provider: string,
  current: () => { t: TestApp; buyer: SignedIn; admin: SignedIn },
): BuyerSteps {
  const data = async <T>(res: PromiseLike<request.Response>): Promise<T> => {
    const body = (await res).body as { code: number; data: T };
    expect(body.code).toBe(200);
    return body.data;
  };
  return {
    buy: (planId) => {
      const { t, buyer } = current();
      return data(
        signedRequest(t, 'post', sponsorCalls.createOrder.path, buyer).send({
          kind: planId.startsWith('vip') ? 'vip' : 'credits',
          provider,
          planId,
        }),
      );
    },
    status: async (orderId) =>
      (
        await data<{ status: string }>(
          signedRequest(current().t, 'get', `/api/order/check/${orderId}`),
        )
      ).status,
    balance: async () => {
      const { t, buyer } = current();
      return (
        await data<{ balance: number }>(signedRequest(t, 'get', vipCalls.findBalance.path, buyer))
      ).balance;
    },
    vip: () => {
      const { t, buyer } = current();
      return data(signedRequest(t, 'get', vipCalls.find.path, buyer));
    },
    close: (orderId) => {
      const { t, buyer } = current();
      return data(signedRequest(t, 'post', sponsorCalls.closeOrder.path, buyer).send({ orderId }));
    },
    refund: (orderId) => {
      const { t, admin } = current();
      return data(signedRequest(t, 'post', sponsorCalls.adminRefund.path, admin).send({ orderId }));
    },
  };
}
