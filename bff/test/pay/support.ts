import request from 'supertest';
import { sandboxSignature } from '../../src/services/pay/sandbox';
import type { TestApp } from '../support';

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
