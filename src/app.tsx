import { getLocale, history } from 'umi';
import { ConfigProvider } from 'antd';
import { startTransition, type ReactNode } from 'react';
import { configureRequest, preloadRequestStack } from '@/request';
import { THEME } from '@/theme';
import { handleEffectError } from '@/utils/effectError';
import { addDefaultLocale, loadMessagesFor } from '@/utils/locales';
import { applyStartStyles } from '@/utils/startStyles';

// antd's static message and notification (used before the layout's instances exist, loaded on first
// use by src/utils/feedback.ts) take the layout's theme.
ConfigProvider.config({ theme: THEME });

// The request layer redirects to /404 and /500 and sends the current locale with each call.
configureRequest({ navigate: (path) => history.push(path), getLocale });

/** The theme for the whole app, around the locale plugin's ConfigProvider (which adds antd's texts). */
export function rootContainer(container: ReactNode) {
  return <ConfigProvider theme={THEME}>{container}</ConfigProvider>;
}

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
 * The calls' machinery starts loading beside the first route's chunks (it is not needed to render).
 * The default locale's start-up messages are added, and a visitor who chose another language gets
 * its messages (a page outside START_PATHS the rest of the default ones), before the first render;
 * so is antd's build-time stylesheet applied. Should the messages fail to load, the app still
 * renders (the locale plugin falls back to English). The first render is a transition: React then
 * renders the tree in slices of a few milliseconds, yielding to the browser between them, instead of
 * one long task that a phone's input would wait behind; the app shell stays painted meanwhile.
 */
export function render(oldRender: () => void) {
  preloadRequestStack();
  // Here, not at this module's start: adding a locale reads the current one through Umi's plugin
  // runtime, which exists once Umi has begun to render.
  addDefaultLocale();
  const messages = loadMessagesFor(getLocale(), history.location.pathname).catch((error: unknown) =>
    console.error(error),
  );
  Promise.all([messages, applyStartStyles()]).then(() => startTransition(oldRender));
}
