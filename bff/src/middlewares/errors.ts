import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { Code, type Envelope } from '../../../src/contract/core';
import { AppError } from '../errors';
import { isOutage, OutageLog, RETRY_AFTER_SECONDS } from '../http/outage';
import { recordEvent } from '../services/usage';

export const REQUEST_ID_HEADER = 'x-request-id';
/** A caller-supplied id is kept only when it is harmless in logs and headers. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

interface HttpLikeError {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  limit?: number;
}

/** Messages for errors thrown by Koa's helpers (body parser, static files, router). */
function httpErrorMessage(status: number, err: HttpLikeError, thrown: unknown): string {
  if (status === 413) {
    const limit = err.limit ? ` of ${Math.round(err.limit / 1024)} KB` : '';
    return `The request body is larger than the limit${limit}`;
  }
  // co-body rethrows JSON.parse's SyntaxError with status 400.
  if (status === 400 && thrown instanceof SyntaxError) return 'The request body is not valid JSON';
  if (status === 415) return 'Unsupported content type; send JSON';
  if (status === 405) return 'This method is not allowed on this path';
  return STATUS_CODES[status] ?? 'Request failed';
}

/**
 * The one error middleware: a request id on every response, every failure rendered as the envelope,
 * nothing internal (stack, SQL, file paths) in a body; 5xx logged with the request id.
 * Also writes one access-log line per request.
 */
export function errorMiddleware(logger: Logger, accessLogger: Logger = logger): Middleware {
  const outages = new OutageLog();
  return async (ctx, next) => {
    const incoming = ctx.get(REQUEST_ID_HEADER);
    const requestId = SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    ctx.set(REQUEST_ID_HEADER, requestId);
    const started = process.hrtime.bigint();
    try {
      await next();
    } catch (thrown) {
      let body: Envelope<unknown>;
      if (thrown instanceof AppError) {
        ctx.status = thrown.httpStatus;
        // A busy or unavailable answer of ours tells the client when to come back too.
        if (thrown.httpStatus === 503) ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
        body = { code: thrown.code, message: thrown.message };
        if (thrown.data !== undefined) body.data = thrown.data;
      } else {
        const err = thrown as HttpLikeError;
        const status = err.status ?? err.statusCode;
        if (status && status >= 400 && status < 500) {
          ctx.status = status;
          body = { code: status, message: httpErrorMessage(status, err, thrown) };
        } else if (isOutage(thrown)) {
          ctx.status = 503;
          ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
          body = {
            code: Code.UNAVAILABLE,
            message: 'The service is briefly unavailable, please retry',
          };
          const { log, suppressed } = outages.take();
          if (log) {
            logger.error(
              { err: thrown, requestId, method: ctx.method, path: ctx.path, suppressed },
              'backing service unavailable',
            );
          }
        } else {
          ctx.status = 500;
          body = {
            code: Code.SERVER_ERROR,
            message: `Server error, please try again later (request id ${requestId})`,
          };
          logger.error(
            { err: thrown, requestId, method: ctx.method, path: ctx.path },
            'request failed',
          );
          recordEvent(ctx.deps.dataSource, {
            type: 'error',
            path: ctx.path,
            userId: ctx.state.session?.userId ?? null,
          });
        }
      }
      ctx.body = body;
      ctx.set(REQUEST_ID_HEADER, requestId);
    } finally {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const userId = ctx.state.user?.id ?? ctx.state.session?.userId ?? null;
      accessLogger.info(
        {
          requestId,
          method: ctx.method,
          path: ctx.path,
          status: ctx.status,
          ms: Math.round(ms),
          userId,
        },
        'request',
      );
    }
  };
}
