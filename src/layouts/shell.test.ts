import { shellMarkup, shellScript, shellStyle, type ShellLocale } from '../../config/appShell';
import enUS from '@/locales/en-US';
import zhCN from '@/locales/zh-CN';
import { APP_SHELL_ID } from './shell';

const locales: ShellLocale[] = [
  { name: 'en-US', messages: enUS },
  { name: 'zh-CN', messages: zhCN },
];

function runScript(base: string, path: string): DOMStringMap {
  window.history.replaceState(null, '', path);
  const root = document.documentElement;
  root.removeAttribute('data-shell-route');
  root.removeAttribute('data-shell-locale');
  new Function(shellScript(base, 'en-US'))();
  return root.dataset;
}

describe('app shell', () => {
  afterEach(() => window.localStorage.clear());

  it('paints the header and each public page lead in both locales', () => {
    document.body.innerHTML = shellMarkup(locales);
    const shell = document.getElementById(APP_SHELL_ID);
    expect(shell).not.toBeNull();
    for (const { name, messages } of locales) {
      const variant = shell!.querySelector(`[data-locale="${name}"]`)!;
      expect(variant.getAttribute('lang')).toBe(name);
      expect(variant.querySelector('.shell-brand-name')!.textContent).toBe(messages['app.name']);
      expect(variant.querySelector('.shell-page-home h1')!.textContent).toBe(
        messages['home.headline'],
      );
      expect(variant.querySelector('.shell-page-text h2')!.textContent).toBe(
        messages['text.title'],
      );
      expect(variant.querySelector('.shell-page-code-generate p')!.textContent).toBe(
        messages['codeGenerate.description'],
      );
    }
  });

  it('escapes message text', () => {
    const markup = shellMarkup([
      { name: 'en-US', messages: { ...enUS, 'home.headline': '<img src=x onerror=alert(1)>' } },
    ]);
    expect(markup).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(markup).not.toContain('<img');
  });

  it('fails the build when a message is missing', () => {
    const { 'text.title': _dropped, ...rest } = enUS;
    expect(() => shellMarkup([{ name: 'en-US', messages: rest }])).toThrow('text.title');
  });

  it('marks the route without the router base and without a trailing slash', () => {
    expect(runScript('/', '/text/').shellRoute).toBe('/text');
    expect(runScript('/', '/').shellRoute).toBe('/');
    expect(runScript('/tools/', '/tools/code-generate').shellRoute).toBe('/code-generate');
    expect(runScript('/tools/', '/tools/').shellRoute).toBe('/');
  });

  it('marks the stored locale, else the default', () => {
    expect(runScript('/', '/').shellLocale).toBe('en-US');
    window.localStorage.setItem('umi_locale', 'zh-CN');
    expect(runScript('/', '/').shellLocale).toBe('zh-CN');
  });

  it('shows one page and one locale at a time, and hides the app only while the shell is there', () => {
    const css = shellStyle(locales);
    expect(css).toContain(`#${APP_SHELL_ID}~#root{display:none}`);
    expect(css).toContain('html[data-shell-route="/text"] .shell-page-text{display:block}');
    expect(css).toContain(
      'html:not([data-shell-locale="zh-CN"]) .shell-locale[data-locale="zh-CN"]{display:none}',
    );
  });
});
