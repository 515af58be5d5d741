import {
  type ComponentType,
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useState,
} from 'react';
import { type Feedback, lazyFeedback, staticFeedback } from '@/utils/feedback';

export type { Feedback } from '@/utils/feedback';

// Outside the provider (a component rendered on its own) antd's static APIs stand in, configured
// alike.
const FeedbackContext = createContext<Feedback>(staticFeedback);

interface Holders {
  Component: ComponentType<{ onReady: (feedback: Feedback) => void }>;
  onReady: (feedback: Feedback) => void;
}

/**
 * Holds the message and notification instances under the app's ConfigProvider, so they follow its
 * theme and locale. antd's App component did this too, but it also brings Modal and Button into
 * the start-up JavaScript; pages that confirm use `Modal.useModal()` in their own chunks instead.
 * The instances and their holders load with the first toast (`lazyFeedback`).
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [holders, setHolders] = useState<Holders>();
  const [value] = useState(() =>
    lazyFeedback(async () => {
      const { default: Component } = await import(
        /* webpackChunkName: "feedback" */ './FeedbackHolders'
      );
      return new Promise<Feedback>((onReady) => setHolders({ Component, onReady }));
    }),
  );
  // The toasts' code is fetched once the page is idle, so that a toast about a lost connection,
  // the first one of many visits, does not wait for a chunk the network can no longer bring.
  useEffect(() => {
    const warm = () => {
      import(/* webpackChunkName: "feedback" */ './FeedbackHolders').catch(() => undefined);
    };
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(warm, { timeout: 5000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(warm, 2000);
    return () => clearTimeout(id);
  }, []);
  return (
    <FeedbackContext.Provider value={value}>
      {holders && <holders.Component onReady={holders.onReady} />}
      {children}
    </FeedbackContext.Provider>
  );
}

/** The message and notification instances of the nearest FeedbackProvider. */
export function useFeedback(): Feedback {
  return useContext(FeedbackContext);
}
