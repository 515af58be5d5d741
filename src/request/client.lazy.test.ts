// jest.mock is hoisted: the dynamic import inside ./client resolves to the mock below.
import type { CallRoute } from '@/contract/basics';
import { callApi } from './client';
import { configureRequest } from './config';
import { HttpError } from './errors';

const getCall: CallRoute = {
  id: 'test.get',
  method: 'GET',
  path: '/api/thing/:id',
  kind: 'json',
  access: 'public',
  cacheable: false,
};

let chunkMissing = true;
const mockCallApi = jest.fn();
jest.mock('./calls', () => {
  if (chunkMissing) throw new Error('Loading chunk request failed');
  return { callApi: (...args: unknown[]) => mockCallApi(...args) };
});

test('a call whose code cannot be fetched fails as one without an answer; the next call fetches it again', async () => {
  const navigate = jest.fn();
  const callback = jest.fn();
  configureRequest({ navigate });
  const failed = callApi(getCall, { params: { id: '7' } } as never, { callback });
  await expect(failed).rejects.toMatchObject({ status: 0 });
  await expect(failed).rejects.toBeInstanceOf(HttpError);
  expect(callback).toHaveBeenCalledWith(expect.any(HttpError));
  // No answer at all: the catalogue sends the user to the error page, as for a lost connection.
  expect(navigate).toHaveBeenCalledWith('/500');

  chunkMissing = false;
  mockCallApi.mockResolvedValue({ code: 200, message: 'ok', data: null });
  await expect(callApi(getCall, { params: { id: '7' } } as never)).resolves.toEqual({
    code: 200,
    message: 'ok',
    data: null,
  });
  expect(mockCallApi).toHaveBeenCalledWith(getCall, { params: { id: '7' } }, {});
});
