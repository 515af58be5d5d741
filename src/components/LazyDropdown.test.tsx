import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { FeedbackProvider } from './feedback';
import LazyDropdown from './LazyDropdown';

jest.mock('umi', () => jest.requireActual('@/utils/testing/umiRuntime').umiRuntime());

// The menu's code as a flaky network delivers it: refused until the test lets it through. (antd's
// index requires the same module at start-up, so only reading the component fails.)
const mockNetwork = { offline: true };
jest.mock('antd/es/dropdown', () => {
  const actual = jest.requireActual('antd/es/dropdown');
  return {
    __esModule: true,
    get default() {
      if (mockNetwork.offline) throw new Error('Loading chunk failed');
      return actual.default;
    },
  };
});

test('a menu whose code fails to load says so, and the next click loads and opens it', async () => {
  render(
    <FeedbackProvider>
      <LazyDropdown menu={{ items: [{ key: 'profile', label: 'Profile' }] }}>
        <button type="button">Account</button>
      </LazyDropdown>
    </FeedbackProvider>,
  );
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Account' })));
  expect(
    await screen.findByText('The menu could not be loaded. Check your connection and try again.'),
  ).toBeInTheDocument();
  expect(screen.queryByText('Profile')).not.toBeInTheDocument();

  mockNetwork.offline = false;
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Account' })));
  expect(await screen.findByText('Profile')).toBeInTheDocument();
});
