import { createTestApp, deferred } from '@/utils/testing/dvaTestApp';
import { findAll } from '@/services/releaseLog';
import model from './releaseLog';

jest.mock('@/services/releaseLog', () => ({ findAll: jest.fn() }));
const findAllMock = findAll as jest.MockedFunction<typeof findAll>;

const entry = {
  id: '1',
  version: '0.1.0',
  title: 'Foundation',
  content: 'App shell',
  releasedAt: '2026-11-21',
};

beforeEach(() => findAllMock.mockReset());

test('fetchList sends the query body and stores the entries', async () => {
  findAllMock.mockResolvedValue({ code: 200, message: 'OK', data: [entry] });
  const app = createTestApp([model]);

  await app.dispatch({ type: 'releaseLog/fetchList', payload: { version: '0.1.0' } });

  expect(findAllMock).toHaveBeenCalledWith({ body: { version: '0.1.0' } });
  expect(app.getState().releaseLog.list).toEqual([entry]);
});

test('fetchList without a payload sends an empty body', async () => {
  findAllMock.mockResolvedValue({ code: 200, message: 'OK', data: [] });
  const app = createTestApp([model]);

  await app.dispatch({ type: 'releaseLog/fetchList' });

  expect(findAllMock).toHaveBeenCalledWith({ body: {} });
});

test('loading is tracked for the effect while the call is in flight', async () => {
  const answer = deferred<Awaited<ReturnType<typeof findAll>>>();
  findAllMock.mockReturnValue(answer.promise);
  const app = createTestApp([model]);

  const done = app.dispatch({ type: 'releaseLog/fetchList', payload: {} });
  expect(app.getState().loading.effects['releaseLog/fetchList']).toBe(true);
  expect(app.getState().loading.models.releaseLog).toBe(true);
  expect(app.getState().loading.global).toBe(true);

  answer.resolve({ code: 200, message: 'OK', data: [entry] });
  await done;
  expect(app.getState().loading.effects['releaseLog/fetchList']).toBe(false);
  expect(app.getState().loading.global).toBe(false);
});

test('a business failure keeps the previous list', async () => {
  findAllMock.mockResolvedValueOnce({ code: 200, message: 'OK', data: [entry] });
  findAllMock.mockResolvedValueOnce({ code: 903, message: 'Too many requests' });
  const app = createTestApp([model]);

  await app.dispatch({ type: 'releaseLog/fetchList' });
  await app.dispatch({ type: 'releaseLog/fetchList' });

  expect(app.getState().releaseLog.list).toEqual([entry]);
});
