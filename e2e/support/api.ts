import { randomBytes } from 'crypto';
import { request, type BrowserContext, type Page } from '@playwright/test';
import { SIGN_DEFAULTS } from '../../config/sign';
import { encodeSign, SIGN_HEADERS } from '../../src/contract/sign';

/** What identifies a signed-in browser to the BFF: the session cookies and the stored token. */
export interface Credentials {
  cookie: string;
  token: string;
}

export async function credentialsOf(page: Page, context: BrowserContext): Promise<Credentials> {
  const token = (await page.evaluate(() => window.localStorage.getItem('token'))) ?? '';
  const cookies = await context.cookies();
  return { token, cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') };
}

/**
 * A GET signed the way the client signs it, from a fresh request context that sends exactly the
 * given credentials and nothing a browser kept; answers the parsed envelope.
 */
export async function signedGet(
  baseURL: string,
  urlPath: string,
  credentials: Credentials,
): Promise<{ code: number; message: string; data?: unknown }> {
  const appid = randomBytes(16).toString('hex');
  const timestamp = String(Date.now());
  const sign = encodeSign(
    { appid, timestamp, url: urlPath, token: credentials.token },
    SIGN_DEFAULTS.key,
    SIGN_DEFAULTS.iv,
  );
  const api = await request.newContext({ baseURL });
  try {
    const response = await api.get(urlPath, {
      headers: {
        [SIGN_HEADERS.appid]: appid,
        [SIGN_HEADERS.timestamp]: timestamp,
        [SIGN_HEADERS.sign]: sign,
        cookie: credentials.cookie,
      },
    });
    if (!response.ok()) throw new Error(`GET ${urlPath} answered HTTP ${response.status()}`);
    return await response.json();
  } finally {
    await api.dispose();
  }
}
