import { detectLanguage } from './detect';
import { fittedFontSize, mix } from './layout';
import { wallpaperRenderBody } from '../../../../src/contract/wallpaper';

describe('detectLanguage', () => {
  it.each([
    ['java', 'package com.example;\n\npublic class User {\n  private Long id;\n}'],
    ['kotlin', 'data class User(val id: Long, val name: String)'],
    ['typescript', 'export interface User {\n  id: number;\n  name?: string;\n}'],
    ['javascript', 'const add = (a, b) => a + b;\nconsole.log(add(1, 2));'],
    ['go', 'type User struct {\n\tID int64\n}'],
    ['python', 'def add(a: int, b: int) -> int:\n    return a + b'],
    ['csharp', 'namespace Demo;\npublic class User { public int Id { get; set; } }'],
    ['sql', 'CREATE TABLE user (id BIGINT PRIMARY KEY);'],
    ['xml', '<?xml version="1.0"?>\n<project><artifactId>demo</artifactId></project>'],
    ['json', '{ "id": 1, "tags": ["a"] }'],
    ['yaml', 'server:\n  port: 8080\nspring:\n  application:\n    name: demo'],
    ['text', 'just some words'],
  ])('recognises %s', (language, code) => {
    expect(detectLanguage(code)).toBe(language);
  });
});

describe('layout helpers', () => {
  it('mixes hex colours', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#fff', '#000', 1)).toBe('#000000');
    expect(mix('rgb(1,2,3)', '#000', 0.5)).toBe('rgb(1,2,3)');
  });

  it('shrinks the font so long code fits, never below the minimum', () => {
    const settings = wallpaperRenderBody.parse({
      code: 'x',
      width: 1920,
      height: 1080,
      fontSize: 40,
    });
    const line = [{ content: 'x' }];
    expect(fittedFontSize(settings, [line])).toBe(40);
    expect(
      fittedFontSize(
        settings,
        Array.from({ length: 60 }, () => line),
      ),
    ).toBeLessThan(40);
    expect(
      fittedFontSize(
        settings,
        Array.from({ length: 400 }, () => line),
      ),
    ).toBe(8);
  });
});
