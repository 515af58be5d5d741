import { render } from '@testing-library/react';
import Markdown from '.';
import { safeImage, safeLink } from './safeUrl';

/** Hostile markdown and HTML must come out inert: no script, no handler, no javascript: URL. */
function html(source: string): HTMLElement {
  return render(<Markdown>{source}</Markdown>).container;
}

function expectInert(container: HTMLElement): void {
  expect(container.querySelector('script, iframe, object, embed, style, form')).toBeNull();
  for (const el of Array.from(container.querySelectorAll('*'))) {
    for (const attr of Array.from(el.attributes)) {
      expect(attr.name).not.toMatch(/^on/i);
      expect(attr.value).not.toMatch(/^\s*(javascript|vbscript|data):/i);
    }
  }
}

describe('Markdown', () => {
  it('renders GitHub-flavoured markdown', () => {
    const container = html(
      '# Title\n\n**bold** and a [link](https://example.com)\n\n| a | b |\n|---|---|\n| 1 | 2 |',
    );
    expect(container.querySelector('h1')?.textContent).toBe('Title');
    expect(container.querySelector('strong')?.textContent).toBe('bold');
    const link = container.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://example.com');
    expect(link?.getAttribute('rel')).toContain('noopener');
    expect(container.querySelector('table td')?.textContent).toBe('1');
  });

  it('never renders raw HTML: script tags and event attributes do not become elements', () => {
    const container = html(
      '<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\n<div onclick="alert(1)">hi</div>\n\n<iframe src="https://evil.example"></iframe>',
    );
    expectInert(container);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent?.trim()).toBe('');
  });

  it('drops javascript:, data: and vbscript: links and images', () => {
    const container = html(
      [
        '[click](javascript:alert(1))',
        '[encoded](JaVaScRiPt:alert(1))',
        '[spaced]( javascript:alert(1))',
        '[data](data:text/html;base64,PHNjcmlwdD4=)',
        '[vb](vbscript:msgbox)',
        '![pic](javascript:alert(1))',
        '![pic2](data:image/png;base64,AAAA)',
        '<javascript:alert(1)>',
        '[ref][x]\n\n[x]: javascript:alert(1)',
      ].join('\n\n'),
    );
    expectInert(container);
    expect(container.querySelectorAll('a[href]')).toHaveLength(0);
    expect(container.querySelectorAll('img')).toHaveLength(0);
    expect(container.textContent).toContain('click');
  });

  it('shows images only from http(s) or this site', () => {
    const container = html(
      '![a](https://example.com/a.png) ![b](/files/b.png) ![c](//evil.example/c.png)',
    );
    const sources = Array.from(container.querySelectorAll('img')).map((i) => i.getAttribute('src'));
    expect(sources).toEqual(['https://example.com/a.png', '/files/b.png']);
  });

  it('highlights fenced code through the code viewer and keeps inline code plain', () => {
    const container = html('Use `SELECT 1`.\n\n```sql\nSELECT * FROM t;\n```');
    expect(container.querySelector('p code')?.textContent).toBe('SELECT 1');
    expect(container.querySelector('.markdown-code .cm-editor')).not.toBeNull();
  });

  it('allows only safe URLs', () => {
    expect(safeLink('https://a.example')).toBe('https://a.example');
    expect(safeLink('/issues/2')).toBe('/issues/2');
    expect(safeLink('mailto:a@b.c')).toBe('mailto:a@b.c');
    expect(safeLink('//evil.example')).toBe('');
    expect(safeLink('javascript:alert(1)')).toBe('');
    expect(safeImage('http://a.example/x.png')).toBe('http://a.example/x.png');
    expect(safeImage('data:image/png;base64,AA')).toBe('');
  });
});
