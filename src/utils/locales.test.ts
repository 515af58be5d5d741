import fs from 'node:fs';
import path from 'node:path';
import zhCN from '@/locales/zh-CN';
import { loadLocale } from './locales';

const mockAddLocale = jest.fn();
jest.mock('umi', () => ({ addLocale: (...args: unknown[]) => mockAddLocale(...args) }));

test('the default locale needs nothing loaded', async () => {
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

test('only the default locale is a file of src/locales, which the plugin bundles at start', () => {
  // Umi's locale plugin imports every `xx-YY.ts` directly in src/locales into the entry chunk.
  const direct = fs
    .readdirSync(path.join(__dirname, '../locales'))
    .filter((name) => /^[a-z]{2}-[A-Z]{2}\.(ts|js|json)$/.test(name));
  expect(direct).toEqual(['en-US.ts']);
});
