import { message, notification } from 'antd';
import type { ConfigOptions, MessageInstance } from 'antd/es/message/interface';
import type { NotificationConfig, NotificationInstance } from 'antd/es/notification/interface';
import { createContext, type ReactNode, useContext, useMemo } from 'react';

/** SPEC.md section 9: toasts last 3 s. */
export const MESSAGE_CONFIG: ConfigOptions = { duration: 3 };
/** SPEC.md section 9: notifications sit top right, 24 px down, for 4.5 s. */
export const NOTIFICATION_CONFIG: NotificationConfig = {
  placement: 'topRight',
  duration: 4.5,
  top: 24,
};

/** Toasts and notifications as pages show them. */
export interface Feedback {
  message: MessageInstance;
  notification: NotificationInstance;
}

// Outside the provider (a component rendered on its own) antd's static APIs stand in; src/app.tsx
// gives them the same configuration.
const FeedbackContext = createContext<Feedback>({ message, notification });

/**
 * Holds the message and notification instances under the app's ConfigProvider, so they follow its
 * theme and locale. antd's App component did this too, but it also brings Modal and Button into
 * the start-up JavaScript; pages that confirm use `Modal.useModal()` in their own chunks instead.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [messageApi, messageHolder] = message.useMessage(MESSAGE_CONFIG);
  const [notificationApi, notificationHolder] = notification.useNotification(NOTIFICATION_CONFIG);
  const value = useMemo(
    () => ({ message: messageApi, notification: notificationApi }),
    [messageApi, notificationApi],
  );
  return (
    <FeedbackContext.Provider value={value}>
      {messageHolder}
      {notificationHolder}
      {children}
    </FeedbackContext.Provider>
  );
}

/** The message and notification instances of the nearest FeedbackProvider. */
export function useFeedback(): Feedback {
  return useContext(FeedbackContext);
}
