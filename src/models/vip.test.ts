import { find, findBalance } from '@/services/vip';
import { createTestApp } from '@/utils/testing/dvaTestApp';
import model from './vip';

jest.mock('@/services/vip', () => ({ find: jest.fn(), findBalance: jest.fn() }));
const findMock = find as jest.MockedFunction<typeof find>;
const findBalanceMock = findBalance as jest.MockedFunction<typeof findBalance>;

beforeEach(() => jest.resetAllMocks());

test('status and balance are unknown until fetched', () => {
  expect(createTestApp([model]).getState().vip).toEqual({ vip: undefined, balance: undefined });
});

test('fetchVip stores null for a free account and the record for a member', async () => {
  const app = createTestApp([model]);
  findMock.mockResolvedValueOnce({ code: 200, message: 'OK', data: null });
  await app.dispatch({ type: 'vip/fetchVip' });
  expect(app.getState().vip.vip).toBeNull();

  const record = { level: 'gold', since: '2026-01-01', expiresAt: null };
  findMock.mockResolvedValueOnce({ code: 200, message: 'OK', data: record });
  await app.dispatch({ type: 'vip/fetchVip' });
  expect(app.getState().vip.vip).toEqual(record);
});

test('fetchBalance stores the credits; a 901 answer leaves them unknown', async () => {
  const app = createTestApp([model]);
  findBalanceMock.mockResolvedValueOnce({ code: 901, message: 'Please sign in' });
  await app.dispatch({ type: 'vip/fetchBalance' });
  expect(app.getState().vip.balance).toBeUndefined();

  findBalanceMock.mockResolvedValueOnce({ code: 200, message: 'OK', data: { balance: 30 } });
  await app.dispatch({ type: 'vip/fetchBalance' });
  expect(app.getState().vip.balance).toBe(30);
});

test('saveReset forgets the previous account', async () => {
  const app = createTestApp([model]);
  findBalanceMock.mockResolvedValueOnce({ code: 200, message: 'OK', data: { balance: 30 } });
  await app.dispatch({ type: 'vip/fetchBalance' });

  app.store.dispatch({ type: 'vip/saveReset' });

  expect(app.getState().vip).toEqual({ vip: undefined, balance: undefined });
});
