import { START_STYLES_ID } from './startStylesId';

/** How long the first render waits for the stylesheet before going on without it. */
export const START_STYLES_WAIT_MS = 3000;

/**
 * Applies the start-up stylesheet (linked with `media="print"`, so that it does not hold back the
 * app shell's paint) once it has loaded. antd reads which styles a stylesheet holds
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
