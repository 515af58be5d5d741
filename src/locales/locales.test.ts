import IntlMessageFormat from 'intl-messageformat';
import { adminNav, footerNav, isNavGroup, mainNav } from '@/layouts/navigation';
import enUS from './en-US';
import zhCN from './zh-CN';

test('en-US and zh-CN have the same keys', () => {
  expect(Object.keys(zhCN).sort()).toEqual(Object.keys(enUS).sort());
});

test('no message is empty, and both locales use the same placeholders', () => {
  for (const [key, en] of Object.entries(enUS)) {
    const zh = zhCN[key as keyof typeof enUS];
    expect(en.trim()).not.toBe('');
    expect(zh.trim()).not.toBe('');
    // Argument names, simple (`{count}`) or formatted (`{count, plural, ...}`).
    const placeholders = (text: string) =>
      [...new Set([...text.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1]))].sort();
    expect([key, placeholders(zh)]).toEqual([key, placeholders(en)]);
  }
});

test('every message is valid ICU message syntax in both locales', () => {
  for (const [messages, locale] of [
    [enUS, 'en-US'],
    [zhCN, 'zh-CN'],
  ] as const) {
    const broken = Object.entries(messages)
      .filter(([, text]) => {
        try {
          new IntlMessageFormat(text, locale);
          return false;
        } catch {
          return true;
        }
      })
      .map(([key]) => key);
    expect(broken).toEqual([]);
  }
});

test('a count before an English noun goes through a plural rule, never "1 recipients"', () => {
  // A number argument followed (after at most one word) by a plural noun.
  const bare =
    /\{\w+\} (?:\w+ )?(?:calls|characters|credits|errors|fields|files|items|messages|minutes|recipients|rows|seconds|tables|tokens)\b/;
  const offenders = Object.entries(enUS).filter(([, text]) => bare.test(text));
  expect(offenders).toEqual([]);
  const format = (key: keyof typeof enUS, values: Record<string, number>) =>
    String(new IntlMessageFormat(enUS[key], 'en-US').format(values));
  expect(format('admin.message.sent', { count: 1 })).toBe('Message sent to 1 recipient.');
  expect(format('admin.message.sent', { count: 2 })).toBe('Message sent to 2 recipients.');
  expect(format('text.history.summary', { tables: 1, fields: 3 })).toBe('1 table, 3 fields');
});

test('every navigation label is a message', () => {
  const labels = [
    ...mainNav.flatMap((item) =>
      isNavGroup(item) ? [item.label, ...item.children.map((l) => l.label)] : [item.label],
    ),
    ...footerNav.flatMap((column) => [column.title, ...column.links.map((l) => l.label)]),
    ...adminNav.map((link) => link.label),
  ];
  for (const label of labels) expect(enUS).toHaveProperty([label]);
});
