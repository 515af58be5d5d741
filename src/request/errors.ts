import type { Envelope } from '@/contract/core';

/** A request that got no acceptable HTTP answer: a non-2xx/422 status, or status 0 for a network failure. */
export class HttpError extends Error {
  override readonly name = 'HttpError';

  constructor(
    readonly status: number,
    readonly statusText: string,
    /** The parsed response body (JSON, text), or undefined without an answer. */
    readonly data: unknown,
    options?: { cause?: unknown },
  ) {
    super(statusText, options);
  }
}

/** A download or stream call answered with a JSON envelope instead of its file or event stream. */
export class EnvelopeError extends Error {
  override readonly name = 'EnvelopeError';

  constructor(readonly envelope: Envelope<unknown>) {
    super(envelope.message);
  }
}
