import { getRequestConfig } from './config';

type Texts = Record<number, string>;

/** SPEC.md section 8 status texts. */
const en: Texts = {
  400: 'The request is invalid; the server did not create or change any data.',
  401: 'You have no permission: the token, user name or password is wrong.',
  403: 'You are signed in, but access to this is forbidden.',
  404: 'The requested record does not exist; the server did nothing.',
  406: 'The requested format is not available.',
  410: 'The requested resource has been deleted permanently and will not come back.',
  500: 'The server ran into an error. Please try again later.',
  502: 'Gateway error.',
  503: 'The service is unavailable: the server is overloaded or under maintenance.',
  504: 'Gateway timeout.',
};

const zh: Texts = {
  400: '发出的请求有错误，服务器没有进行新建或修改数据的操作。',
  401: '用户没有权限（令牌、用户名或密码错误）。',
  403: '用户已登录，但访问被禁止。',
  404: '请求的记录不存在，服务器没有进行操作。',
  406: '请求的格式不可用。',
  410: '请求的资源已被永久删除，且不会再恢复。',
  500: '服务器发生错误，请稍后再试。',
  502: '网关错误。',
  503: '服务不可用，服务器暂时过载或正在维护。',
  504: '网关超时。',
};

/** Status 0 stands for "no HTTP answer at all" (network failure). */
export const NETWORK_FAILURE = 0;

function isChinese(locale: string): boolean {
  return locale.toLowerCase().startsWith('zh');
}

/** The human text for an HTTP status in the given locale (default: the app's current locale). */
export function statusText(
  status: number,
  locale: string = getRequestConfig().getLocale(),
): string {
  const chinese = isChinese(locale);
  const known = (chinese ? zh : en)[status];
  if (known) return known;
  if (status === NETWORK_FAILURE) {
    return chinese
      ? '网络异常，无法连接服务器。'
      : 'Network failure: the server cannot be reached.';
  }
  return chinese ? `请求失败（状态码 ${status}）。` : `The request failed with status ${status}.`;
}

/** Text for a 2xx answer whose body is not a response envelope. */
export function invalidResponseText(locale: string = getRequestConfig().getLocale()): string {
  return isChinese(locale)
    ? '服务器返回了无法识别的数据。'
    : 'The server sent an answer that could not be understood.';
}

/** Title of a notification about a failed HTTP request. */
export function requestErrorTitle(
  status: number,
  path: string,
  locale: string = getRequestConfig().getLocale(),
): string {
  return isChinese(locale) ? `请求错误 ${status}：${path}` : `Request error ${status}: ${path}`;
}
