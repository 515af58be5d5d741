// Matcher types (setupWeb.ts registers the matchers at run time, outside the tsconfig).
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { FeedbackProvider } from '@/components/feedback';
import type { User } from '@/contract/user';
import { getToken, setToken } from '@/request';
import { changePassword, deleteAccount, sendVerifyCode } from '@/services/user';
import { createTestApp } from '@/utils/testing/dvaTestApp';
import { setWidth } from '@/utils/testing/matchMedia';
import UserPage from './index';
import { ada } from '@/utils/testing/fixtures';

/**
 * Umi's runtime is generated at build time, so the `umi` exports the page uses are replaced
 * (`Navigate` records where it sends the visitor); state goes through a real dva store with the
 * real models, and only the service modules are mocked.
 */
jest.mock('umi', () => {
  return {
    ...jest.requireActual('@/utils/testing/umiRuntime').umiRuntime(),
    useLocation: () => ({ pathname: '/user', search: mockSearch.value }),
    useSearchParams: () => [new URLSearchParams(mockSearch.value), jest.fn()],
    Navigate: ({ to }: { to: string }) => {
      mockNavigate(to);
      return null;
    },
    Link: ({ to, children }: { to: string; children: unknown }) => (
      <a href={to}>{children as never}</a>
    ),
  };
});
jest.mock('@/services/user', () => ({
  changePassword: jest.fn(),
  deleteAccount: jest.fn(),
  sendVerifyCode: jest.fn(),
}));
jest.mock('@/services/message', () => ({ findPage: jest.fn() }));
jest.mock('@/services/vip', () => ({ find: jest.fn(), findBalance: jest.fn() }));

const mockSearch = { value: '?tab=security' };
const mockNavigate = jest.fn();

jest.setTimeout(30000);

function renderPage(user: User | null) {
  if (user) setToken('t-1');
  let userModel: object = {};
  jest.isolateModules(() => {
    userModel = (jest.requireActual('@/models/user') as { default: object }).default;
  });
  const message = (jest.requireActual('@/models/message') as { default: object }).default;
  const vip = (jest.requireActual('@/models/vip') as { default: object }).default;
  const app = createTestApp([userModel, message, vip]);
  if (user) app.store.dispatch({ type: 'user/saveCurrent', payload: user });
  render(
    <Provider store={app.store as never}>
      <FeedbackProvider>
        <UserPage />
      </FeedbackProvider>
    </Provider>,
  );
  return app;
}

/** Role queries compute styles over antd's CSS-in-JS and take seconds in jsdom; texts are fast. */
const button = (text: string, scope: HTMLElement = document.body) =>
  within(scope).getByText(text).closest('button')!;
/** A confirm dialog also keeps its title in a hidden `.ant-modal-title`, so it is found by its own. */
const modal = async (title: string, selector = '.ant-modal-title') =>
  (await screen.findByText(title, { selector })).closest<HTMLElement>('.ant-modal')!;
const confirmDialog = (title: string) => modal(title, '.ant-modal-confirm-title');
const change = (input: Element, value: string) => fireEvent.change(input, { target: { value } });
const click = async (element: Element) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

beforeEach(() => {
  jest.resetAllMocks();
  window.localStorage.clear();
  mockSearch.value = '?tab=security';
  setWidth(1366);
});

test('signed-out visitors are sent to sign-in, coming back to the same tab', () => {
  renderPage(null);
  expect(mockNavigate).toHaveBeenCalledWith('/login?redirect=%2Fuser%3Ftab%3Dsecurity');
});

test('deleting asks twice, then deletes with the password, signs out and goes home', async () => {
  (deleteAccount as jest.Mock).mockResolvedValue({ code: 200, message: 'OK', data: null });
  const app = renderPage(ada);

  await click(screen.getByTestId('delete-account'));
  const first = await confirmDialog('Delete your account?');
  expect(deleteAccount).not.toHaveBeenCalled();
  await click(button('Continue', first));

  const second = await modal('Confirm deletion');
  await click(screen.getByTestId('delete-submit'));
  expect(await within(second).findByText('Please enter Password')).toBeInTheDocument();
  expect(deleteAccount).not.toHaveBeenCalled();

  change(within(second).getByLabelText('Account password'), 'correct horse');
  await click(screen.getByTestId('delete-submit'));

  await waitFor(() =>
    expect(deleteAccount).toHaveBeenCalledWith({ body: { password: 'correct horse' } }),
  );
  expect(await screen.findByText('Your account has been deleted.')).toBeInTheDocument();
  expect(getToken()).toBeFalsy();
  expect(app.getState().user.signedIn).toBe(false);
  expect(mockNavigate).toHaveBeenCalledWith('/');
  expect(mockNavigate).not.toHaveBeenCalledWith(expect.stringMatching(/^\/login/));
});

