import type { User } from '@/contract/user';
import { HttpError, getToken, setToken } from '@/request';
import { logout, userInfo } from '@/services/user';
import { createTestApp } from '@/utils/testing/dvaTestApp';

jest.mock('@/services/user', () => ({ logout: jest.fn(), userInfo: jest.fn() }));
const logoutMock = logout as jest.MockedFunction<typeof logout>;
const userInfoMock = userInfo as jest.MockedFunction<typeof userInfo>;

const ada: User = {
  id: '1',
  email: 'ada@example.com',
  nickname: 'Ada',
  avatar: null,
  bio: '',
  role: 'user',
  hasPassword: true,
  createdAt: '2026-11-21T00:00:00.000Z',
};

/** The model reads the token when its module loads, so each test loads it afresh. */
function loadModel() {
  let model: object = {};
  jest.isolateModules(() => {
    model = (jest.requireActual('./user') as { default: object }).default;
  });
  return model;
}

beforeEach(() => {
  jest.resetAllMocks();
  window.localStorage.clear();
});

test('without a token the user starts signed out', () => {
  const app = createTestApp([loadModel()]);
  expect(app.getState().user).toEqual({ signedIn: false, current: null });
});

test('with a token the user starts signed in, and fetchCurrent loads the profile', async () => {
  setToken('t-1');
  userInfoMock.mockResolvedValue({ code: 200, message: 'OK', data: ada });
  const app = createTestApp([loadModel()]);
  expect(app.getState().user.signedIn).toBe(true);

  await app.dispatch({ type: 'user/fetchCurrent' });

  expect(app.getState().user.current).toEqual(ada);
});

test('remove signs out: calls logout, clears the token and the profile', async () => {
  setToken('t-1');
  userInfoMock.mockResolvedValue({ code: 200, message: 'OK', data: ada });
  logoutMock.mockResolvedValue({ code: 200, message: 'OK', data: null });
  const app = createTestApp([loadModel()]);
  await app.dispatch({ type: 'user/fetchCurrent' });

  await app.dispatch({ type: 'user/remove' });

  expect(logoutMock).toHaveBeenCalledTimes(1);
  expect(getToken()).toBeFalsy();
  expect(app.getState().user).toEqual({ signedIn: false, current: null });
});

test('remove still signs out locally when the logout call fails', async () => {
  setToken('t-1');
  logoutMock.mockRejectedValue(new HttpError(500, 'server error', undefined));
  const app = createTestApp([loadModel()]);

  // A failed effect's dispatch promise never settles (onError prevents the rejection): wait a tick.
  void app.dispatch({ type: 'user/remove' });
  await new Promise((resolve) => setTimeout(resolve, 0));

  expect(getToken()).toBeFalsy();
  expect(app.getState().user.signedIn).toBe(false);
});
