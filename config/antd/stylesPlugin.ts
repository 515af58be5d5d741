import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { IApi } from 'umi';
import { THEME } from '../../src/theme';
import { START_STYLES_ID } from '../../src/utils/startStylesId';
import { mapTokenBlock } from './mapToken';
import { antdStartStyles, START_STYLE_ROUTES } from './startStyles';
import { SHELL_ROUTE_ATTRIBUTE } from '../appShell';

/** Tells a production class name from the ones antd uses in development. */
const DEV_CLASS = 'css-dev-only-do-not-override';

/**
 * The script that links the stylesheet on the pages that use it. It runs where it stands in <head>,
 * after the app shell's script has marked the route (config/appShell.ts), so the link lands ahead
 * of Umi's CSS, where antd would have inserted these styles at run time. Linked by a script and
 * for print, it holds back neither the parser nor the shell's paint; src/utils/startStyles.ts
 * applies it before the app's first render.
 */
function linkScript(href: string): string {
  return `(function(){var d=document;if(${JSON.stringify(START_STYLE_ROUTES)}.indexOf(d.documentElement.getAttribute('${SHELL_ROUTE_ATTRIBUTE}'))<0)return;var l=d.createElement('link');l.rel='stylesheet';l.media='print';l.id=${JSON.stringify(START_STYLES_ID)};l.href=${JSON.stringify(href)};d.head.appendChild(l)})();`;
}

/**
 * Writes the start-up components' antd styles (config/antd/startStyles.ts) as a content-hashed
 * stylesheet that the tool pages link, and puts the themes' map tokens, derived here, in every
 * page (config/antd/mapToken.ts). `.umirc.ts` loads it for production builds only (rendering antd
 * in Node costs `umi dev` and `umi setup` about a second at start); `umi dev` keeps antd's run-time
 * styles and derives the tokens in the browser.
 */
export default function antdStylesPlugin(api: IApi): void {
  api.modifyHTML(($) => {
    const css = antdStartStyles(THEME);
    if (css.includes(DEV_CLASS)) {
      throw new Error(
        'antd start-up styles were made with development class names: build with NODE_ENV=production',
      );
    }
    const name = `antd.${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
    fs.mkdirSync(api.paths.absOutputPath, { recursive: true });
    fs.writeFileSync(path.join(api.paths.absOutputPath, name), css);
    const script = `<script>${linkScript(`${api.config.publicPath ?? '/'}${name}`)}</script>`;
    const firstStylesheet = $('head link[rel="stylesheet"]').first();
    if (firstStylesheet.length) firstStylesheet.before(script);
    else $('head').append(script);
    // antd's default seed (the outer provider registers its icon styles with it) and the app's.
    $('head').append(mapTokenBlock([{}, THEME]));
    return $;
  });
}
