/**
 * The app shell: styled HTML that index.html paints before any JavaScript has loaded (the header,
 * and for the public pages `/`, `/text` and `/code-generate` their heading, lead text and, on the
 * tools, the input card with the editor's placeholder), in both locales. A tiny inline script picks the route and the locale the app will show, so the first paint
 * is the page the visitor asked for; the root layout removes the shell once React has rendered.
 * Texts come from src/locales and the menu from src/layouts/navigation, never written twice.
 * Why a shell and not Umi's SSR: docs/performance.md, "Front end".
 */
import { renderIconDefinitionToSVGElement } from '@ant-design/icons-svg/lib/helpers';
import CodeOutlined from '@ant-design/icons-svg/lib/asn/CodeOutlined';
import { mainNav } from '../src/layouts/navigation';
import { APP_SHELL_ID } from '../src/layouts/shell';

export type Messages = Record<string, string>;

export interface ShellLocale {
  /** Umi's locale name, as the locale plugin keeps it in local storage (`umi_locale`). */
  name: string;
  messages: Messages;
}

/** The pages whose lead the shell paints, with the message ids the page itself renders. */
const PAGES = [
  { path: '/', kind: 'hero', title: 'home.headline', lead: 'home.subtitle', badge: 'home.badge' },
  {
    path: '/text',
    kind: 'tool',
    title: 'text.title',
    lead: 'text.description',
    editor: { placeholder: 'text.placeholder', height: 420, dropZone: true },
  },
  {
    path: '/code-generate',
    kind: 'tool',
    title: 'codeGenerate.title',
    lead: 'codeGenerate.description',
    editor: { placeholder: 'codeGenerate.input.placeholder', height: 260, dropZone: false },
  },
] as const;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function message(locale: ShellLocale, id: string): string {
  const text = locale.messages[id];
  if (text === undefined) throw new Error(`app shell: no message ${id} in ${locale.name}`);
  return escapeHtml(text);
}

const logo = renderIconDefinitionToSVGElement(CodeOutlined, {
  extraSVGAttrs: { width: '1em', height: '1em', fill: 'currentColor', 'aria-hidden': 'true' },
});

function header(locale: ShellLocale): string {
  const nav = mainNav.map((item) => `<span>${message(locale, item.label)}</span>`).join('');
  return `<div class="shell-header"><div class="shell-header-inner">
<span class="shell-brand"><span class="shell-logo">${logo}</span><span class="shell-brand-text"><span class="shell-brand-name">${message(locale, 'app.name')}</span><span class="shell-brand-tagline">${message(locale, 'app.tagline')}</span></span></span>
<span class="shell-nav">${nav}</span></div></div>`;
}

function page(locale: ShellLocale, spec: (typeof PAGES)[number]): string {
  const id = spec.path === '/' ? 'home' : spec.path.slice(1);
  if (spec.kind === 'hero') {
    return `<div class="shell-page shell-page-${id}"><div class="shell-hero"><div>
<span class="shell-badge">${message(locale, spec.badge)}</span>
<h1 class="shell-headline">${message(locale, spec.title)}</h1>
<p class="shell-subtitle">${message(locale, spec.lead)}</p></div></div></div>`;
  }
  // The input card as the page lays it out (antd Row gutter 16, Col xl=8, small Card), holding
  // the editor frame that src/components/CodeEditor/InputEditor.tsx shows until CodeMirror takes
  // over (its CSS is in umi.css).
  const editor = `<div class="code-editor-fallback" style="height:${spec.editor.height}px"><div class="code-editor-fallback-gutter">1</div><div class="code-editor-fallback-content"><div class="code-editor-fallback-line"><span class="code-editor-fallback-placeholder">${message(locale, spec.editor.placeholder)}</span></div></div></div>`;
  const input = spec.editor.dropZone ? `<div class="shell-drop">${editor}</div>` : editor;
  return `<div class="shell-page shell-page-${id} shell-wide"><div class="shell-page-header"><div class="shell-page-icon"></div><div>
<h2 class="shell-title">${message(locale, spec.title)}</h2>
<p class="shell-lead">${message(locale, spec.lead)}</p></div></div>
<div class="shell-row"><div class="shell-col"><div class="shell-card">${input}</div></div></div></div>`;
}

/** The shell's markup, placed before `#root`. */
export function shellMarkup(locales: ShellLocale[]): string {
  const variants = locales.map(
    (locale) =>
      `<div class="shell-locale" lang="${locale.name}" data-locale="${locale.name}">${header(locale)}<div class="shell-container">${PAGES.map((spec) => page(locale, spec)).join('')}</div></div>`,
  );
  return `<div id="${APP_SHELL_ID}">${variants.join('')}</div>`;
}

/** The attribute of <html> that holds the route (without the router base), set by `shellScript`. */
export const SHELL_ROUTE_ATTRIBUTE = 'data-shell-route';

/**
 * Runs in <head> before the body is parsed: marks <html> with the route (without the router base)
 * and the stored locale, which the shell's CSS reads. Anything unexpected leaves the defaults.
 */
