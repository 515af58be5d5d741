// Matcher types (setupWeb.ts registers the matchers at run time, outside the tsconfig).
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { FeedbackProvider } from '@/components/feedback';
import type { CreatedOrder, PayOptions, ProviderOption, SponsorList } from '@/contract/sponsor';
import sponsorModel from '@/models/sponsor';
import { checkOrder, createOrder, findList, plans } from '@/services/sponsor';
import { createTestApp } from '@/utils/testing/dvaTestApp';
import { setWidth } from '@/utils/testing/matchMedia';
import SponsorPage from './sponsor';

/** Umi's runtime is replaced; the real sponsor model runs, only the service module is mocked. */
jest.mock('umi', () => ({ ...jest.requireActual('@/utils/testing/umiRuntime').umiRuntime() }));
jest.mock('@/services/sponsor', () => ({
  findList: jest.fn(),
  createOrder: jest.fn(),
  checkOrder: jest.fn(),
  closeOrder: jest.fn(),
  plans: jest.fn(),
}));

// The machine running the suite may be busy: generous timeouts, no timing assertions.
jest.setTimeout(60_000);

const sandbox: ProviderOption = { id: 'sandbox', test: true, qr: true, currencies: ['CNY'] };
const wechat: ProviderOption = { id: 'wechat', test: false, qr: true, currencies: ['CNY'] };

const options = (providers: ProviderOption[]): PayOptions => ({
  providers,
  plans: [],
  packs: [],
  sponsor: { currency: 'CNY', presets: [500, 2000, 5000], min: 100, max: 1_000_000 },
  ttlMinutes: 15,
});

const wall: SponsorList = {
  list: [
    {
      displayName: 'Grace',
      amount: 2000,
      currency: 'CNY',
      message: 'Thanks!',
      paidAt: '2026-01-30T08:00:00.000Z',
    },
  ],
  total: 1,
  page: 1,
  pageSize: 20,
  totals: [{ currency: 'CNY', amount: 2000, count: 1 }],
  sponsors: 1,
};

const ok = <T,>(data: T) => ({ code: 200, message: 'OK', data });

function created(amount: number, provider: CreatedOrder['provider'] = 'sandbox'): CreatedOrder {
  return {
    orderId: 'a'.repeat(32),
    kind: 'sponsor',
    status: 'pending',
    amount,
    currency: 'CNY',
    provider,
    qrCode: 'sandbox://pay/aaaa',
    expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
  };
}

function renderPage(providers: ProviderOption[]) {
  (plans as jest.Mock).mockResolvedValue(ok(options(providers)));
  (findList as jest.Mock).mockResolvedValue(ok(wall));
  const app = createTestApp([sponsorModel]);
  render(
    <Provider store={app.store as never}>
      <FeedbackProvider>
        <SponsorPage />
      </FeedbackProvider>
    </Provider>,
  );
}

const sponsorNow = async () => {
  // Found outside act(): inside it React holds back the renders the button is waiting for.
  const button = await screen.findByTestId('sponsor-submit', undefined, { timeout: 15_000 });
  await act(async () => {
    fireEvent.click(button);
  });
};

beforeEach(() => {
  jest.resetAllMocks();
  setWidth(1366);
});

test('a preset amount is sent in minor units with the first provider; the wall shows', async () => {
  renderPage([sandbox]);
  (createOrder as jest.Mock).mockResolvedValue(ok(created(2000)));
  expect(await screen.findByText('Grace', undefined, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.getByText('Thanks!')).toBeInTheDocument();
  // The second preset is chosen at first.
  const preset = (label: string) =>
    screen.getByText(label, { selector: '.ant-radio-button-label' }).closest('label')!;
  expect(preset('CN¥20.00')).toHaveClass('ant-radio-button-wrapper-checked');
  fireEvent.click(preset('CN¥50.00'));
  await sponsorNow();
  await waitFor(() =>
    expect(createOrder).toHaveBeenCalledWith({
      body: expect.objectContaining({
        kind: 'sponsor',
        provider: 'sandbox',
        amount: 5000,
        currency: 'CNY',
        anonymous: false,
      }),
    }),
  );
});

test('a custom amount outside the range is refused; a valid one replaces the preset', async () => {
  renderPage([sandbox]);
  (createOrder as jest.Mock).mockResolvedValue(ok(created(1234)));
  const custom = await screen.findByTestId('sponsor-custom');
  fireEvent.change(custom, { target: { value: '0.5' } });
  await sponsorNow();
  expect(
    await screen.findByText('Enter an amount from CN¥1.00 to CN¥10,000.00'),
  ).toBeInTheDocument();
  expect(createOrder).not.toHaveBeenCalled();

  fireEvent.change(custom, { target: { value: '12.34' } });
  await sponsorNow();
  await waitFor(() =>
    expect(createOrder).toHaveBeenCalledWith({
      body: expect.objectContaining({ amount: 1234, provider: 'sandbox' }),
    }),
  );
});

test('the buyer chooses among the providers on offer', async () => {
  renderPage([sandbox, wechat]);
  (createOrder as jest.Mock).mockResolvedValue(ok(created(2000, 'wechat')));
  fireEvent.click(await screen.findByText('WeChat Pay'));
  expect(screen.getByText('Test payment')).toBeInTheDocument();
  await sponsorNow();
  await waitFor(() =>
    expect(createOrder).toHaveBeenCalledWith({
      body: expect.objectContaining({ provider: 'wechat', amount: 2000 }),
    }),
  );
});

test('without a configured provider it says so and offers no button', async () => {
  renderPage([]);
  expect(await screen.findByTestId('pay-none')).toHaveTextContent(
    'Payments are not set up on this server yet',
  );
  expect(screen.queryByTestId('sponsor-submit')).not.toBeInTheDocument();
});

test('a created order shows its QR code and countdown, then the thank-you once the check says paid', async () => {
  renderPage([sandbox]);
  (createOrder as jest.Mock).mockResolvedValue(ok(created(2000)));
  (checkOrder as jest.Mock)
    .mockResolvedValueOnce(
      ok({ orderId: 'a'.repeat(32), status: 'pending', amount: 2000, currency: 'CNY' }),
    )
    .mockResolvedValue(
      ok({
        orderId: 'a'.repeat(32),
        status: 'paid',
        amount: 2000,
        currency: 'CNY',
        paidAt: new Date().toISOString(),
      }),
    );
  await sponsorNow();
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Pay CN¥20.00')).toBeInTheDocument();
  expect(await within(dialog).findByTestId('pay-qr')).toHaveAttribute(
    'src',
    expect.stringMatching(/^data:image\/png;base64,/),
  );
  expect(within(dialog).getByTestId('pay-countdown')).toHaveTextContent(/1[45]:\d\d/);
  expect(within(dialog).getByText('Test payment — no money moves')).toBeInTheDocument();

  expect(
    await within(dialog).findByText('Payment received', undefined, { timeout: 15_000 }),
  ).toBeInTheDocument();
  expect(
    within(dialog).getByText('Thank you for sponsoring the project! You are on the wall now.'),
  ).toBeInTheDocument();
  expect(checkOrder).toHaveBeenCalledWith({ params: { orderId: 'a'.repeat(32) } }, { display: 0 });
  expect((checkOrder as jest.Mock).mock.calls.length).toBeGreaterThanOrEqual(2);
});
