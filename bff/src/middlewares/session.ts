import type { Middleware } from 'koa';

/** Resolves the session cookie into `ctx.state.session` (null when there is none). */
export function sessionMiddleware(): Middleware {
  return async (ctx, next) => {
    ctx.state.session = await ctx.sessions.resolve(ctx);
    await next();
  };
}
