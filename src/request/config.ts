import { type Notices, staticFeedback, type Toasts } from '@/utils/feedback';

/** Where failures are shown: antd's static APIs by default, or the app's context-aware instances. */
export interface Notifier {
  message: Pick<Toasts, 'warning' | 'error'>;
  notification: Pick<Notices, 'warning' | 'error'>;
}

export interface RequestConfig {
  /** API server base (origin and optional path prefix); empty = same origin. */
  apiBase: string;
  /** File-server base for uploaded files. */
  fileBase: string;
  navigate: (path: string) => void;
  getLocale: () => string;
  notify: Notifier;
}

function defaultLocale(): string {
  // Umi's locale plugin keeps the chosen locale here; the browser language is the fallback.
  try {
    const stored = window.localStorage.getItem('umi_locale');
    if (stored) return stored;
  } catch {
    // Storage may be blocked (privacy settings); the browser language still answers.
  }
  return window.navigator.language || 'en-US';
}

const config: RequestConfig = {
  apiBase: API_BASE,
  fileBase: FILE_BASE,
  navigate: (path) => window.location.assign(path),
  getLocale: defaultLocale,
  notify: staticFeedback,
};

export interface ConfigureRequestOptions {
  /** Client-side navigation (Umi's history.push); defaults to a full page load. */
  navigate?: (path: string) => void;
  /** The current UI locale, e.g. `zh-CN` (Umi's getLocale). */
  getLocale?: () => string;
  /** Context-aware message/notification instances (the root layout's, src/components/feedback). */
  notify?: Partial<Notifier>;
  /** Overrides the build-time API_BASE, e.g. a test server's origin. */
  apiBase?: string;
  /** Overrides the build-time FILE_BASE. */
  fileBase?: string;
}

/** Called once by the app (src/app.tsx); tests use it to point the layer at a local server. */
export function configureRequest(opts: ConfigureRequestOptions): void {
  if (opts.navigate) config.navigate = opts.navigate;
  if (opts.getLocale) config.getLocale = opts.getLocale;
  if (opts.notify) config.notify = { ...config.notify, ...opts.notify };
  if (opts.apiBase !== undefined) config.apiBase = opts.apiBase;
  if (opts.fileBase !== undefined) config.fileBase = opts.fileBase;
}

export function getRequestConfig(): Readonly<RequestConfig> {
  return config;
}

export function getApiBase(): string {
  return config.apiBase;
}

export function getFileBase(): string {
  return config.fileBase;
}

/** Absolute-or-rooted URL of an uploaded file path returned by the BFF. */
export function fileUrl(path: string): string {
  if (/^(https?:)?\/\//.test(path)) return path;
  return `${config.fileBase.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
