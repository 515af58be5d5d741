// Matcher types (setupWeb.ts registers the matchers at run time, outside the tsconfig).
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { FeedbackProvider } from '@/components/feedback';
import type { Order, OrderStatus, PayOptions, Plan } from '@/contract/sponsor';
import sponsorModel from '@/models/sponsor';
import { checkOrder, createOrder, findMyOrders, plans } from '@/services/sponsor';
import { createTestApp } from '@/utils/testing/dvaTestApp';
import { setWidth } from '@/utils/testing/matchMedia';
import PurchasePanel from './PurchasePanel';

/** Umi's runtime is replaced; the real sponsor model runs, only the service module is mocked. */
jest.mock('umi', () => ({ ...jest.requireActual('@/utils/testing/umiRuntime').umiRuntime() }));
jest.mock('@/services/sponsor', () => ({
  createOrder: jest.fn(),
  checkOrder: jest.fn(),
  closeOrder: jest.fn(),
  findMyOrders: jest.fn(),
  plans: jest.fn(),
}));

// The machine running the suite may be busy: generous timeouts, no timing assertions.
jest.setTimeout(60_000);

const ok = <T,>(data: T) => ({ code: 200, message: 'OK', data });

const plan = (id: string, kind: Plan['kind'], name: string, amount: number): Plan => ({
  id,
  kind,
  name,
  amount,
  currency: 'CNY',
  days: kind === 'vip' ? 30 : null,
  credits: kind === 'credits' ? 100 : null,
  active: true,
  sort: 0,
});

const options: PayOptions = {
  providers: [{ id: 'sandbox', test: true, qr: true, currencies: ['CNY'] }],
  plans: [plan('vip-month', 'vip', 'VIP 1 month', 1500)],
  packs: [plan('credits-100', 'credits', '100 credits', 990)],
  sponsor: { currency: 'CNY', presets: [500], min: 100, max: 100_000 },
  ttlMinutes: 15,
};

const order = (n: number, status: OrderStatus, title: string): Order => ({
  orderId: String(n).repeat(32),
  status,
  amount: 1500,
  currency: 'CNY',
  kind: 'vip',
  provider: 'sandbox',
  planId: 'vip-month',
  title,
  displayName: '',
  message: '',
  anonymous: false,
  tradeNo: null,
  createdAt: '2026-01-30T08:00:00.000Z',
  expiresAt: '2026-01-30T08:15:00.000Z',
});

function renderPanel() {
  (plans as jest.Mock).mockResolvedValue(ok(options));
  (findMyOrders as jest.Mock).mockResolvedValue(
    ok({
      list: [
        order(1, 'paid', 'VIP 1 month'),
        order(2, 'pending', 'Order waiting'),
        order(3, 'refunded', 'Order refunded'),
        order(4, 'expired', 'Order expired'),
      ],
      total: 4,
      page: 1,
      pageSize: 10,
    }),
  );
  const app = createTestApp([sponsorModel]);
  render(
    <Provider store={app.store as never}>
      <FeedbackProvider>
        <PurchasePanel />
      </FeedbackProvider>
    </Provider>,
  );
}

beforeEach(() => {
  jest.resetAllMocks();
  setWidth(1366);
});

test('lists the VIP plans and credit packs with their prices', async () => {
  renderPanel();
  const vip = await screen.findByTestId('plan-vip-month', undefined, { timeout: 15_000 });
  expect(vip).toHaveTextContent('VIP 1 month');
  expect(vip).toHaveTextContent('CN¥15.00');
  const pack = screen.getByTestId('plan-credits-100');
  expect(pack).toHaveTextContent('100 credits');
  expect(pack).toHaveTextContent('CN¥9.90');
});

test('shows the order history with each status', async () => {
  renderPanel();
  // The table is replaced once the orders arrive: looked up again each time.
  await waitFor(() => expect(screen.getByTestId('my-orders')).toHaveTextContent('Order waiting'), {
    timeout: 15_000,
  });
  const table = screen.getByTestId('my-orders');
  const statusOf = (title: string) => within(table).getByText(title).closest('tr')!;
  expect(statusOf('VIP 1 month')).toHaveTextContent('Paid');
  expect(statusOf('Order waiting')).toHaveTextContent('Waiting for payment');
  expect(statusOf('Order refunded')).toHaveTextContent('Refunded');
  expect(statusOf('Order expired')).toHaveTextContent('Expired');
  expect(findMyOrders).toHaveBeenCalledWith({ body: { page: 1, pageSize: 10 } });
});

test('buys a plan with the provider on offer', async () => {
  renderPanel();
  (checkOrder as jest.Mock).mockResolvedValue(
    ok({ orderId: 'b'.repeat(32), status: 'pending', amount: 1500, currency: 'CNY' }),
  );
  (createOrder as jest.Mock).mockResolvedValue(
    ok({
      orderId: 'b'.repeat(32),
      kind: 'vip',
      status: 'pending',
      amount: 1500,
      currency: 'CNY',
      provider: 'sandbox',
      qrCode: 'sandbox://pay/bbbb',
      expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
    }),
  );
  const buy = await screen.findByTestId('buy-vip-month', undefined, { timeout: 15_000 });
  await waitFor(() => expect(buy).toBeEnabled());
  await act(async () => {
    fireEvent.click(buy);
  });
  await waitFor(() =>
    expect(createOrder).toHaveBeenCalledWith({
      body: { kind: 'vip', provider: 'sandbox', planId: 'vip-month' },
    }),
  );
  expect(await screen.findByRole('dialog')).toHaveTextContent('Pay CN¥15.00');
});
