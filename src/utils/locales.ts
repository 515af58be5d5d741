import antdEnUS from 'antd/es/locale/en_US';
import { addLocale } from 'umi';
import enUS from '@/locales/en-US';

/**
 * Adds the default locale (its messages are in the start-up bundle) to Umi's locale plugin; called
 * by src/app.tsx before the first render. Every locale lives in a folder of `src/locales`, which the
 * plugin does not read, because the plugin flattens the messages it imports itself, which only
 * works for texts: the production build hands the app parsed messages instead
 * (config/precompiledMessagesPlugin.ts), and `addLocale` takes them as they are.
 */
export function addDefaultLocale(): void {
  addLocale('en-US', enUS, { momentLocale: 'en', antd: antdEnUS });
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
