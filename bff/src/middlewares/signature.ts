import type { Middleware } from 'koa';
import { SIGN_MAX_AGE_MS } from '../../../config/sign';
import { Code } from '../../../src/contract/core';
import { SIGN_HEADERS } from '../../../src/contract/sign';
import type { Config } from '../config';
import { AppError, badRequest } from '../errors';
import { createSignDecoder, SIGN_BLOCK_BYTES } from '../http/signDecoder';
import type { ReplayCache } from '../store/replayCache';

/** How far a client clock may run ahead before its timestamp counts as forged. */
export const MAX_CLOCK_SKEW_MS = 60 * 1000;

/**
 * Verifies the request signature of ARCHITECTURE.md on every /api and /auth request: the sign
 * decrypts, matches the appid/timestamp headers and the request path, is fresh, carries the
 * session's token, and was not seen before (the replay cache). Runs after the session
 * middleware. Every failure is HTTP 400 with a message saying what is wrong.
 */
export function signatureMiddleware(
  config: Pick<Config, 'signKey' | 'signIv'>,
  replay: ReplayCache,
): Middleware {
  const decodeSign = createSignDecoder(config.signKey, config.signIv);
  return async (ctx, next) => {
    const appid = ctx.get(SIGN_HEADERS.appid);
    const timestamp = ctx.get(SIGN_HEADERS.timestamp);
    const sign = ctx.get(SIGN_HEADERS.sign);
    if (!appid || !timestamp || !sign) {
      throw badRequest('Unsigned request: the appid, timestamp and sign headers are required');
    }
    const cipherText = Buffer.from(sign, 'base64');
    const payload = decodeSign(cipherText);
    if (!payload) throw badRequest('Invalid request signature');
    if (payload.appid !== appid || payload.timestamp !== timestamp) {
      throw badRequest('The request signature does not match the appid and timestamp headers');
    }
    if (payload.url !== ctx.path) {
      throw badRequest('The request signature was made for another path');
    }
    if (!/^\d{1,15}$/.test(timestamp)) {
      throw badRequest('The timestamp header must be milliseconds since the epoch');
    }
    const age = Date.now() - Number(timestamp);
    if (age > SIGN_MAX_AGE_MS) {
      throw badRequest('The request signature has expired; check the clock of this device');
    }
    if (age < -MAX_CLOCK_SKEW_MS) {
      throw badRequest('The request timestamp lies in the future; check the clock of this device');
    }
    const session = ctx.state.session;
    if (!session && payload.token !== '') {
      // The client still holds the token of a session that has ended: ask it to sign in again
      // (901 makes the client drop the token) instead of failing every call with 400.
      throw new AppError(Code.NOT_SIGNED_IN, 'Your session has ended, please sign in again');
    }
    if (session && payload.token !== session.token) {
      throw badRequest('The request signature carries another session token');
    }
    // Keyed on the bytes, not the text: base64 decoding skips characters outside its alphabet, so
    // a replay with a character slipped into the sign would otherwise pass as a new request.
    // The last cipher block is the key: with a fixed key and IV, CBC gives each payload one cipher
    // text, so a replay has the same last block; and that block, the encryption of the whole
    // chain before it, differs between two signs as a 128-bit digest of them would.
    const fresh = await replay.claim(
      cipherText.subarray(cipherText.length - SIGN_BLOCK_BYTES),
      SIGN_MAX_AGE_MS + MAX_CLOCK_SKEW_MS,
    );
    if (!fresh) throw badRequest('This request was already received (replayed signature)');
    await next();
  };
}
