import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  AuthenticationError,
  BadRequestError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  UnprocessableEntityError,
} from 'openai';
import { AiCode } from '../../../../src/contract/ai';

export type AiErrorReason =
  | 'not_configured'
  | 'timeout'
  | 'rate_limited'
  | 'unavailable'
  | 'breaker_open'
  | 'auth'
  | 'unknown_model'
  | 'bad_request'
  | 'bad_answer'
  | 'cancelled';

export type AiErrorCode = (typeof AiCode)[keyof typeof AiCode];

/**
 * Reasons that say the service itself is failing (down, overloaded, too slow): they count towards
 * opening the circuit breaker. A refused key, an unknown model, a bad request or a bad answer show
 * that the service is up; a cancel is the user's.
 */
export const SERVICE_FAILURES: ReadonlySet<AiErrorReason> = new Set([
  'timeout',
  'rate_limited',
  'unavailable',
]);

/**
 * Every failure of an AI call, with a message a user understands. It never holds the service's
 * error object (whose headers and request details could carry the API key), only its HTTP status.
 */
export class AiError extends Error {
  readonly code: AiErrorCode;

  constructor(
    readonly reason: AiErrorReason,
    message: string,
    /** The service's HTTP status, for logs (null: none, e.g. a timeout). */
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'AiError';
    this.code =
      reason === 'not_configured'
        ? AiCode.NOT_CONFIGURED
        : reason === 'bad_answer'
          ? AiCode.BAD_ANSWER
          : AiCode.SERVICE_FAILED;
  }
}

/** The stream or body of an answer stopped for longer than the time-out (see client.ts). */
export class AiIdleTimeoutError extends Error {
  constructor(readonly idleMs: number) {
    super(`No data from the AI service for ${idleMs} ms`);
    this.name = 'AiIdleTimeoutError';
  }
}

export interface AiErrorContext {
  /** The model asked for (named in "no model named x"). */
  model?: string;
  /** The time-out in force (named in "did not answer within n s"). */
  timeoutMs?: number;
  /** The caller's signal: aborted means the failure is the caller's cancel. */
  signal?: AbortSignal;
  /** Removed from any text the service sent back (OpenAI repeats a wrong key in its 401). */
  apiKey?: string | null;
}

const SERVICE_TEXT_MAX = 300;

/** Text the service wrote, fit to show: without the key, on one line, not too long. */
export function cleanServiceText(text: string, apiKey?: string | null): string {
  let clean = text;
  if (apiKey) clean = clean.split(apiKey).join('***');
  // Keys of the usual shapes too, when the service echoes another one (a stale or masked key).
  clean = clean.replace(/\b(sk|key|api)[-_][A-Za-z0-9_*-]{6,}/gi, '***');
  clean = clean.replace(/\s+/g, ' ').trim();
  return clean.length > SERVICE_TEXT_MAX ? `${clean.slice(0, SERVICE_TEXT_MAX - 1)}…` : clean;
}

function seconds(ms: number): string {
  return `${Math.max(1, Math.round(ms / 1000))} s`;
}

/** The service's own message from an openai error, cleaned. */
function serviceMessage(err: APIError, apiKey?: string | null): string {
  const body = err.error as { message?: unknown } | undefined;
  const text = typeof body?.message === 'string' ? body.message : '';
  return cleanServiceText(text, apiKey);
}

/** 404 about the model (OpenAI: code model_not_found; Ollama: "model ... not found"), not the URL. */
function isUnknownModel(err: APIError, apiKey?: string | null): boolean {
  return err.code === 'model_not_found' || /\bmodel\b/i.test(serviceMessage(err, apiKey));
}

/**
 * Maps anything an AI call can throw (openai's error classes, fetch and stream errors, our own
 * idle time-out) to an AiError with a user-facing message.
 */
export function toAiError(err: unknown, context: AiErrorContext = {}): AiError {
  if (err instanceof AiError) return err;
  const { model, timeoutMs, signal, apiKey } = context;
  if (signal?.aborted || err instanceof APIUserAbortError) {
    return new AiError('cancelled', 'The AI call was cancelled');
  }
  if (err instanceof APIConnectionTimeoutError || err instanceof AiIdleTimeoutError) {
    const within = timeoutMs ?? (err instanceof AiIdleTimeoutError ? err.idleMs : undefined);
    return new AiError(
      'timeout',
      within === undefined
        ? 'The AI service did not answer in time; try again'
        : `The AI service did not answer within ${seconds(within)}; try again`,
    );
  }
  if (err instanceof APIConnectionError) {
    return new AiError(
      'unavailable',
      'The AI service cannot be reached right now; try again later',
    );
  }
  if (err instanceof RateLimitError) {
    if (err.code === 'insufficient_quota') {
      return new AiError(
        'auth',
        "The AI service refused this server's account (quota used up); tell the site's operator",
        429,
      );
    }
    return new AiError(
      'rate_limited',
      'The AI service is busy (too many requests); try again in a minute',
      429,
    );
  }
  if (err instanceof AuthenticationError || err instanceof PermissionDeniedError) {
    return new AiError(
      'auth',
      "The AI service refused this server's API key; tell the site's operator",
      err.status,
    );
  }
  if (err instanceof NotFoundError) {
    return isUnknownModel(err, apiKey) && model
      ? new AiError('unknown_model', `The AI service has no model named ${model}`, 404)
      : new AiError(
          'unavailable',
          "The AI service answered 404 Not Found; its address may be wrong (tell the site's operator)",
          404,
        );
  }
  if (err instanceof BadRequestError || err instanceof UnprocessableEntityError) {
    const detail = serviceMessage(err, apiKey);
    return new AiError(
      'bad_request',
      `The AI service rejected the request${detail ? `: ${detail}` : ''}`,
      err.status,
    );
  }
  if (err instanceof APIError) {
    // A 5xx after the client's retries, another status, or an error event inside a stream.
    const status = typeof err.status === 'number' ? err.status : null;
    return new AiError(
      'unavailable',
      status === null
        ? 'The AI service failed while answering; try again later'
        : `The AI service is unavailable right now (HTTP ${status}); try again later`,
      status,
    );
  }
  // fetch's "terminated" (connection lost mid-answer), an unreadable stream chunk, and the like.
  return new AiError('unavailable', 'The AI service failed while answering; try again later');
}
