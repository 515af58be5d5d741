import { HttpError, getToken, setToken } from '@/request';
import {
  changePassword,
  deleteAccount,
  login,
  logout,
  sendVerifyCode,
  updateUser,
  upload,
  userInfo,
} from '@/services/user';
import { createTestApp } from '@/utils/testing/dvaTestApp';
import messageModel from './message';
import vipModel from '@/models/vip';
import { ada } from '@/utils/testing/fixtures';

jest.mock('@/services/user', () => ({
  changePassword: jest.fn(),
  deleteAccount: jest.fn(),
  login: jest.fn(),
  logout: jest.fn(),
  resetPassword: jest.fn(),
  sendVerifyCode: jest.fn(),
  updateUser: jest.fn(),
  upload: jest.fn(),
  userInfo: jest.fn(),
}));
const logoutMock = logout as jest.MockedFunction<typeof logout>;
const userInfoMock = userInfo as jest.MockedFunction<typeof userInfo>;

/** The model reads the token when its module loads, so each test loads it afresh. */
function loadModel() {
  let model: object = {};
  jest.isolateModules(() => {
    model = (jest.requireActual('./user') as { default: object }).default;
  });
  return model;
}

/** The user model with the per-account models it resets. */
function loadApp() {
  return createTestApp([loadModel(), messageModel, vipModel]);
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

test('fetchCurrent answered 901 signs out (the request layer already dropped the token)', async () => {
  setToken('stale');
  userInfoMock.mockResolvedValue({ code: 901, message: 'Please sign in' });
  const app = loadApp();
  expect(app.getState().user.signedIn).toBe(true);

  await app.dispatch({ type: 'user/fetchCurrent' });

  expect(app.getState().user).toEqual({ signedIn: false, current: null });
});

test('fetchCurrent answered otherwise (e.g. 500 envelope) keeps the session', async () => {
  setToken('t-1');
  userInfoMock.mockResolvedValue({ code: 500, message: 'boom' });
  const app = loadApp();

  await app.dispatch({ type: 'user/fetchCurrent' });

  expect(app.getState().user.signedIn).toBe(true);
});

test('create signs in: stores the token and the user, resets per-account state', async () => {
  (login as jest.Mock).mockResolvedValue({
    code: 200,
    message: 'OK',
    data: { token: 'tok-9', user: ada },
  });
  const app = loadApp();
  app.store.dispatch({ type: 'message/saveUnread', payload: 7 });

  const res = await app.dispatch({
    type: 'user/create',
    payload: { email: 'ada@example.com', code: '123456' },
  });

  expect(login).toHaveBeenCalledWith({ body: { email: 'ada@example.com', code: '123456' } });
  expect(res).toMatchObject({ code: 200 });
  expect(getToken()).toBe('tok-9');
  expect(app.getState().user).toEqual({ signedIn: true, current: ada });
  expect(app.getState().message.unread).toBe(0);
});

test('create answered 422 resolves with the field errors and stays signed out', async () => {
  const answer = { code: 422, message: 'Invalid', data: { code: 'Wrong code' } };
  (login as jest.Mock).mockResolvedValue(answer);
  const app = loadApp();

  const res = await app.dispatch({
    type: 'user/create',
    payload: { email: 'ada@example.com', code: '000000' },
  });

  expect(res).toEqual(answer);
  expect(getToken()).toBeFalsy();
  expect(app.getState().user.signedIn).toBe(false);
});

test('createCode asks for a code of the purpose and resolves with the cooldown', async () => {
  (sendVerifyCode as jest.Mock).mockResolvedValue({
    code: 200,
    message: 'OK',
    data: { resendAfter: 60, validMinutes: 10 },
  });
  const app = loadApp();

  const res = await app.dispatch({
    type: 'user/createCode',
    payload: { email: 'ada@example.com', purpose: 'login' },
  });

  expect(sendVerifyCode).toHaveBeenCalledWith({
    body: { email: 'ada@example.com', purpose: 'login' },
  });
  expect(res).toEqual({ code: 200, message: 'OK', data: { resendAfter: 60, validMinutes: 10 } });
});

test('update stores the changed profile', async () => {
  setToken('t-1');
  (updateUser as jest.Mock).mockResolvedValue({
    code: 200,
    message: 'OK',
    data: { ...ada, nickname: 'Countess' },
  });
  const app = loadApp();

  await app.dispatch({ type: 'user/update', payload: { nickname: 'Countess' } });

  expect(updateUser).toHaveBeenCalledWith({ body: { nickname: 'Countess' } });
  expect(app.getState().user.current?.nickname).toBe('Countess');
});

test('updateAvatar uploads a FormData file with purpose avatar, then saves the URL', async () => {
  setToken('t-1');
  (upload as jest.Mock).mockResolvedValue({
    code: 200,
    message: 'OK',
    data: { url: '/files/a.png', name: 'a.png', size: 3, mimeType: 'image/png' },
  });
  (updateUser as jest.Mock).mockResolvedValue({
    code: 200,
    message: 'OK',
    data: { ...ada, avatar: '/files/a.png' },
  });
  const app = loadApp();
  const file = new File(['png'], 'a.png', { type: 'image/png' });

  await app.dispatch({ type: 'user/updateAvatar', payload: file });

  const body = (upload as jest.Mock).mock.calls[0][0].body as FormData;
  expect(body.get('file')).toBeInstanceOf(File);
  expect((body.get('file') as File).name).toBe('a.png');
  expect(body.get('purpose')).toBe('avatar');
  expect(updateUser).toHaveBeenCalledWith({ body: { avatar: '/files/a.png' } });
  expect(app.getState().user.current?.avatar).toBe('/files/a.png');
});

test('updateAvatar does not touch the profile when the upload is refused', async () => {
  setToken('t-1');
  (upload as jest.Mock).mockResolvedValue({ code: 400, message: 'Not an image' });
  const app = loadApp();

  const res = await app.dispatch({
    type: 'user/updateAvatar',
    payload: new File(['x'], 'x.txt'),
  });

  expect(res).toEqual({ code: 400, message: 'Not an image' });
  expect(updateUser).not.toHaveBeenCalled();
});

test('updatePassword marks the account as having a password', async () => {
  setToken('t-1');
  userInfoMock.mockResolvedValue({
    code: 200,
    message: 'OK',
    data: { ...ada, hasPassword: false },
  });
  (changePassword as jest.Mock).mockResolvedValue({ code: 200, message: 'OK', data: null });
  const app = loadApp();
  await app.dispatch({ type: 'user/fetchCurrent' });

  await app.dispatch({ type: 'user/updatePassword', payload: { password: 'new password 1' } });

  expect(changePassword).toHaveBeenCalledWith({ body: { password: 'new password 1' } });
  expect(app.getState().user.current?.hasPassword).toBe(true);
});

test('removeAccount deletes, forgets the token and resets the per-account models', async () => {
  setToken('t-1');
  userInfoMock.mockResolvedValue({ code: 200, message: 'OK', data: ada });
  (deleteAccount as jest.Mock).mockResolvedValue({ code: 200, message: 'OK', data: null });
  const app = loadApp();
  await app.dispatch({ type: 'user/fetchCurrent' });
  app.store.dispatch({ type: 'message/saveUnread', payload: 3 });
  app.store.dispatch({ type: 'vip/saveBalance', payload: 50 });

  await app.dispatch({ type: 'user/removeAccount', payload: { password: 'secret pass' } });

  expect(deleteAccount).toHaveBeenCalledWith({ body: { password: 'secret pass' } });
  expect(getToken()).toBeFalsy();
  expect(app.getState().user).toEqual({ signedIn: false, current: null });
  expect(app.getState().message.unread).toBe(0);
  expect(app.getState().vip.balance).toBeUndefined();
});

test('removeAccount refused (wrong password) keeps the session', async () => {
  setToken('t-1');
  userInfoMock.mockResolvedValue({ code: 200, message: 'OK', data: ada });
  (deleteAccount as jest.Mock).mockResolvedValue({
    code: 422,
    message: 'Invalid',
    data: { password: 'Wrong password' },
  });
  const app = loadApp();
  await app.dispatch({ type: 'user/fetchCurrent' });

  await app.dispatch({ type: 'user/removeAccount', payload: { password: 'nope nope' } });

  expect(getToken()).toBe('t-1');
  expect(app.getState().user.current).toEqual(ada);
});
