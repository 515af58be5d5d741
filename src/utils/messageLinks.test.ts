import { messageParts, messageText } from './messageLinks';

test('links to app pages become link parts, the text around them stays', () => {
  expect(
    messageParts('Start with [the text tool](/text), then [generate](/code-generate?from=text).'),
  ).toEqual([
    { text: 'Start with ' },
    { text: 'the text tool', to: '/text' },
    { text: ', then ' },
    { text: 'generate', to: '/code-generate?from=text' },
    { text: '.' },
  ]);
  expect(messageParts('No links here.')).toEqual([{ text: 'No links here.' }]);
});

test('links off the site or with a scheme stay text as written', () => {
  for (const text of [
    '[x](https://evil.example/)',
    '[x](//evil.example/path)',
    '[x](javascript:alert(1))',
    '[x](/\\evil.example)',
    '[x](data:text/html,hi)',
  ]) {
    expect(messageParts(text)).toEqual([{ text }]);
  }
});

test('the excerpt text keeps the labels without markup', () => {
  expect(messageText('Open [the guide](/code-generate/guide) first.')).toBe(
    'Open the guide first.',
  );
});
