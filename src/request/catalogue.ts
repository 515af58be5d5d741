import { Code, WARNING_CODES, type Envelope } from '@/contract/basics';
import { getRequestConfig } from './config';
import { requestErrorTitle } from './statusText';

/** 0 silent, 1 warning message, 2 error message, 4 notification, 9 redirect (SPEC.md section 8). */
export type DisplayLevel = 0 | 1 | 2 | 4 | 9;

/** What the catalogue decided for one failure, before a caller's display override. */
export interface Failure {
  severity: 'warning' | 'error';
  text: string;
  /** Notification title; the text becomes its description. */
  title?: string;
  /** Page to open, if the catalogue sends the user somewhere. */
  route?: string;
  /** Whether the catalogue shows a message by default (pages such as /404 explain themselves). */
  showMessage: boolean;
}

export const NOTIFICATION_DURATION_S = 4.5;

/**
 * Sign-in that comes back here afterwards. Already on sign-in (a guard sent the user there while a
 * call was still out), its `redirect` is kept: the call's 901 must not lose where the user was going.
 */
export function loginRoute(): string {
  const { pathname, search } = window.location;
  if (pathname === '/login') return `/login${search}`;
  return `/login?redirect=${encodeURIComponent(pathname + search)}`;
}

/** 901/902/903 warn (901 also opens sign-in); any other code but 200 is an error. */
export function envelopeFailure(envelope: Envelope<unknown>): Failure | undefined {
  if (envelope.code === Code.OK) return undefined;
  if (WARNING_CODES.includes(envelope.code)) {
    return {
      severity: 'warning',
      text: envelope.message,
      route: envelope.code === Code.NOT_SIGNED_IN ? loginRoute() : undefined,
      showMessage: true,
    };
  }
  return { severity: 'error', text: envelope.message, showMessage: true };
}

/** 400 error message; 401 sign-in; 403 /403; 404-421 /404; anything else (5xx, network) /500. */
export function statusFailure(status: number, text: string, path: string): Failure {
  const title = requestErrorTitle(status, path);
  if (status === 400) return { severity: 'error', text, title, showMessage: true };
  if (status === 401)
    return { severity: 'error', text, title, route: loginRoute(), showMessage: true };
  if (status === 403) return { severity: 'error', text, title, route: '/403', showMessage: false };
  if (status >= 404 && status <= 421) {
    return { severity: 'error', text, title, route: '/404', showMessage: false };
  }
  return { severity: 'error', text, title, route: '/500', showMessage: false };
}

function showMessage(severity: Failure['severity'], text: string): void {
  const { message } = getRequestConfig().notify;
  if (severity === 'warning') message.warning(text);
  else message.error(text);
}

function showNotification(failure: Failure): void {
  const { notification } = getRequestConfig().notify;
  const args = {
    message: failure.title ?? failure.text,
    description: failure.title ? failure.text : undefined,
    placement: 'topRight' as const,
    duration: NOTIFICATION_DURATION_S,
  };
  if (failure.severity === 'warning') notification.warning(args);
  else notification.error(args);
}

/** Shows a failure the catalogue's way, or the way the caller's display level asks. */
export function present(failure: Failure, display?: DisplayLevel): void {
  const { navigate } = getRequestConfig();
  switch (display) {
    case 0:
      return;
    case 1:
      showMessage('warning', failure.text);
      return;
    case 2:
      showMessage('error', failure.text);
      return;
    case 4:
      showNotification(failure);
      return;
    case 9:
      // A failure with nowhere to go is still shown rather than dropped.
      if (failure.route) navigate(failure.route);
      else showMessage(failure.severity, failure.text);
      return;
    default:
      if (failure.showMessage || !failure.route) showMessage(failure.severity, failure.text);
      if (failure.route) navigate(failure.route);
  }
}
