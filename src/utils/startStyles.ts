/**
 * The id of index.html's stylesheet of antd styles made at build time (config/antdStylesPlugin.ts).
 * It is linked with `media="print"`, so it does not hold back the first paint of the app shell, and
 * preloaded, so it still arrives early; the app turns it on before its first render.
 */
export const START_STYLES_ID = 'antd-start-styles';

/** How long the first render waits for the stylesheet before going on without it. */
export const START_STYLES_WAIT_MS = 3000;

/**
 * Applies the start-up stylesheet once it has loaded. antd reads which styles a stylesheet holds
 * the first time a component renders, so the app must not render before this settles. Resolves at
 * once when the page has no such stylesheet (`umi dev`), and without it when it fails to load or is
 * still loading after START_STYLES_WAIT_MS: antd then makes those styles at run time, as it does
 * for every other component (a late sheet is still applied; its rules are the same).
 */
export function applyStartStyles(doc: Document = document): Promise<void> {
  const link = doc.getElementById(START_STYLES_ID);
  if (!(link instanceof HTMLLinkElement)) return Promise.resolve();
  if (link.sheet) {
    link.media = 'all';
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, START_STYLES_WAIT_MS);
    const settle = () => {
      clearTimeout(timer);
      resolve();
    };
    link.addEventListener(
      'load',
      () => {
        link.media = 'all';
        settle();
      },
      { once: true },
    );
    link.addEventListener('error', settle, { once: true });
  });
}
