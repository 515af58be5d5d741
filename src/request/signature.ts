import { encodeSign, SIGN_HEADERS } from '@/contract/sign';
import { getAppId, getToken } from './identity';

/** The three signature headers for a request to `pathname` (no origin, no query). */
export function signHeaders(pathname: string, now: number = Date.now()): Record<string, string> {
  const appid = getAppId();
  const timestamp = String(now);
  const token = getToken();
  return {
    [SIGN_HEADERS.appid]: appid,
    [SIGN_HEADERS.timestamp]: timestamp,
    [SIGN_HEADERS.sign]: encodeSign({ appid, timestamp, url: pathname, token }, SIGN_KEY, SIGN_IV),
  };
}
