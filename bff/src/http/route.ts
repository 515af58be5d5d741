import type Router from '@koa/router';
import type Koa from 'koa';
import type { Context } from 'koa';
import qs from 'qs';
import type { z } from 'zod';
import { Code, type CallData, type CallDef, type Envelope } from '../../../src/contract/core';
import { forbidden, notSignedIn } from '../errors';
import type { AppDeps, GuardUser } from '../types';
import { checkInputText, requireJsonBody } from './inputRules';
import { validate } from './validation';

/** SPEC.md section 9: query-string parsing limits. */
export const QUERY_LIMITS = { arrayLimit: 20, depth: 5, parameterLimit: 1000 } as const;

export function parseQuery(querystring: string): Record<string, unknown> {
  return qs.parse(querystring, { ...QUERY_LIMITS, allowPrototypes: false });
}

type Out<S> = S extends z.ZodTypeAny ? z.output<S> : undefined;

export interface HandlerInput<C extends CallDef> {
  params: Out<NonNullable<C['params']>>;
  query: Out<NonNullable<C['query']>>;
  body: Out<NonNullable<C['body']>>;
  ctx: Context;
  deps: AppDeps;
}

/**
 * json/multipart calls return the envelope's `data`; binary/sse calls write `ctx.body` themselves
 * and return nothing.
 */
export type Handler<C extends CallDef> = (
  input: HandlerInput<C>,
) => C['kind'] extends 'binary' | 'sse' ? Promise<void> : Promise<CallData<C>> | CallData<C>;

const servedByRouter = new WeakMap<Router, Set<string>>();
const routerOfApp = new WeakMap<Koa, Router>();

/**
 * The access guard of the contract's `access`: 'user' needs a signed-in session (else 901),
 * 'admin' also an admin (else HTTP 403). Admins are users whose role is admin or whose e-mail is in
 * ADMIN_EMAILS; without `resolveUser` there are no user records yet, so nobody is an admin.
 */
async function guard(ctx: Context, def: CallDef): Promise<void> {
  const { deps } = ctx;
  if (def.access === 'public') return;
  const userId = ctx.state.session?.userId;
  if (!userId) throw notSignedIn();
  let user: GuardUser = { id: userId, email: null, role: 'user' };
  if (deps.resolveUser) {
    const found = await deps.resolveUser(userId);
    if (!found) throw notSignedIn();
    const isAdmin =
      found.role === 'admin' || deps.config.adminEmails.includes(found.email.toLowerCase());
    user = { id: found.id, email: found.email, role: isAdmin ? 'admin' : 'user' };
  }
  ctx.state.user = user;
  if (def.access === 'admin' && user.role !== 'admin') throw forbidden();
}

/**
 * Serves one contract call: method and path from the CallDef, the access guard, zod validation of
 * params/query/body (HTTP 422 with field errors), then the handler; json results go out as
 * `{ code: 200, message: 'success', data }`.
 */
export function route<C extends CallDef>(router: Router, def: C, handler: Handler<C>): void {
  const served = servedByRouter.get(router) ?? new Set<string>();
  servedByRouter.set(router, served);
  if (served.has(def.id)) throw new Error(`Contract call ${def.id} is registered twice`);
  served.add(def.id);

  router.register(def.path, [def.method], async (ctx) => {
    await guard(ctx, def);
    requireJsonBody(ctx, def);
    if (def.body) checkInputText(ctx.request.body, 'body');
    if (def.query) checkInputText(ctx.request.query, 'query');
    checkInputText(ctx.params, 'params');
    const input = {
      params: def.params ? validate(def.params, ctx.params) : undefined,
      query: def.query ? validate(def.query, parseQuery(ctx.querystring)) : undefined,
      // A POST without a body counts as `{}`, which gives "Please enter …" for required fields.
      body: def.body ? validate(def.body, ctx.request.body ?? {}) : undefined,
      ctx,
      deps: ctx.deps,
    } as HandlerInput<C>;
    const data = await handler(input);
    if (def.kind === 'json' || def.kind === 'multipart') {
      const envelope: Envelope<unknown> = { code: Code.OK, message: 'success', data };
      // Serialised once here: with an object body Koa stringifies it for the length that
      // compression asks for and again to send it.
      ctx.type = 'application/json';
      ctx.body = JSON.stringify(envelope);
    }
  });
}

/** The caller of a 'user' or 'admin' call (the access guard has put it in the state). */
export function callerId(ctx: Context): string {
  const user = ctx.state.user;
  if (!user) throw notSignedIn();
  return user.id;
}

/** Marks `router` as the API router of `app`, for servedCallIds. */
export function bindRouter(app: Koa, router: Router): void {
  routerOfApp.set(app, router);
}

/** The contract call ids this app serves (the contract test lists the rest as not served yet). */
export function servedCallIds(app: Koa): string[] {
  const router = routerOfApp.get(app);
  return router ? [...(servedByRouter.get(router) ?? [])].sort() : [];
}
