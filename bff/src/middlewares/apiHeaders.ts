import type { Middleware } from 'koa';

/**
 * The security headers of an API answer. A JSON (or file) answer is never rendered as a page, so
 * the page set helmet sends (a dozen headers, most about documents and scripts) shrinks to what
 * OWASP's REST cheat sheet lists for APIs: no sniffing, no framing, no content run from it, HTTPS
 * only, and no reading by other origins. Fewer headers is less to build and send on every call.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
};

const entries = Object.entries(API_SECURITY_HEADERS);

export function apiHeadersMiddleware(): Middleware {
  return (ctx, next) => {
    for (const [name, value] of entries) ctx.res.setHeader(name, value);
    return next();
  };
}

/**
 * Runs `compressor` (koa-compress) only on answers worth compressing. koa-compress reads the
 * response headers half a dozen times per answer, each read a copy of all of them; most API
 * answers are a short JSON string below its threshold, which it would leave as it is anyway.
 */
export function compressLargeAnswers(compressor: Middleware, thresholdBytes: number): Middleware {
  const done = () => Promise.resolve();
  return async (ctx, next) => {
    await next();
    const { body } = ctx;
    // UTF-8 takes at most three bytes per UTF-16 unit: most answers are decided without counting.
    if (
      typeof body === 'string' &&
      (body.length * 3 < thresholdBytes ||
        (body.length < thresholdBytes && Buffer.byteLength(body) < thresholdBytes))
    ) {
      return;
    }
    await compressor(ctx, done);
  };
}
