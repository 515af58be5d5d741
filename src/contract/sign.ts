// Per-algorithm modules: the whole crypto-js (every cipher and hash) would land in the main chunk.
import AES from 'crypto-js/aes';
import CryptoJS from 'crypto-js/core';
import Utf8 from 'crypto-js/enc-utf8';

/**
 * The request signature of ARCHITECTURE.md: base64 of AES-128-CBC/PKCS7 over the UTF-8 JSON of
 * `{appid, timestamp, url, token}`, with a 16-character key and IV. Shared by the client (encode)
 * and the BFF (decode) so the algorithm is written once.
 */
export interface SignPayload {
  appid: string;
  /** Milliseconds since the epoch, as a decimal string. */
  timestamp: string;
  /** Request path without origin or query. */
  url: string;
  /** Session token from sign-in; empty when anonymous. */
  token: string;
}

export const SIGN_HEADERS = { appid: 'appid', timestamp: 'timestamp', sign: 'sign' } as const;

function cipherOptions(iv: string) {
  return { iv: Utf8.parse(iv), mode: CryptoJS.mode.CBC, padding: CryptoJS.pad.Pkcs7 };
}

export function encodeSign(payload: SignPayload, key: string, iv: string): string {
  const text = JSON.stringify({
    appid: payload.appid,
    timestamp: payload.timestamp,
    url: payload.url,
    token: payload.token,
  });
  return AES.encrypt(text, Utf8.parse(key), cipherOptions(iv)).toString();
}

/** Decrypts and shape-checks a sign; returns null when it is not a valid signature. */
export function decodeSign(sign: string, key: string, iv: string): SignPayload | null {
  let text: string;
  try {
    text = AES.decrypt(sign, Utf8.parse(key), cipherOptions(iv)).toString(Utf8);
  } catch {
    return null;
  }
  return signPayloadOf(text);
}

/** The payload of a decrypted sign, or null when it is not one (shared with the BFF's decoder). */
export function signPayloadOf(text: string): SignPayload | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const fields = ['appid', 'timestamp', 'url', 'token'] as const;
  if (!fields.every((f) => typeof v[f] === 'string')) return null;
  return {
    appid: v.appid as string,
    timestamp: v.timestamp as string,
    url: v.url as string,
    token: v.token as string,
  };
}
