// Matcher types (setupWeb.ts registers the matchers at run time, outside the tsconfig).
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { setToken } from '@/request';
import { findPage } from '@/services/message';
import { logout, userInfo } from '@/services/user';
import { createTestApp } from '@/utils/testing/dvaTestApp';
import { setWidth } from '@/utils/testing/matchMedia';
import BasicLayout from './index';
import { ada } from '@/utils/testing/fixtures';

/**
 * Umi's runtime is generated at build time, so the few `umi` exports the layout uses are replaced:
 * links become anchors, the page outlet a marker, messages come from the real en-US file.
 * State and dispatch go through a real dva store with the real user model.
 */
jest.mock('umi', () => {
  return {
    ...jest.requireActual('@/utils/testing/umiRuntime').umiRuntime(),
    Link: ({ to, children, ...rest }: { to: string; children: unknown }) => (
      <a href={to} {...rest}>
        {children as never}
      </a>
    ),
    Outlet: () => <main data-testid="page" />,
    useLocation: () => mockLocation,
    getLocale: () => 'en-US',
    setLocale: (...args: unknown[]) => mockSetLocale(...args),
    addLocale: (...args: unknown[]) => mockAddLocale(...args),
    history: { push: (path: string) => mockPush(path) },
  };
});
jest.mock('@/services/user', () => ({ logout: jest.fn(), userInfo: jest.fn() }));
jest.mock('@/services/message', () => ({ findPage: jest.fn() }));
jest.mock('@/services/releaseLog', () => ({
  fetchNews: jest.fn(async () => ({
    code: 200,
    message: 'success',
    data: { latestAt: '2026-11-26T00:00:00.000Z', seenAt: null },
  })),
}));

const mockLocation = { pathname: '/text', search: '' };
const mockSetLocale = jest.fn();
const mockAddLocale = jest.fn();
const mockPush = jest.fn();

/** Renders inside an async act so rc-menu's follow-up update (a microtask) lands in it too. */
async function renderLayout() {
  // The user model reads the token when it loads, so load it after the test set the token.
  let userModel: object = {};
  jest.isolateModules(() => {
    userModel = (jest.requireActual('@/models/user') as { default: object }).default;
  });
  const messageModel = (jest.requireActual('@/models/message') as { default: object }).default;
  const releaseLogModel = (jest.requireActual('@/models/releaseLog') as { default: object })
    .default;
  const app = createTestApp([userModel, messageModel, releaseLogModel]);
  await act(async () => {
    render(
      <Provider store={app.store as never}>
        <BasicLayout />
      </Provider>,
    );
  });
  return app;
}

// antd renders a lot of DOM; role queries over it are slow in jsdom.
jest.setTimeout(20000);

/** The element a text sits in, up to its link. */
const linkOf = (scope: HTMLElement, text: string) => within(scope).getByText(text).closest('a');
const mainNav = () => document.querySelector<HTMLElement>('nav[aria-label="main"]');

beforeEach(() => {
  jest.clearAllMocks();
  (findPage as jest.Mock).mockResolvedValue({
    code: 200,
    message: 'OK',
    data: { list: [], total: 4, page: 1, pageSize: 1, unread: 4 },
  });
  window.localStorage.clear();
  setWidth(1366);
});

test('the header links every public page and renders the page in the outlet', async () => {
  await renderLayout();
  const nav = mainNav()!;
  expect(linkOf(nav, 'Home')).toHaveAttribute('href', '/');
  expect(linkOf(nav, 'Text parser')).toHaveAttribute('href', '/text');
  for (const group of ['Code generator', 'Tools', 'Community']) {
    expect(within(nav).getByText(group)).toBeInTheDocument();
  }
  expect(screen.getByTestId('page')).toBeInTheDocument();
});

test('the footer links release log, feedback, issues and sponsor', async () => {
  await renderLayout();
  const community = document.querySelector<HTMLElement>('nav[aria-label="Community"]')!;
  const links = [...community.querySelectorAll('a')];
  expect(links.map((link) => link.getAttribute('href'))).toEqual([
    '/release-log',
    '/feedback',
    '/issues',
    '/sponsor',
  ]);
});

test('without a token the user menu offers sign-in that returns to the current page', async () => {
  await renderLayout();
  expect(screen.getByRole('link', { name: /Sign in/ })).toHaveAttribute(
    'href',
    '/login?redirect=%2Ftext',
  );
  expect(userInfo).not.toHaveBeenCalled();
});

test('with a token the user menu shows the account, its profile link, and signs out to home', async () => {
  setToken('t-1');
  (userInfo as jest.Mock).mockResolvedValue({ code: 200, message: 'OK', data: ada });
  (logout as jest.Mock).mockResolvedValue({ code: 200, message: 'OK', data: null });
  const app = await renderLayout();

  // Test ids rather than role queries: role queries over the whole layout are slow in jsdom.
  const account = await screen.findByTestId('user-menu');
  expect(account).toHaveAccessibleName('Account');
  await waitFor(() => expect(account).toHaveTextContent('Ada'));
  expect(screen.queryByTestId('header-sign-in')).not.toBeInTheDocument();

  fireEvent.click(account);
  fireEvent.click(await screen.findByText('Profile'));
  expect(mockPush).toHaveBeenCalledWith('/user');

  // The first opening wrapped the button in antd's Dropdown, which mounted it anew.
  fireEvent.click(screen.getByTestId('user-menu'));
  await act(async () => {
    fireEvent.click(await screen.findByText('Sign out'));
  });
  expect(logout).toHaveBeenCalledTimes(1);
  expect(mockPush).toHaveBeenLastCalledWith('/');
  await screen.findByTestId('header-sign-in');
  expect(app.getState().user.signedIn).toBe(false);
});

