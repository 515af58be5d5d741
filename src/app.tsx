import { getLocale, history } from 'umi';
import { message, notification } from 'antd';
import { MESSAGE_CONFIG, NOTIFICATION_CONFIG } from '@/components/feedback';
import { configureRequest } from '@/request';
import { handleEffectError } from '@/utils/effectError';
import { loadLocale } from '@/utils/locales';

// antd's static APIs (used before the layout's instances exist) show feedback as the layout does.
message.config(MESSAGE_CONFIG);
notification.config(NOTIFICATION_CONFIG);

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

/**
 * A visitor who chose a language other than the default gets its messages before the first render.
 * Should they fail to load, the app still renders (the locale plugin falls back to English).
 */
export function render(oldRender: () => void) {
  loadLocale(getLocale()).then(oldRender, (error: unknown) => {
    console.error(error);
    oldRender();
  });
}