export function shellScript(base: string, defaultLocale: string): string {
  return `(function(){var d=document.documentElement,l=${JSON.stringify(defaultLocale)};try{l=localStorage.getItem('umi_locale')||l}catch(e){}d.setAttribute('data-shell-locale',l);var p=location.pathname,b=${JSON.stringify(base)};if(b!=='/'&&p.indexOf(b)===0)p='/'+p.slice(b.length);d.setAttribute('${SHELL_ROUTE_ATTRIBUTE}',p.replace(/\\/+$/,'')||'/')})();`;
}

/**
 * The shell's CSS: the same sizes as the layout (src/layouts/index.less), the home hero
 * (src/pages/index.less) and the page header (src/global.less), so the app replaces the shell
 * in place. `#root` stays hidden while the shell is there.
 */
export function shellStyle(locales: ShellLocale[]): string {
  const localeRules = locales
    .map(
      (locale) =>
        `html:not([data-shell-locale="${locale.name}"]) .shell-locale[data-locale="${locale.name}"]{display:none}`,
    )
    .join('');
  const pageRules = PAGES.map((spec) => {
    const id = spec.path === '/' ? 'home' : spec.path.slice(1);
    return `html[${SHELL_ROUTE_ATTRIBUTE}="${spec.path}"] .shell-page-${id}{display:block}`;
  }).join('');
  // A stored locale that is none of ours: show the first (default) one.
  const fallback = `html:not(${locales.map((l) => `[data-shell-locale="${l.name}"]`).join(',')}) .shell-locale[data-locale="${locales[0].name}"]{display:block}`;
  return [
    `#${APP_SHELL_ID}~#root{display:none}`,
    `#${APP_SHELL_ID}{min-height:100vh;background:#f5f7fb;color:#0f172a;font-size:14px;line-height:1.5715}`,
    localeRules,
    fallback,
    '.shell-header{height:64px;background:rgba(255,255,255,.92);border-bottom:1px solid #e8ecf3}',
    '.shell-header-inner{display:flex;align-items:center;gap:24px;max-width:1200px;height:100%;margin:0 auto;padding:0 24px;box-sizing:border-box}',
    '.shell-brand{display:flex;flex:none;align-items:center;gap:10px;line-height:1.2}',
    '.shell-logo{display:inline-flex;align-items:center;justify-content:center;width:34px;height:34px;color:#fff;font-size:18px;background:linear-gradient(135deg,#2f6fed,#6f4cf6);border-radius:9px}',
    '.shell-brand-text{display:flex;flex-direction:column}',
    '.shell-brand-name{font-weight:700;font-size:16px;white-space:nowrap}',
    '.shell-brand-tagline{color:#64748b;font-size:12px;white-space:nowrap}',
    '.shell-nav{display:flex;gap:32px;margin-left:16px;color:rgba(0,0,0,.88);white-space:nowrap;overflow:hidden}',
    '.shell-container{max-width:1200px;margin:0 auto;padding:32px 24px 48px;box-sizing:border-box}',
    `html[${SHELL_ROUTE_ATTRIBUTE}="/text"] .shell-container,html[${SHELL_ROUTE_ATTRIBUTE}="/code-generate"] .shell-container,html[${SHELL_ROUTE_ATTRIBUTE}="/text"] .shell-header-inner,html[${SHELL_ROUTE_ATTRIBUTE}="/code-generate"] .shell-header-inner{max-width:1680px}`,
    '.shell-page{display:none}',
    pageRules,
    '.shell-hero{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1.05fr);gap:48px;padding:24px 0 40px}',
    '.shell-badge{display:inline-block;padding:4px 12px;color:#2f6fed;font-weight:600;font-size:13px;background:#eaf1ff;border-radius:999px}',
    '.shell-headline{margin:18px 0 16px;font-weight:800;font-size:44px;line-height:1.15;letter-spacing:-.02em}',
    '.shell-subtitle{margin:0 0 28px;color:#475569;font-size:17px;line-height:1.7}',
    '.shell-page-header{display:flex;align-items:flex-start;gap:16px;margin-bottom:24px}',
    '.shell-page-icon{flex:none;width:48px;height:48px;background:#eaf1ff;border-radius:12px}',
    '.shell-title{margin:0 0 4px;color:rgba(0,0,0,.88);font-weight:600;font-size:30px;line-height:1.35}',
    '.shell-lead{margin:0;color:rgba(0,0,0,.45);font-size:15px}',
    '.shell-row{display:flex;margin:0 -8px}',
    '.shell-col{box-sizing:border-box;width:100%;padding:0 8px}',
    '@media (min-width:1200px){.shell-col{width:33.33333333%}}',
    '.shell-card{padding:12px;background:#fff;border:1px solid #f0f0f0;border-radius:8px}',
    '.shell-drop{padding:16px;border:1px dashed #d9d9d9;border-radius:8px}',
    '@media (max-width:991px){.shell-nav{display:none}.shell-header-inner{padding:0 16px}.shell-container{padding:20px 16px 40px}.shell-hero{grid-template-columns:minmax(0,1fr);gap:32px}.shell-headline{font-size:36px}}',
    '@media (max-width:575px){.shell-page-icon{width:40px;height:40px}.shell-title{font-size:24px}.shell-brand-tagline{display:none}.shell-header-inner{gap:12px}.shell-brand-name{font-size:15px}.shell-headline{font-size:30px}.shell-subtitle{font-size:16px}}',
    '@media (max-width:479px){.shell-brand-text{display:none}}',
  ].join('');
}
