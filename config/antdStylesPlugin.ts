import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { IApi } from 'umi';
import { THEME } from '../src/theme';
import { antdStartStyles } from './antdStartStyles';

/** Tells a production class name from the ones antd uses in development. */
const DEV_CLASS = 'css-dev-only-do-not-override';

/**
 * In a production build, writes the start-up components' antd styles (config/antdStartStyles.ts)
 * as a content-hashed stylesheet and links it in index.html ahead of Umi's own CSS, where antd
 * would have inserted them at run time, so the app's styles still come later in the cascade.
 * `umi dev` keeps antd's run-time styles.
 */
export default function antdStylesPlugin(api: IApi): void {
  if (api.env !== 'production') return;
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
    const link = `<link rel="stylesheet" href="${api.config.publicPath ?? '/'}${name}">`;
    const firstStylesheet = $('head link[rel="stylesheet"]').first();
    if (firstStylesheet.length) firstStylesheet.before(link);
    else $('head').append(link);
    return $;
  });
}
