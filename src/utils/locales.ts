import antdEnUS from 'antd/es/locale/en_US';
import { addLocale } from 'umi';
import enUSStart from '@/locales/en-US/start';
import { START_PATHS } from '@/locales/startPaths';

/**
 * Adds the default locale (its start-up messages: see START_PATHS) to Umi's locale plugin; called
 * by src/app.tsx before the first render. Every locale lives in a folder of `src/locales`, which the
 * plugin does not read, because the plugin flattens the messages it imports itself, which only
 * works for texts: the production build hands the app parsed messages instead
 * (config/precompiledMessagesPlugin.ts), and `addLocale` takes them as they are.
 */
export function addDefaultLocale(): void {
  addLocale('en-US', enUSStart, { momentLocale: 'en', antd: antdEnUS });
}

/** Languages whose messages load when they are chosen, as a chunk of their own. */
const LOADERS: Record<string, () => Promise<void>> = {
  'zh-CN': async () => {
    const [messages, antd] = await Promise.all([
      import('@/locales/zh-CN'),
      import('antd/es/locale/zh_CN'),
      // Registers the dayjs locale antd's date pickers use, as the plugin does for its own locales.
      import('dayjs/locale/zh-cn'),
    ]);
    addLocale('zh-CN', messages.default, { momentLocale: 'zh-cn', antd: antd.default });
  },
};

const loaded = new Map<string, Promise<void>>();

/**
 * Makes a locale's messages available; resolves at once for the default locale, an unknown one
 * (the plugin falls back to en-US) or one already loaded. A failed load is tried again next time.
 */
export function loadLocale(locale: string): Promise<void> {
  const load = LOADERS[locale];
  if (!load) return Promise.resolve();
  let pending = loaded.get(locale);
  if (!pending) {
    pending = load().catch((error: unknown) => {
      loaded.delete(locale);
      throw error;
    });
    loaded.set(locale, pending);
  }
  return pending;
}

let pageMessages: Promise<void> | undefined;
let pageMessagesState: 'pending' | 'loaded' | 'failed' = 'pending';

/**
 * Adds the default locale's messages that are not start-up code (its own chunk), once; a failed
 * load is tried again next time.
 */
export function loadPageMessages(): Promise<void> {
  pageMessages ??= import('@/locales/en-US/pages').then(
    ({ default: messages }) => {
      addLocale('en-US', messages, { momentLocale: 'en', antd: antdEnUS });
      pageMessagesState = 'loaded';
    },
    (error: unknown) => {
      pageMessages = undefined;
      pageMessagesState = 'failed';
      throw error;
    },
  );
  return pageMessages;
}

/** Whether `pathname` in `locale` needs the default locale's page messages (unknown locales fall back to it). */
function needsPageMessages(locale: string, pathname: string): boolean {
  return !(locale in LOADERS) && !START_PATHS.includes(pathname);
}

/** Makes every message the page at `pathname` shows in `locale` available. */
export function loadMessagesFor(locale: string, pathname: string): Promise<void> {
  const loads = [loadLocale(locale)];
  if (needsPageMessages(locale, pathname)) loads.push(loadPageMessages());
  return Promise.all(loads).then(() => undefined);
}

/**
 * What a route must wait for before it renders (the root layout suspends it meanwhile): the page
 * messages while they load. After a failed load the page renders without them rather than never.
 */
export function pendingPageMessages(locale: string, pathname: string): Promise<void> | undefined {
  if (!needsPageMessages(locale, pathname) || pageMessagesState !== 'pending') return undefined;
  return loadPageMessages().catch(() => undefined);
}

/** Fetches the page messages of `locale` ahead of the first route that needs them. */
export function preloadPageMessages(locale: string): void {
  if (needsPageMessages(locale, '')) loadPageMessages().catch(() => undefined);
}
