import vm from 'node:vm';
import IntlMessageFormat from 'intl-messageformat';
import { precompiledMessagesSource } from '../../config/precompiledMessagesPlugin';
import enUS from './en-US';
import zhCN from './zh-CN';

/** The module the production build hands the app for a locale, evaluated. */
function precompiled(messages: Record<string, string>): Record<string, unknown> {
  const source = precompiledMessagesSource(messages);
  // Plain data: nothing to import, so the browser gets no parser with it.
  expect(source).not.toMatch(/^\s*import\b/m);
  const context: { messages?: Record<string, unknown> } = {};
  vm.runInNewContext(source.replace(/^export default /m, 'messages = '), context);
  return context.messages ?? {};
}

test.each([
  ['en-US', enUS],
  ['zh-CN', zhCN],
] as const)('every %s message formats from its parsed form as from its text', (locale, texts) => {
  const parsed = precompiled(texts);
  expect(Object.keys(parsed).sort()).toEqual(Object.keys(texts).sort());
  for (const [id, text] of Object.entries(texts)) {
    // Every argument a number: counts pick their plural form, the rest print it.
    const names = [...text.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1]);
    const values = Object.fromEntries(names.map((name) => [name, 2]));
    const fromText = new IntlMessageFormat(text, locale).format(values);
    const fromParsed = new IntlMessageFormat(parsed[id] as never, locale).format(values);
    expect([id, fromParsed]).toEqual([id, fromText]);
  }
});

test('a plural message keeps its forms', () => {
  const parsed = precompiled({
    sent: 'Message sent to {count, plural, one {# recipient} other {# recipients}}.',
  });
  const format = (count: number) =>
    new IntlMessageFormat(parsed.sent as never, 'en-US').format({ count });
  expect(format(1)).toBe('Message sent to 1 recipient.');
  expect(format(1200)).toBe('Message sent to 1,200 recipients.');
});

test('a message that does not parse fails the build, naming it', () => {
  expect(() => precompiledMessagesSource({ 'broken.one': 'Hello {name' })).toThrow(/broken\.one/);
});

test('a message with a skeleton style fails the build, as the browser build cannot format it', () => {
  expect(() =>
    precompiledMessagesSource({ total: 'Total: {n, plural, other {{n, number, ::currency/EUR}}}' }),
  ).toThrow(/message total has a skeleton style/);
  expect(() => precompiledMessagesSource({ when: 'On {d, date, ::yyyyMMdd}' })).toThrow(
    /message when has a skeleton style/,
  );
});
