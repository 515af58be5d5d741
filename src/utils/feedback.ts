import type { ConfigOptions } from 'antd/es/message/interface';
import type { ArgsProps, NotificationConfig } from 'antd/es/notification/interface';

/** SPEC.md section 9: toasts last 3 s. */
export const MESSAGE_CONFIG: ConfigOptions = { duration: 3 };
/** SPEC.md section 9: notifications sit top right, 24 px down, for 4.5 s. */
export const NOTIFICATION_CONFIG: NotificationConfig = {
  placement: 'topRight',
  duration: 4.5,
  top: 24,
};

type Level = 'success' | 'info' | 'warning' | 'error';

/** Toasts (antd's message) by level. */
export type Toasts = Record<Level, (content: string) => void>;
/** Notifications (antd's notification) by level. */
export type Notices = Record<Level, (args: ArgsProps) => void>;

/** Toasts and notifications as pages show them. */
export interface Feedback {
  message: Toasts;
  notification: Notices;
}

function byLevel<A>(show: (level: Level, arg: A) => void): Record<Level, (arg: A) => void> {
  return {
    success: (arg) => show('success', arg),
    info: (arg) => show('info', arg),
    warning: (arg) => show('warning', arg),
    error: (arg) => show('error', arg),
  };
}

/**
 * Feedback whose first call loads the real instances: antd's message and notification are some
 * 20 KB (gzip) that most visits never need, so they stay out of the start-up JavaScript. Calls made
 * while they load are shown in order once they are in; later calls go straight through. A failed
 * load (the chunk could not be fetched) drops the calls waiting for it and the next call tries again.
 */
export function lazyFeedback(load: () => Promise<Feedback>): Feedback {
  let loaded: Feedback | undefined;
  let waiting: ((feedback: Feedback) => void)[] = [];
  const run = (show: (feedback: Feedback) => void) => {
    if (loaded) {
      show(loaded);
      return;
    }
    waiting.push(show);
    if (waiting.length > 1) return;
    load().then(
      (feedback) => {
        loaded = feedback;
        const calls = waiting;
        waiting = [];
        for (const call of calls) call(feedback);
      },
      (error: unknown) => {
        waiting = [];
        console.error(error);
      },
    );
  };
  return {
    message: byLevel<string>((level, content) => run((f) => f.message[level](content))),
    notification: byLevel<ArgsProps>((level, args) => run((f) => f.notification[level](args))),
  };
}

/**
 * antd's static APIs, configured as the root layout's instances: for failures before the layout has
 * mounted, dva's effect errors and components rendered outside the layout (tests). They render
 * outside the app's tree; src/app.tsx gives them the app's theme (`ConfigProvider.config`). Their
 * chunk is named (FeedbackProvider's too): Umi's build gathers what unnamed lazy chunks share into
 * one chunk, which had put these with the editor's and the table's code (210 KB gzip).
 */
export const staticFeedback: Feedback = lazyFeedback(async () => {
  const [{ default: message }, { default: notification }] = await Promise.all([
    import(/* webpackChunkName: "feedback" */ 'antd/es/message'),
    import(/* webpackChunkName: "feedback" */ 'antd/es/notification'),
  ]);
  message.config(MESSAGE_CONFIG);
  notification.config(NOTIFICATION_CONFIG);
  return { message, notification };
});
