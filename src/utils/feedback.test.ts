import '@testing-library/jest-dom';
import { act, screen } from '@testing-library/react';
import { type Feedback, lazyFeedback, staticFeedback } from './feedback';

function recorder() {
  const shown: string[] = [];
  const record = (kind: string) => (arg: unknown) =>
    shown.push(`${kind} ${typeof arg === 'string' ? arg : (arg as { message: string }).message}`);
  const feedback: Feedback = {
    message: {
      success: record('message.success'),
      info: record('message.info'),
      warning: record('message.warning'),
      error: record('message.error'),
    },
    notification: {
      success: record('notification.success'),
      info: record('notification.info'),
      warning: record('notification.warning'),
      error: record('notification.error'),
    },
  };
  return { shown, feedback };
}

test('calls made while the instances load are shown in order, with one load', async () => {
  const { shown, feedback } = recorder();
  let finish: (value: Feedback) => void = () => undefined;
  const load = jest.fn(() => new Promise<Feedback>((resolve) => (finish = resolve)));
  const lazy = lazyFeedback(load);

  lazy.message.error('first');
  lazy.notification.warning({ message: 'second' });
  lazy.message.success('third');
  expect(shown).toEqual([]);
  finish(feedback);
  await Promise.resolve();

  expect(shown).toEqual([
    'message.error first',
    'notification.warning second',
    'message.success third',
  ]);
  lazy.message.info('fourth');
  expect(shown).toHaveLength(4);
  expect(shown[3]).toBe('message.info fourth');
  expect(load).toHaveBeenCalledTimes(1);
});

test('a failed load is logged, drops what waited for it, and the next call loads again', async () => {
  const { shown, feedback } = recorder();
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const load = jest
    .fn<Promise<Feedback>, []>()
    .mockRejectedValueOnce(new Error('chunk failed'))
    .mockResolvedValue(feedback);
  const lazy = lazyFeedback(load);

  lazy.message.error('lost');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(consoleError).toHaveBeenCalledWith(new Error('chunk failed'));
  lazy.message.error('shown');
  await new Promise((resolve) => setTimeout(resolve, 0));

  expect(load).toHaveBeenCalledTimes(2);
  expect(shown).toEqual(['message.error shown']);
  consoleError.mockRestore();
});

test("the static feedback shows antd's toast and top-right notification", async () => {
  await act(async () => {
    staticFeedback.message.error('Something went wrong');
    staticFeedback.notification.warning({ message: 'Too many requests' });
  });
  expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  const title = await screen.findByText('Too many requests');
  expect(title.closest('.ant-notification-topRight')).not.toBeNull();
});
