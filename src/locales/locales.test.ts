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
    const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    expect(placeholders(zh)).toEqual(placeholders(en));
  }
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
