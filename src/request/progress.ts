import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import './nprogress.css';

NProgress.configure({ minimum: 0.12, trickleSpeed: 400, showSpinner: false });

/** Requests in flight: overlapping calls start the bar once and finish it when the last ends. */
let active = 0;
/** The frame the bar starts in, while it is waiting for it. */
let startFrame: number | undefined;

/**
 * The bar starts with the next frame. Starting it reads the page's layout (to run its CSS
 * transition), and calls are mostly made by effects right after React's commit: read there, the
 * page was laid out once more than the frame lays it out, 20 ms on a page's first calls.
 */
export function progressStart(): void {
  active += 1;
  if (active !== 1 || startFrame !== undefined) return;
  startFrame = requestAnimationFrame(() => {
    startFrame = undefined;
    if (active > 0) NProgress.start();
  });
}

export function progressDone(): void {
  if (active === 0) return;
  active -= 1;
  if (active > 0) return;
  if (startFrame !== undefined) {
    // Done before the frame: the bar never shows.
    cancelAnimationFrame(startFrame);
    startFrame = undefined;
  } else NProgress.done();
}
