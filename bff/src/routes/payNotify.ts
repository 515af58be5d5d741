import Router from '@koa/router';
import type { Context } from 'koa';
import { orderServiceOf } from '../services/order';
import type { AppDeps } from '../types';

/** Largest callback body accepted; the providers' notifications are a few kilobytes. */
const NOTIFY_MAX_BYTES = 64 * 1024;

/** The request body exactly as sent: signatures are over these bytes, not a re-serialisation. */
async function rawBody(ctx: Context): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > NOTIFY_MAX_BYTES) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * `POST /pay/notify/:provider`: the providers' payment callbacks. Outside the signed API (no
 * appid/sign, no session, no body parser), so the provider's own signature is checked over the raw
 * body before anything else; the answer is in the provider's format, and a repeat is harmless.
 */
export function payNotifyRouter(deps: AppDeps): Router {
  const router = new Router();
  router.post('/pay/notify/:provider', async (ctx) => {
    const raw = await rawBody(ctx);
    if (raw === null) {
      ctx.status = 413;
      ctx.body = { ok: false, message: 'The body is too large' };
      return;
    }
    const answer = await orderServiceOf(deps).handleCallback(ctx.params.provider, raw, ctx.headers);
    ctx.set('Cache-Control', 'no-store');
    if (!answer) {
      ctx.status = 404;
      ctx.body = { ok: false, message: 'No such payment provider on this server' };
      return;
    }
    ctx.status = answer.status;
    ctx.type = answer.type;
    ctx.body = answer.body;
  });
  return router;
}
