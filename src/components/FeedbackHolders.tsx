import message from 'antd/es/message';
import notification from 'antd/es/notification';
import { useEffect } from 'react';
import { MESSAGE_CONFIG, NOTIFICATION_CONFIG, type Feedback } from '@/utils/feedback';

/**
 * antd's message and notification instances with their holders, rendered where FeedbackProvider
 * puts them (under the app's ConfigProvider). Loaded with the first toast; hands the instances over
 * once the holders are mounted, since an instance called before its holder shows nothing.
 */
export default function FeedbackHolders({ onReady }: { onReady: (feedback: Feedback) => void }) {
  const [messageApi, messageHolder] = message.useMessage(MESSAGE_CONFIG);
  const [notificationApi, notificationHolder] = notification.useNotification(NOTIFICATION_CONFIG);
  useEffect(
    () => onReady({ message: messageApi, notification: notificationApi }),
    [onReady, messageApi, notificationApi],
  );
  return (
    <>
      {messageHolder}
      {notificationHolder}
    </>
  );
}
