import type { IApi } from 'umi';
import enUS from '../src/locales/en-US';
import zhCN from '../src/locales/zh-CN';
import { shellMarkup, shellScript, shellStyle, type ShellLocale } from './appShell';

/** Puts the app shell (config/appShell.ts) into every HTML page Umi writes. */
export default function appShellPlugin(api: IApi): void {
  api.modifyHTML(($) => {
    const locales: ShellLocale[] = [
      { name: 'en-US', messages: enUS },
      { name: 'zh-CN', messages: zhCN },
    ];
    const defaultLocale: string = api.config.locale?.default ?? locales[0].name;
    // The script first: it marks <html> before the stylesheet and the shell are parsed.
    $('meta[charset]').after(
      `<script>${shellScript(api.config.base ?? '/', defaultLocale)}</script>`,
    );
    $('head').append(`<style>${shellStyle(locales)}</style>`);
    $('#root').before(shellMarkup(locales));
    // No script may hold the parser (and so the shell's paint) back. Order does not matter: the
    // webpack runtime in umi.js starts the app once the framework chunk has registered itself, and
    // the route preload helper only adds the current route's chunks early.
    $('script[src]').each((_, element) => {
      const script = $(element);
      if (/(^|\/)preload_helper\./.test(script.attr('src') ?? '')) script.attr('async', '');
      else script.attr('defer', '');
    });
    return $;
  });
}
