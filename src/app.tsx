import { getLocale, history } from 'umi';
import { message, notification } from 'antd';
import { configureRequest } from '@/request';
import { handleEffectError } from '@/utils/effectError';

// SPEC.md section 9: toasts last 3 s; notifications sit top right, 24 px down, for 4.5 s.
// These cover antd's static APIs; the App component gets the same values from .umirc.ts.
message.config({ duration: 3 });
notification.config({ placement: 'topRight', duration: 4.5, top: 24 });

// The request layer redirects to /404 and /500 and sends the current locale with each call.
configureRequest({ navigate: (path) => history.push(path), getLocale });

export const dva = {
  config: {
    onError: handleEffectError,
  },
};

/** A new page starts at its top; back/forward (POP) keeps the browser's own scroll restoration. */
export function onRouteChange({ action }: { action?: string }) {
  if (action === 'PUSH' || action === 'REPLACE') window.scrollTo(0, 0);
}
