import { createHmac } from 'crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import type { CreatedOrder } from '../../src/contract/sponsor';

/** playwright.config.ts passes this to the BFF as PAY_SANDBOX_SECRET. */
export const E2E_SANDBOX_SECRET = 'e2e-sandbox-secret';

/** Waits for the page's next order creation and answers the created order. */
export async function nextOrder(page: Page, start: () => Promise<void>): Promise<CreatedOrder> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/order') && r.request().method() === 'POST'),
    start(),
  ]);
  const body = (await response.json()) as { code: number; data: CreatedOrder };
  if (body.code !== 200) throw new Error(`createOrder: ${JSON.stringify(body)}`);
  return body.data;
}

/** Pays a sandbox order the way the sandbox provider is paid: a callback signed with HMAC-SHA256. */
export async function paySandbox(request: APIRequestContext, order: CreatedOrder): Promise<void> {
  const raw = JSON.stringify({
    orderId: order.orderId,
    tradeNo: `E2E-${order.orderId.slice(0, 8)}`,
    amount: order.amount,
    currency: order.currency,
  });
  const signature = createHmac('sha256', E2E_SANDBOX_SECRET).update(raw).digest('hex');
  const res = await request.post('/pay/notify/sandbox', {
    headers: { 'Content-Type': 'application/json', 'x-sandbox-signature': signature },
    data: raw,
  });
  if (res.status() !== 200)
    throw new Error(`sandbox callback: ${res.status()} ${await res.text()}`);
}
