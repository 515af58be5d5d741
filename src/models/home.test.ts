import type { Tip } from '@/contract/home';
import { findTips, readTip } from '@/services/home';
import { createTestApp } from '@/utils/testing/dvaTestApp';
import model from './home';

/** The home model reads `user.signedIn`; a fixed user slice stands in for the user model. */
const userSlice = (signedIn: boolean) => ({
  namespace: 'user',
  state: { signedIn, current: null },
  reducers: {},
});

jest.mock('@/services/home', () => ({ findTips: jest.fn(), readTip: jest.fn() }));
const findTipsMock = findTips as jest.MockedFunction<typeof findTips>;
const readTipMock = readTip as jest.MockedFunction<typeof readTip>;

const tip = (id: string): Tip => ({
  id,
  type: 'home',
  title: `Tip ${id}`,
  content: 'Paste a CREATE TABLE statement to start.',
  link: null,
  createdAt: '2026-11-21T00:00:00.000Z',
});

beforeEach(() => {
  jest.resetAllMocks();
  window.localStorage.clear();
});

test('fetchTips asks for the given type and stores the tips', async () => {
  findTipsMock.mockResolvedValue({ code: 200, message: 'OK', data: [tip('1'), tip('2')] });
  const app = createTestApp([model, userSlice(true)]);

  await app.dispatch({ type: 'home/fetchTips', payload: { type: 'home' } });

  expect(findTipsMock).toHaveBeenCalledWith({ query: { type: 'home' } });
  expect(app.getState().home.tips.map((t) => t.id)).toEqual(['1', '2']);
});

test('updateRead marks the tip read and drops it from the list', async () => {
  findTipsMock.mockResolvedValue({ code: 200, message: 'OK', data: [tip('1'), tip('2')] });
  readTipMock.mockResolvedValue({ code: 200, message: 'OK', data: null });
  const app = createTestApp([model, userSlice(true)]);
  await app.dispatch({ type: 'home/fetchTips', payload: { type: 'home' } });

  await app.dispatch({ type: 'home/updateRead', payload: { id: '1' } });

  expect(readTipMock).toHaveBeenCalledWith({ params: { id: '1' } });
  expect(app.getState().home.tips.map((t) => t.id)).toEqual(['2']);
});

test('a tip stays when marking it read fails', async () => {
  findTipsMock.mockResolvedValue({ code: 200, message: 'OK', data: [tip('1')] });
  readTipMock.mockResolvedValue({ code: 901, message: 'Please sign in' });
  const app = createTestApp([model, userSlice(true)]);
  await app.dispatch({ type: 'home/fetchTips', payload: { type: 'home' } });

  await app.dispatch({ type: 'home/updateRead', payload: { id: '1' } });

  expect(app.getState().home.tips).toHaveLength(1);
});

test('anonymous: dismissing keeps the id in localStorage and later fetches leave it out', async () => {
  findTipsMock.mockResolvedValue({ code: 200, message: 'OK', data: [tip('1'), tip('2')] });
  const app = createTestApp([model, userSlice(false)]);
  await app.dispatch({ type: 'home/fetchTips', payload: { type: 'home' } });

  await app.dispatch({ type: 'home/updateRead', payload: { id: '2' } });

  expect(readTipMock).not.toHaveBeenCalled();
  expect(JSON.parse(window.localStorage.getItem('readTips') ?? '[]')).toEqual(['2']);
  expect(app.getState().home.tips.map((t) => t.id)).toEqual(['1']);

  const next = createTestApp([model, userSlice(false)]);
  await next.dispatch({ type: 'home/fetchTips', payload: { type: 'home' } });
  expect(next.getState().home.tips.map((t) => t.id)).toEqual(['1']);
});

test('signed in, locally dismissed tips are not hidden (the server keeps the reads)', async () => {
  window.localStorage.setItem('readTips', JSON.stringify(['1']));
  findTipsMock.mockResolvedValue({ code: 200, message: 'OK', data: [tip('1'), tip('2')] });
  const app = createTestApp([model, userSlice(true)]);

  await app.dispatch({ type: 'home/fetchTips', payload: { type: 'home' } });

  expect(app.getState().home.tips.map((t) => t.id)).toEqual(['1', '2']);
});

test('unreadable stored reads count as none', async () => {
  window.localStorage.setItem('readTips', '{not json');
  findTipsMock.mockResolvedValue({ code: 200, message: 'OK', data: [tip('1')] });
  const app = createTestApp([model, userSlice(false)]);

  await app.dispatch({ type: 'home/fetchTips', payload: { type: 'home' } });

  expect(app.getState().home.tips).toHaveLength(1);
});