test('an admin also finds the admin pages in the user menu', async () => {
  setToken('t-1');
  (userInfo as jest.Mock).mockResolvedValue({
    code: 200,
    message: 'OK',
    data: { ...ada, role: 'admin' },
  });
  await renderLayout();

  const account = screen.getByLabelText('Account');
  await waitFor(() => expect(account).toHaveTextContent('Ada'));
  fireEvent.click(account);
  fireEvent.click(await screen.findByText('System logs'));
  expect(mockPush).toHaveBeenCalledWith('/admin/sys-logs');
  expect(screen.getByText('Statistics')).toBeInTheDocument();
});

test('the page language is set on the document', async () => {
  await renderLayout();
  expect(document.documentElement.lang).toBe('en-US');
});

test('the language switch loads the chosen locale, then sets it without a reload', async () => {
  await renderLayout();
  // By its label: a role query over the whole layout is slow in jsdom.
  fireEvent.click(screen.getByLabelText('Language'));
  fireEvent.click(await screen.findByText('简体中文'));
  await waitFor(() => expect(mockSetLocale).toHaveBeenCalledWith('zh-CN', false));
  expect(mockAddLocale).toHaveBeenCalledWith(
    'zh-CN',
    expect.objectContaining({ 'lang.label': '语言' }),
    expect.objectContaining({ momentLocale: 'zh-cn' }),
  );
  expect(mockAddLocale.mock.invocationCallOrder[0]).toBeLessThan(
    mockSetLocale.mock.invocationCallOrder[0],
  );
});

test('on a narrow screen the navigation moves into a drawer', async () => {
  setWidth(390);
  await renderLayout();
  expect(mainNav()).toBeNull();

  fireEvent.click(screen.getByLabelText('Open menu'));

  await waitFor(() => expect(mainNav()).not.toBeNull());
  expect(linkOf(mainNav()!, 'Release log')).toHaveAttribute('href', '/release-log');
  expect(linkOf(mainNav()!, 'Guide')).toHaveAttribute('href', '/code-generate/guide');
});

test('signed in, the header shows the unread count from the message model', async () => {
  setToken('t-1');
  (userInfo as jest.Mock).mockResolvedValue({ code: 200, message: 'OK', data: ada });
  const app = await renderLayout();

  const badge = await screen.findByTestId('unread-badge');
  await waitFor(() => expect(badge).toHaveTextContent('4'));
  expect(badge).toHaveAttribute('href', '/user?tab=messages');
  expect(findPage).toHaveBeenCalledWith({ body: { page: 1, pageSize: 1, unread: true } });

  // Reading a message elsewhere lowers the count the badge shows.
  act(() => {
    app.store.dispatch({ type: 'message/saveUnread', payload: 1 });
  });
  expect(badge).toHaveTextContent('1');
});

test('a 901 answer to the profile call shows "Sign in" again', async () => {
  setToken('stale');
  (userInfo as jest.Mock).mockImplementation(async () => {
    // The request layer drops the stored token when the BFF answers 901.
    window.localStorage.removeItem('token');
    return { code: 901, message: 'Please sign in' };
  });
  const app = await renderLayout();

  expect(await screen.findByTestId('header-sign-in')).toHaveTextContent('Sign in');
  expect(app.getState().user).toEqual({ signedIn: false, current: null });
  expect(findPage).not.toHaveBeenCalled();
});

test("the header's What's new badge shows when an entry was published since the last look", async () => {
  localStorage.removeItem('releaseLogSeenAt');
  await renderLayout();
  await waitFor(() =>
    expect(screen.getByTestId('whats-new-badge')).toHaveAttribute('data-fresh', 'true'),
  );
});

test('the header marks the link of the current page', async () => {
  await renderLayout();
  const nav = mainNav()!;
  expect(linkOf(nav, 'Text parser')).toHaveAttribute('aria-current', 'page');
  expect(linkOf(nav, 'Home')).not.toHaveAttribute('aria-current');
});

test('a navigation group opens from the keyboard and closes with Escape', async () => {
  await renderLayout();
  const nav = mainNav()!;
  const group = within(nav).getByText('Community').closest('button')!;
  expect(group).toHaveAttribute('aria-expanded', 'false');
  const list = document.getElementById(group.getAttribute('aria-controls')!)!;
  expect(list).not.toBeVisible();

  // Enter and Space fire a click with no detail.
  fireEvent.click(group, { detail: 0 });
  expect(group).toHaveAttribute('aria-expanded', 'true');
  expect(list).toBeVisible();
  expect(linkOf(list, 'Issues')).toHaveAttribute('href', '/issues');

  fireEvent.keyDown(linkOf(list, 'Issues')!, { key: 'Escape' });
  expect(group).toHaveAttribute('aria-expanded', 'false');
  expect(group).toHaveFocus();
});

test('signed in with more than 99 unread messages, the header shows 99+', async () => {
  setToken('t-1');
  (userInfo as jest.Mock).mockResolvedValue({ code: 200, message: 'OK', data: ada });
  (findPage as jest.Mock).mockResolvedValue({
    code: 200,
    message: 'OK',
    data: { list: [], total: 120, page: 1, pageSize: 1, unread: 120 },
  });
  await renderLayout();
  await waitFor(() => expect(screen.getByTestId('unread-badge')).toHaveTextContent('99+'));
});