test('cancelling the first question deletes nothing', async () => {
  renderPage(ada);

  await click(screen.getByTestId('delete-account'));
  const first = await confirmDialog('Delete your account?');
  await click(button('Cancel', first));

  await waitFor(() => expect(screen.queryByText('Confirm deletion')).not.toBeInTheDocument());
  expect(deleteAccount).not.toHaveBeenCalled();
});

test('an account without a password deletes with an e-mailed code', async () => {
  (sendVerifyCode as jest.Mock).mockResolvedValue({
    code: 200,
    message: 'OK',
    data: { resendAfter: 60 },
  });
  (deleteAccount as jest.Mock).mockResolvedValue({ code: 200, message: 'OK', data: null });
  renderPage({ ...ada, hasPassword: false });

  await click(screen.getByTestId('delete-account'));
  await click(button('Continue', await confirmDialog('Delete your account?')));
  const second = await modal('Confirm deletion');
  expect(within(second).getByLabelText('Password')).toBeDisabled();

  await click(screen.getByTestId('delete-send-code'));
  expect(sendVerifyCode).toHaveBeenCalledWith({
    body: { email: 'ada@example.com', purpose: 'delete' },
  });
  await waitFor(() =>
    expect(screen.getByTestId('delete-send-code')).toHaveTextContent('Resend in'),
  );

  change(within(second).getByLabelText('Verification code'), '123456');
  await click(screen.getByTestId('delete-submit'));

  await waitFor(() => expect(deleteAccount).toHaveBeenCalledWith({ body: { code: '123456' } }));
});

test('a wrong password keeps the account and shows the server message on the field', async () => {
  (deleteAccount as jest.Mock).mockResolvedValue({
    code: 422,
    message: 'Invalid input',
    data: { password: 'The password is wrong' },
  });
  const app = renderPage(ada);

  await click(screen.getByTestId('delete-account'));
  await click(button('Continue', await confirmDialog('Delete your account?')));
  const second = await modal('Confirm deletion');
  change(within(second).getByLabelText('Account password'), 'not it at all');
  await click(screen.getByTestId('delete-submit'));

  expect(await within(second).findByText('The password is wrong')).toBeInTheDocument();
  expect(app.getState().user.signedIn).toBe(true);
  expect(getToken()).toBe('t-1');
  expect(mockNavigate).not.toHaveBeenCalled();
});

test('a code-only account sets a first password; then the form asks for the current one', async () => {
  (changePassword as jest.Mock).mockResolvedValue({ code: 200, message: 'OK', data: null });
  renderPage({ ...ada, hasPassword: false });
  expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
  const submit = screen.getByTestId('password-submit');
  expect(submit).toHaveTextContent('Set password');

  change(screen.getByLabelText('New password'), 'short');
  change(screen.getByLabelText('Confirm new password'), 'different');
  await click(submit);
  expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
  expect(screen.getByText('The two passwords do not match')).toBeInTheDocument();
  expect(changePassword).not.toHaveBeenCalled();

  change(screen.getByLabelText('New password'), 'first password');
  change(screen.getByLabelText('Confirm new password'), 'first password');
  await click(submit);

  await waitFor(() =>
    expect(changePassword).toHaveBeenCalledWith({ body: { password: 'first password' } }),
  );
  expect(await screen.findByLabelText('Current password')).toBeInTheDocument();
  expect(screen.getByTestId('password-submit')).toHaveTextContent('Change password');
});

test('changing a password sends the current one; a 422 on it shows on that field', async () => {
  (changePassword as jest.Mock).mockResolvedValue({
    code: 422,
    message: 'Invalid input',
    data: { currentPassword: 'The current password is wrong' },
  });
  renderPage(ada);

  await click(screen.getByTestId('password-submit'));
  expect(await screen.findAllByText('Please enter Password')).toHaveLength(2);

  change(screen.getByLabelText('Current password'), 'old password');
  change(screen.getByLabelText('New password'), 'new password 1');
  change(screen.getByLabelText('Confirm new password'), 'new password 1');
  await click(screen.getByTestId('password-submit'));

  await waitFor(() =>
    expect(changePassword).toHaveBeenCalledWith({
      body: { currentPassword: 'old password', password: 'new password 1' },
    }),
  );
  expect(await screen.findByText('The current password is wrong')).toBeInTheDocument();
});
