// Matcher types (setupWeb.ts registers the matchers at run time, outside the tsconfig).
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { FeedbackProvider } from '@/components/feedback';
import type { User } from '@/contract/user';
import { clearToken, getToken, setToken } from '@/request';
import { login, resetPassword, sendVerifyCode } from '@/services/user';
import { createTestApp } from '@/utils/testing/dvaTestApp';
import { setWidth } from '@/utils/testing/matchMedia';
import LoginPage from './index';

/**
 * Umi's runtime is generated at build time, so the `umi` exports the page uses are replaced;
 * messages come from the real en-US file. State goes through a real dva store and user model;
 * only the service module is mocked.
 */
jest.mock('umi', () => {
  return {
    ...jest.requireActual('@/utils/testing/umiRuntime').umiRuntime(),
    useSearchParams: () => [new URLSearchParams(mockSearch.value)],
    history: { push: (path: string) => mockPush(path) },
    Navigate: ({ to }: { to: string }) => {
      mockNavigate(to);
      return null;
    },
  };
});
jest.mock('@/services/user', () => ({
  login: jest.fn(),
  resetPassword: jest.fn(),
  sendVerifyCode: jest.fn(),
}));

const mockSearch = { value: '' };
const mockPush = jest.fn();
const mockNavigate = jest.fn();
const loginMock = login as jest.Mock;
const sendMock = sendVerifyCode as jest.Mock;
const resetMock = resetPassword as jest.Mock;

const ada: User = {
  id: '1',
  email: 'ada@example.com',
  nickname: 'Ada',
  avatar: null,
  bio: '',
  role: 'user',
  hasPassword: false,
  createdAt: '2026-11-21T00:00:00.000Z',
};

// antd forms are heavy in jsdom.
jest.setTimeout(30000);

function renderPage(search = '') {
  mockSearch.value = search;
  let userModel: object = {};
  jest.isolateModules(() => {
    userModel = (jest.requireActual('@/models/user') as { default: object }).default;
  });
  const app = createTestApp([userModel]);
  render(
    <Provider store={app.store as never}>
      <FeedbackProvider>
        <LoginPage />
      </FeedbackProvider>
    </Provider>,
  );
  return app;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
/** Role queries compute styles over antd's CSS-in-JS and take seconds in jsdom; texts are fast. */
const tab = (name: string) => within(screen.getByRole('tablist', { hidden: true })).getByText(name);
// "Password" also names the tab panel, so the field is found by its test id.
const typePassword = (value: string) =>
  fireEvent.change(screen.getByTestId('login-password'), { target: { value } });

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByTestId('login-submit'));
  });
}

beforeEach(() => {
  jest.resetAllMocks();
  window.localStorage.clear();
  setWidth(1366);
});

test('the code tab says a first sign-in creates the account; the password tab swaps the field', async () => {
  renderPage();
  expect(screen.getByLabelText('Verification code')).toBeInTheDocument();
  expect(screen.getByText(/first time creates your account/)).toBeInTheDocument();
  expect(screen.queryByTestId('login-password')).not.toBeInTheDocument();

  fireEvent.click(tab('Password'));

  expect(await screen.findByTestId('login-password')).toBeInTheDocument();
  expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
  expect(screen.getByText('Forgot password?').closest('button')).toBeInTheDocument();
});

test('empty and malformed fields show the form messages and nothing is sent', async () => {
  renderPage();
  await submit();
  expect(await screen.findByText('Please enter Email')).toBeInTheDocument();
  expect(await screen.findByText('Please enter Verification code')).toBeInTheDocument();

  type('Email', 'not-an-address');
  type('Verification code', '12a');
  await submit();
  expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  // Each field validates on its own; the second message can arrive a tick after the first.
  expect(await screen.findByText('The verification code is 6 digits')).toBeInTheDocument();

  fireEvent.click(tab('Password'));
  await screen.findByTestId('login-password');
  type('Email', 'ada@example.com');
  typePassword('short');
  await submit();
  expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
  expect(loginMock).not.toHaveBeenCalled();
});

test('sending a code checks the e-mail, says where it went, then counts down from the answer', async () => {
  sendMock.mockResolvedValue({
    code: 200,
    message: 'OK',
    data: { resendAfter: 3, validMinutes: 10 },
  });
  renderPage();
  const send = screen.getByTestId('send-code');

  await act(async () => {
    fireEvent.click(send);
  });
  expect(await screen.findByText('Please enter Email')).toBeInTheDocument();
  expect(sendMock).not.toHaveBeenCalled();

  type('Email', ' ada@example.com ');
  await act(async () => {
    fireEvent.click(send);
  });

  await waitFor(() => expect(send).toHaveTextContent('Resend in 3 s'));
  expect(send).toBeDisabled();
  expect(sendMock).toHaveBeenCalledWith({ body: { email: 'ada@example.com', purpose: 'login' } });
  expect(screen.getByTestId('code-sent')).toHaveTextContent(
    'Code sent to a***@example.com; it is valid for 10 minutes.',
  );
  await waitFor(() => expect(send).toHaveTextContent('Resend in 2 s'), { timeout: 2000 });
});

