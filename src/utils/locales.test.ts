import fs from 'node:fs';
import path from 'node:path';
import enUS from '@/locales/en-US';
import zhCN from '@/locales/zh-CN';
import type * as Locales from './locales';
import { addDefaultLocale, loadLocale } from './locales';

const mockAddLocale = jest.fn();
jest.mock('umi', () => ({ addLocale: (...args: unknown[]) => mockAddLocale(...args) }));

test('the default locale is added with its messages and antd texts, and needs nothing loaded', async () => {
  addDefaultLocale();
  expect(mockAddLocale).toHaveBeenCalledTimes(1);
  const [name, messages, extra] = mockAddLocale.mock.calls[0] as [
    string,
    object,
    { momentLocale: string; antd: { locale: string } },
  ];
  expect(name).toBe('en-US');
  expect(messages).toBe(enUS);
  expect(extra.momentLocale).toBe('en');
  expect(extra.antd.locale).toBe('en');
  mockAddLocale.mockClear();
  await loadLocale('en-US');
  expect(mockAddLocale).not.toHaveBeenCalled();
});

test('zh-CN is added to the locale plugin once, with its messages and antd texts', async () => {
  await Promise.all([loadLocale('zh-CN'), loadLocale('zh-CN')]);
  await loadLocale('zh-CN');
  expect(mockAddLocale).toHaveBeenCalledTimes(1);
  const [name, messages, extra] = mockAddLocale.mock.calls[0] as [
    string,
    object,
    { momentLocale: string; antd: { locale: string } },
  ];
  expect(name).toBe('zh-CN');
  expect(messages).toBe(zhCN);
  expect(extra.momentLocale).toBe('zh-cn');
  expect(extra.antd.locale).toBe('zh-cn');
});

test('no locale is a file of src/locales, which the plugin would import and flatten itself', () => {
  // Umi's locale plugin imports every `xx-YY.ts` directly in src/locales into the entry chunk and
  // keeps only their texts: the parsed messages of the production build would be lost.
  const direct = fs
    .readdirSync(path.join(__dirname, '../locales'))
    .filter((name) => /^[a-z]{2}-[A-Z]{2}\.(ts|js|json)$/.test(name));
  expect(direct).toEqual([]);
});

describe('page messages of the default locale', () => {
  // Fresh module state: which chunks have loaded is remembered per module instance.
  let locales: typeof Locales;
  beforeEach(() => {
    jest.isolateModules(() => {
      locales = jest.requireActual<typeof Locales>('./locales');
    });
    mockAddLocale.mockClear();
  });

  test('a start path renders with the start-up messages alone; any other route waits for the rest', async () => {
    await locales.loadMessagesFor('en-US', '/');
    expect(locales.pendingPageMessages('en-US', '/500')).toBeUndefined();
    expect(mockAddLocale).not.toHaveBeenCalled();
    const pending = locales.pendingPageMessages('en-US', '/text');
    expect(pending).toBeInstanceOf(Promise);
    await pending;
    expect(mockAddLocale).toHaveBeenCalledTimes(1);
    expect(mockAddLocale.mock.calls[0]?.[0]).toBe('en-US');
    expect(locales.pendingPageMessages('en-US', '/text')).toBeUndefined();
  });

  test('another locale brings its own messages and needs none of the default page messages', async () => {
    expect(locales.pendingPageMessages('zh-CN', '/text')).toBeUndefined();
    await locales.loadMessagesFor('zh-CN', '/text');
    expect(mockAddLocale.mock.calls.map(([name]) => name as string)).toEqual(['zh-CN']);
  });
});
