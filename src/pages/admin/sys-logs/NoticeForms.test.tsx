// Matcher types (setupWeb.ts registers the matchers at run time, outside the tsconfig).
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { FeedbackProvider } from '@/components/feedback';
import adminModel from '@/models/admin';
import { createMessage, createTip } from '@/services/admin';
import { createTestApp } from '@/utils/testing/dvaTestApp';
import { setWidth } from '@/utils/testing/matchMedia';
import NoticeForms from './NoticeForms';

/** Only the `umi` runtime exports and the admin service module are replaced. */
jest.mock('umi', () => {
  return {
    ...jest.requireActual('@/utils/testing/umiRuntime').umiRuntime(),
  };
});
jest.mock('@/services/admin', () => ({
  createMessage: jest.fn(),
  createTip: jest.fn(),
  statisticalAnalysis: jest.fn(),
}));

jest.setTimeout(30000);

function renderForms() {
  const app = createTestApp([adminModel]);
  render(
    <Provider store={app.store as never}>
      <FeedbackProvider>
        <NoticeForms />
      </FeedbackProvider>
    </Provider>,
  );
}

/** Each form by its aria-label (both have "Title" and "Content"); optional labels end in "(optional)". */
const form = (name: string) => screen.getByLabelText(name) as HTMLElement;
const change = (scope: HTMLElement, label: string | RegExp, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
const submit = async (scope: HTMLElement, text: string) => {
  await act(async () => {
    fireEvent.click(within(scope).getByText(text).closest('button')!);
  });
};

beforeEach(() => {
  jest.resetAllMocks();
  setWidth(1366);
});

test('a message needs title and content; an empty recipient sends to everyone', async () => {
  (createMessage as jest.Mock).mockResolvedValue({ code: 200, message: 'OK', data: { sent: 12 } });
  renderForms();
  const scope = form('Send a message');

  await submit(scope, 'Send message');
  expect(await within(scope).findByText('Please enter Title')).toBeInTheDocument();
  expect(within(scope).getByText('Please enter Content')).toBeInTheDocument();

  change(scope, 'Title', ' Maintenance ');
  change(scope, 'Content', 'Tonight 22:00 UTC');
  change(scope, /^Recipient e-mail/, 'not-an-address');
  await submit(scope, 'Send message');
  expect(await within(scope).findByText('Please enter a valid email address')).toBeInTheDocument();
  expect(createMessage).not.toHaveBeenCalled();

  change(scope, /^Recipient e-mail/, '');
  await submit(scope, 'Send message');

  await waitFor(() =>
    expect(createMessage).toHaveBeenCalledWith({
      body: { title: 'Maintenance', content: 'Tonight 22:00 UTC', email: undefined },
    }),
  );
  expect(await screen.findByText('Message sent to 12 recipients.')).toBeInTheDocument();
});

test('a tip link must be http(s) or a site path; a 422 shows on its field', async () => {
  (createTip as jest.Mock).mockResolvedValue({
    code: 422,
    message: 'Invalid input',
    data: { title: 'Title is taken' },
  });
  renderForms();
  const scope = form('Publish a tip');
  change(scope, 'Title', 'New');
  change(scope, 'Content', 'Try the parser');
  change(scope, /^Link/, 'javascript:alert(1)');
  await submit(scope, 'Publish tip');
  expect(await within(scope).findByText('Please enter a valid link')).toBeInTheDocument();
  expect(createTip).not.toHaveBeenCalled();

  change(scope, /^Link/, '/text');
  await submit(scope, 'Publish tip');

  await waitFor(() =>
    expect(createTip).toHaveBeenCalledWith({
      body: { type: 'home', title: 'New', content: 'Try the parser', link: '/text' },
    }),
  );
  expect(await within(scope).findByText('Title is taken')).toBeInTheDocument();
});