test('signed in already: the page goes on to the redirect target, or to /user, without the form', async () => {
  setToken('tok-0');
  renderPage('?redirect=%2Ftext');
  expect(mockNavigate).toHaveBeenCalledWith('/text');
  expect(screen.queryByTestId('login-submit')).toBeNull();
  renderPage();
  expect(mockNavigate).toHaveBeenLastCalledWith('/user');
  clearToken();
});

test('signing in by code stores token and user and returns to the same-site redirect', async () => {
  loginMock.mockResolvedValue({ code: 200, message: 'OK', data: { token: 'tok-1', user: ada } });
  const app = renderPage('?redirect=%2Ftext%3Fa%3D1');
  expect(screen.getByText('After signing in you will return to /text?a=1.')).toBeInTheDocument();

  type('Email', 'ada@example.com');
  type('Verification code', '123456');
  await submit();

  await waitFor(() => expect(mockPush).toHaveBeenCalledWith('/text?a=1'));
  expect(loginMock).toHaveBeenCalledWith({ body: { email: 'ada@example.com', code: '123456' } });
  expect(getToken()).toBe('tok-1');
  expect(app.getState().user).toEqual({ signedIn: true, current: ada });
});

test.each(['https://evil.example/x', '//evil.example/x', ''])(
  'redirect %p is not followed: signing in by password goes to /user',
  async (redirect) => {
    loginMock.mockResolvedValue({ code: 200, message: 'OK', data: { token: 't', user: ada } });
    renderPage(`?redirect=${encodeURIComponent(redirect)}`);
    fireEvent.click(tab('Password'));
    await screen.findByTestId('login-password');

    type('Email', 'ada@example.com');
    typePassword('correct horse');
    await submit();

    await waitFor(() => expect(mockPush).toHaveBeenCalledWith('/user'));
    expect(loginMock).toHaveBeenCalledWith({
      body: { email: 'ada@example.com', password: 'correct horse' },
    });
  },
);

test('field errors of a 422 answer appear on their fields', async () => {
  loginMock.mockResolvedValue({
    code: 422,
    message: 'Invalid input',
    data: { code: 'The code is wrong or has expired' },
  });
  const app = renderPage();
  type('Email', 'ada@example.com');
  type('Verification code', '000000');
  await submit();

  expect(await screen.findByText('The code is wrong or has expired')).toBeInTheDocument();
  expect(mockPush).not.toHaveBeenCalled();
  expect(app.getState().user.signedIn).toBe(false);
});

test('forgot password: e-mail, code and new password reset it', async () => {
  sendMock.mockResolvedValue({
    code: 200,
    message: 'OK',
    data: { resendAfter: 60, validMinutes: 1 },
  });
  resetMock.mockResolvedValue({ code: 200, message: 'OK', data: null });
  renderPage();
  fireEvent.click(tab('Password'));
  await screen.findByTestId('login-password');
  type('Email', 'ada@example.com');
  fireEvent.click(screen.getByText('Forgot password?'));

  const title = await screen.findByText('Reset password', { selector: '.ant-modal-title' });
  const dialog = title.closest<HTMLElement>('.ant-modal')!;
  await waitFor(() =>
    expect(dialog.querySelector('input[type="email"]')).toHaveValue('ada@example.com'),
  );
  await act(async () => {
    fireEvent.click(screen.getByTestId('reset-send-code'));
  });
  await waitFor(() => expect(screen.getByTestId('reset-send-code')).toBeDisabled());
  expect(sendMock).toHaveBeenCalledWith({ body: { email: 'ada@example.com', purpose: 'reset' } });
  // A reset answers alike for unknown addresses: the note does not claim the mail went out.
  expect(within(dialog).getByTestId('code-sent')).toHaveTextContent(
    'If a***@example.com has an account, a code is on its way; it is valid for 1 minute.',
  );

  fireEvent.change(dialog.querySelector('input[autocomplete="one-time-code"]')!, {
    target: { value: '654321' },
  });
  fireEvent.change(screen.getByLabelText('New password'), {
    target: { value: 'brand new pass' },
  });
  await act(async () => {
    fireEvent.click(screen.getByTestId('reset-submit'));
  });

  await waitFor(() =>
    expect(resetMock).toHaveBeenCalledWith({
      body: { email: 'ada@example.com', code: '654321', password: 'brand new pass' },
    }),
  );
  expect(
    await screen.findByText('Password reset. Sign in with your new password.'),
  ).toBeInTheDocument();
});
