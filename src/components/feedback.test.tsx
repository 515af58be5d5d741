import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { staticFeedback } from '@/utils/feedback';
import { FeedbackProvider, type Feedback, useFeedback } from './feedback';

function Probe({ onReady }: { onReady: (feedback: Feedback) => void }) {
  onReady(useFeedback());
  return null;
}

test('inside the provider, messages and notifications come from its themed instances', async () => {
  let feedback: Feedback | undefined;
  render(
    <ConfigProvider prefixCls="themed">
      <FeedbackProvider>
        <Probe onReady={(value) => (feedback = value)} />
      </FeedbackProvider>
    </ConfigProvider>,
  );
  expect(feedback?.message).not.toBe(staticFeedback.message);
  // Both calls come before the instances have loaded: both are shown once they are in.
  await act(async () => {
    feedback?.message.success('Saved.');
    feedback?.notification.error({ message: 'Request failed', description: 'Try again.' });
  });
  // Rendered under the ConfigProvider: its prefix (and so its theme) applies.
  expect((await screen.findByText('Saved.')).closest('.themed-message')).not.toBeNull();
  const title = await screen.findByText('Request failed');
  expect(title.closest('.themed-notification-topRight')).not.toBeNull();
  expect(screen.getByText('Try again.')).toBeInTheDocument();
  // Loaded: the next toast goes straight to the same holder.
  await act(async () => feedback?.message.warning('Careful.'));
  expect((await screen.findByText('Careful.')).closest('.themed-message')).not.toBeNull();
});

test("outside a provider, antd's static APIs stand in", () => {
  let feedback: Feedback | undefined;
  render(<Probe onReady={(value) => (feedback = value)} />);
  expect(feedback).toBe(staticFeedback);
});

test("the toasts' code is fetched once the page is idle, before any toast asks for it", async () => {
  jest.useFakeTimers();
  const loaded = jest.fn();
  jest.doMock('./FeedbackHolders', () => {
    loaded();
    return { __esModule: true, default: () => null };
  });
  try {
    render(<FeedbackProvider>page</FeedbackProvider>);
    expect(loaded).not.toHaveBeenCalled();
    await act(async () => {
      jest.advanceTimersByTime(2000);
    });
    expect(loaded).toHaveBeenCalledTimes(1);
  } finally {
    jest.dontMock('./FeedbackHolders');
    jest.useRealTimers();
  }
});
