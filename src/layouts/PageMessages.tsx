import { useIntl, useLocation } from 'umi';
import { pendingPageMessages } from '@/utils/locales';

/**
 * Placed beside the route's page inside a Suspense boundary: suspends the page while the messages
 * it shows are still loading (routes outside START_PATHS), so no message id is ever shown in their
 * place. A sibling, not a wrapper, so that the page's own chunk is fetched meanwhile.
 */
export default function PageMessages() {
  const { locale } = useIntl();
  const { pathname } = useLocation();
  const pending = pendingPageMessages(locale, pathname);
  if (pending) throw pending;
  return null;
}
