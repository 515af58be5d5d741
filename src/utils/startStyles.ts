/**
 * The id of index.html's stylesheet of antd styles made at build time (config/antdStylesPlugin.ts).
 * It is linked with `media="print"`, so it does not hold back the first paint of the app shell, and
 * preloaded, so it still arrives early; the app turns it on before its first render.
 */
export const START_STYLES_ID = 'antd-start-styles';

/**
 * Applies the start-up stylesheet once it has loaded. antd reads which styles a stylesheet holds
 * the first time a component renders, so the app must not render before this settles. Resolves at
 * once when the page has no such stylesheet (`umi dev`), and without applying it when it fails to
 * load: antd then makes those styles at run time, as it does for every other component.
 */
export function applyStartStyles(doc: Document = document): Promise<void> {
  const link = doc.getElementById(START_STYLES_ID);
  if (!(link instanceof HTMLLinkElement)) return Promise.resolve();
  return new Promise((resolve) => {
    const apply = () => {
      link.media = 'all';
      resolve();
    };
    if (link.sheet) {
      apply();
      return;
    }
    link.addEventListener('load', apply, { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
}
