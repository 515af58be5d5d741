import { PassThrough } from 'node:stream';
import type { Context } from 'koa';
import type { Logger } from 'pino';
import type { AiGenerateEvent } from '../../../../src/contract/codeGenerate';
import { Code } from '../../../../src/contract/core';
import { AppError } from '../../errors';

/** One server-sent event block: `event: <type>`, the event as JSON data, a blank line. */
export function sseBlock(event: AiGenerateEvent): string {
  return `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

/**
 * Answers the request with server-sent events written by `produce`: unbuffered and uncompressed so
 * each event reaches the page as it is sent. When the client goes away before `produce` is done,
 * its signal aborts (the AI call upstream stops with it). A failure of `produce` becomes an
 * `error` event; errors that are not AppErrors are logged and shown as a server error.
 */
export function streamEvents(
  ctx: Context,
  logger: Logger,
  produce: (send: (event: AiGenerateEvent) => void, signal: AbortSignal) => Promise<void>,
): void {
  const stream = new PassThrough();
  const controller = new AbortController();
  let finished = false;
  ctx.compress = false;
  ctx.status = 200;
  ctx.type = 'text/event-stream';
  ctx.set('Cache-Control', 'no-cache, no-transform');
  ctx.set('X-Accel-Buffering', 'no');
  ctx.body = stream;
  // The response's close, not the request's: Node closes a request once its body has been read.
  ctx.res.once('close', () => {
    if (!finished) controller.abort();
  });
  if (ctx.res.destroyed) controller.abort();
  const send = (event: AiGenerateEvent) => {
    if (!stream.destroyed && !stream.writableEnded) stream.write(sseBlock(event));
  };
  const { requestId } = ctx.state;
  void produce(send, controller.signal)
    .catch((err: unknown) => {
      if (err instanceof AppError) {
        send({ type: 'error', code: err.code, message: err.message });
        return;
      }
      logger.error({ err, requestId, path: ctx.path }, 'event stream failed');
      send({
        type: 'error',
        code: Code.SERVER_ERROR,
        message: `Server error, please try again later (request id ${requestId})`,
      });
    })
    .finally(() => {
      finished = true;
      stream.end();
    });
}
