import { wallpaperRenderBody } from '@/contract/wallpaper';
import {
  DEFAULT_SETTINGS,
  formatLines,
  fromQuery,
  parseLines,
  sizeKeyOf,
  toQuery,
} from './settings';

test('highlighted lines read and write as ranges', () => {
  expect(parseLines('1, 3-5,x,9-8, 7')).toEqual([1, 3, 4, 5, 7]);
  expect(parseLines('399-999')).toEqual([399, 400]);
  expect(formatLines([5, 1, 3, 4])).toBe('1,3-5');
  expect(formatLines([])).toBe('');
});

test('a link restores every setting', () => {
  const settings = {
    ...DEFAULT_SETTINGS,
    code: 'fun main() = println("你好")',
    language: 'kotlin' as const,
    theme: 'nord' as const,
    fontSize: 20,
    padding: 12,
    lineNumbers: false,
    highlightLines: [1, 2, 3],
    windowChrome: 'windows' as const,
    title: 'Main.kt',
    background: '#123abc',
    width: 2560,
    height: 1440,
  };
  const restored = fromQuery(new URLSearchParams(toQuery(settings).toString()));
  expect(restored).toEqual(settings);
  // And the server takes what the studio sends.
  expect(wallpaperRenderBody.safeParse(restored).success).toBe(true);
});

test('bad values in a link fall back to the defaults', () => {
  const restored = fromQuery(
    new URLSearchParams('theme=nope&w=99999&fs=abc&bg=url(x)&chrome=linux&lang=cobol'),
  );
  expect(restored).toEqual(DEFAULT_SETTINGS);
  expect(toQuery(DEFAULT_SETTINGS, false).has('code')).toBe(false);
});

test('size presets are recognised', () => {
  expect(sizeKeyOf(3840, 2160)).toBe('4k');
  expect(sizeKeyOf(1000, 1000)).toBe('custom');
});
