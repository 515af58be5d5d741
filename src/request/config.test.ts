import { readFileSync } from 'fs';
import { join } from 'path';
import { configureRequest, fileUrl, getApiBase, getFileBase } from './config';

describe('configuration', () => {
  it('starts from the build-time bases and can be overridden', () => {
    expect(getApiBase()).toBe(API_BASE);
    expect(getFileBase()).toBe(FILE_BASE);
    configureRequest({ apiBase: 'http://api.test', fileBase: 'https://files.test/' });
    expect(getApiBase()).toBe('http://api.test');
    expect(fileUrl('/avatars/a.png')).toBe('https://files.test/avatars/a.png');
    expect(fileUrl('https://cdn.test/x.png')).toBe('https://cdn.test/x.png');
  });

  it('pins the progress bar at 2 px', () => {
    const css = readFileSync(join(__dirname, 'nprogress.css'), 'utf8');
    expect(css.replace(/\/\*[\s\S]*?\*\//g, '')).toMatch(
      /#nprogress \.bar\s*\{\s*height:\s*2px;\s*\}/,
    );
  });
});
