import { Code } from '../../src/contract/core';

/**
 * A failure the client is meant to see: rendered by the error middleware as the envelope
 * `{ code, message, data? }` with `httpStatus` (business failures keep HTTP 200, SPEC.md section 8).
 */
export class AppError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly httpStatus = 200,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notSignedIn = () => new AppError(Code.NOT_SIGNED_IN, 'Please sign in first');
export const forbidden = () =>
  new AppError(Code.FORBIDDEN, 'You are signed in but not allowed to do this', 403);
export const badRequest = (message: string) => new AppError(Code.BAD_REQUEST, message, 400);
