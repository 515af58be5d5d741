import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import './nprogress.css';

NProgress.configure({ minimum: 0.12, trickleSpeed: 400, showSpinner: false });

/** Requests in flight: overlapping calls start the bar once and finish it when the last ends. */
let active = 0;

export function progressStart(): void {
  active += 1;
  if (active === 1) NProgress.start();
}

export function progressDone(): void {
  if (active === 0) return;
  active -= 1;
  if (active === 0) NProgress.done();
}
