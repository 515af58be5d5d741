// Matcher types (setupWeb.ts registers the matchers at run time, outside the tsconfig).
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { User } from '@/contract/user';
import { createTestApp } from '@/utils/testing/dvaTestApp';
import RequireAuth from './RequireAuth';

/** Only the `umi` runtime exports are replaced; the user state is a real dva store slice. */
jest.mock('umi', () => {
  return {
    ...jest.requireActual('@/utils/testing/umiRuntime').umiRuntime(),
    useLocation: () => ({ pathname: '/admin/sys-logs', search: '?tab=notices' }),
    Navigate: ({ to }: { to: string }) => {
      mockNavigate(to);
      return null;
    },
    Link: ({ to, children }: { to: string; children: unknown }) => (
      <a href={to}>{children as never}</a>
    ),
  };
});

const mockNavigate = jest.fn();

const user = (role: User['role']): User => ({
  id: '1',
  email: 'ada@example.com',
  nickname: 'Ada',
  avatar: null,
  bio: '',
  role,
  hasPassword: true,
  createdAt: '2026-11-21T00:00:00.000Z',
});

function renderGuard(state: { signedIn: boolean; current: User | null }, admin = true) {
  const app = createTestApp([{ namespace: 'user', state, reducers: {} }]);
  render(
    <Provider store={app.store as never}>
      <RequireAuth admin={admin}>
        <p>admin content</p>
      </RequireAuth>
    </Provider>,
  );
}

beforeEach(() => jest.clearAllMocks());

test('anonymous visitors go to sign-in and come back to the same page', () => {
  renderGuard({ signedIn: false, current: null });
  expect(mockNavigate).toHaveBeenCalledWith('/login?redirect=%2Fadmin%2Fsys-logs%3Ftab%3Dnotices');
  expect(screen.queryByText('admin content')).not.toBeInTheDocument();
});

test('a signed-in non-admin sees the 403 page', () => {
  renderGuard({ signedIn: true, current: user('user') });
  expect(screen.getByText('Sorry, you are not allowed to open this page.')).toBeInTheDocument();
  expect(screen.queryByText('admin content')).not.toBeInTheDocument();
  expect(mockNavigate).not.toHaveBeenCalled();
});

test('an admin sees the page', () => {
  renderGuard({ signedIn: true, current: user('admin') });
  expect(screen.getByText('admin content')).toBeInTheDocument();
});

test('without `admin`, any signed-in user sees the page', () => {
  renderGuard({ signedIn: true, current: user('user') }, false);
  expect(screen.getByText('admin content')).toBeInTheDocument();
});

test('while the profile loads, neither the page nor 403 shows', () => {
  renderGuard({ signedIn: true, current: null });
  expect(screen.queryByText('admin content')).not.toBeInTheDocument();
  expect(
    screen.queryByText('Sorry, you are not allowed to open this page.'),
  ).not.toBeInTheDocument();
});
