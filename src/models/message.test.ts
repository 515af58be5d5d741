import type { Message } from '@/contract/message';
import { findPage, read, readAll } from '@/services/message';
import { createTestApp } from '@/utils/testing/dvaTestApp';
import model from './message';

jest.mock('@/services/message', () => ({
  findPage: jest.fn(),
  read: jest.fn(),
  readAll: jest.fn(),
}));
const findPageMock = findPage as jest.MockedFunction<typeof findPage>;
const readMock = read as jest.MockedFunction<typeof read>;
const readAllMock = readAll as jest.MockedFunction<typeof readAll>;

const msg = (id: string, isRead: boolean): Message => ({
  id,
  title: `Message ${id}`,
  content: 'Welcome',
  read: isRead,
  createdAt: '2026-11-21T00:00:00.000Z',
});

async function appWithPage() {
  findPageMock.mockResolvedValue({
    code: 200,
    message: 'OK',
    data: { list: [msg('1', false), msg('2', false)], total: 12, page: 2, pageSize: 2, unread: 5 },
  });
  const app = createTestApp([model]);
  await app.dispatch({ type: 'message/fetchPage', payload: { page: 2, pageSize: 2 } });
  return app;
}

beforeEach(() => jest.resetAllMocks());

test('fetchPage sends paging (defaults filled in) and stores the page', async () => {
  const app = await appWithPage();
  expect(findPageMock).toHaveBeenCalledWith({ body: { page: 2, pageSize: 2 } });
  expect(app.getState().message).toMatchObject({ total: 12, page: 2, pageSize: 2, unread: 5 });
  expect(app.getState().message.list).toHaveLength(2);

  await app.dispatch({ type: 'message/fetchPage', payload: { unread: true } });
  expect(findPageMock).toHaveBeenLastCalledWith({ body: { page: 1, pageSize: 10, unread: true } });
});

test('fetchOne marks that message read and lowers the unread count once', async () => {
  const app = await appWithPage();
  readMock.mockResolvedValue({ code: 200, message: 'OK', data: msg('1', true) });

  await app.dispatch({ type: 'message/fetchOne', payload: { id: '1' } });
  await app.dispatch({ type: 'message/fetchOne', payload: { id: '1' } });

  expect(readMock).toHaveBeenCalledWith({ params: { id: '1' } });
  expect(app.getState().message.list.map((m) => m.read)).toEqual([true, false]);
  expect(app.getState().message.unread).toBe(4);
});

test('updateAllRead marks every message read', async () => {
  const app = await appWithPage();
  readAllMock.mockResolvedValue({ code: 200, message: 'OK', data: { updated: 5 } });

  await app.dispatch({ type: 'message/updateAllRead' });

  expect(app.getState().message.list.every((m) => m.read)).toBe(true);
  expect(app.getState().message.unread).toBe(0);
});

test('fetchUnread asks for the smallest unread page and keeps only the count', async () => {
  findPageMock.mockResolvedValue({
    code: 200,
    message: 'OK',
    data: { list: [msg('9', false)], total: 6, page: 1, pageSize: 1, unread: 6 },
  });
  const app = createTestApp([model]);

  await app.dispatch({ type: 'message/fetchUnread' });

  expect(findPageMock).toHaveBeenCalledWith({ body: { page: 1, pageSize: 1, unread: true } });
  expect(app.getState().message.unread).toBe(6);
  expect(app.getState().message.list).toEqual([]);
});

test('the unread filter is remembered with the page it produced', async () => {
  const app = await appWithPage();
  expect(app.getState().message.unreadOnly).toBe(false);

  await app.dispatch({ type: 'message/fetchPage', payload: { unread: true } });

  expect(app.getState().message.unreadOnly).toBe(true);
});

test('fetchOne resolves with the message for the reader', async () => {
  const app = await appWithPage();
  readMock.mockResolvedValue({ code: 200, message: 'OK', data: msg('2', true) });

  const res = await app.dispatch({ type: 'message/fetchOne', payload: { id: '2' } });

  expect(res).toEqual({ code: 200, message: 'OK', data: msg('2', true) });
});

test('updateAllRead that fails leaves the messages unread', async () => {
  const app = await appWithPage();
  readAllMock.mockResolvedValue({ code: 500, message: 'boom' });

  await app.dispatch({ type: 'message/updateAllRead' });

  expect(app.getState().message.unread).toBe(5);
});

test('saveReset forgets the previous account', async () => {
  const app = await appWithPage();

  app.store.dispatch({ type: 'message/saveReset' });

  expect(app.getState().message).toMatchObject({ list: [], total: 0, unread: 0 });
});
