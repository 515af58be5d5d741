import { encodeSign, SIGN_HEADERS } from '@/contract/sign';
import { getAppId, getToken } from './identity';

let lastTimestamp = 0;

/**
 * The clock in milliseconds, but always later than the last signature's: the sign covers the path
 * and not the query or body, so two calls to one path in the same millisecond (a list's two pages,
 * a poll meeting a reload) would carry the same sign, and the BFF refuses the second as a replay.
 */
function nextTimestamp(now: number): number {
  lastTimestamp = Math.max(now, lastTimestamp + 1);
  return lastTimestamp;
}

/** The three signature headers for a request to `pathname` (no origin, no query). */
export function signHeaders(pathname: string, now: number = Date.now()): Record<string, string> {
  const appid = getAppId();
  const timestamp = String(nextTimestamp(now));
  const token = getToken();
  return {
    [SIGN_HEADERS.appid]: appid,
    [SIGN_HEADERS.timestamp]: timestamp,
    [SIGN_HEADERS.sign]: encodeSign({ appid, timestamp, url: pathname, token }, SIGN_KEY, SIGN_IV),
  };
}
