import { addLocale } from 'umi';

/**
 * Languages whose messages load when they are chosen. Umi's locale plugin imports every file
 * directly in `src/locales` into the start-up bundle, so only the default (en-US) stays there;
 * the others live in a folder of their own and are added to the plugin with `addLocale`.
 */
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
