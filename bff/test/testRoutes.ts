import { z } from 'zod';
import { defineCall } from '../../src/contract/core';
import { emailSchema } from '../../src/contract/user';
import { route } from '../src/http/route';
import type { RouteModule } from '../src/types';

/**
 * Calls that exist only in tests, to drive route(), the guard and sessions before the features that
 * will use them are built. Registered through AppDeps.routes like any feature module.
 */
export const testCalls = {
  form: defineCall({
    id: 'test.form',
    method: 'POST',
    path: '/api/test/form',
    summary: 'Validates a form body',
    body: z.object({
      email: emailSchema,
      userName: z.string().min(2, 'User name is at least 2 characters'),
      age: z.number().int().optional(),
    }),
    response: z.object({ email: z.string() }),
  }),
  query: defineCall({
    id: 'test.query',
    method: 'GET',
    path: '/api/test/query',
    summary: 'Echoes the parsed query',
    query: z.object({}).passthrough(),
    response: z.unknown(),
  }),
  item: defineCall({
    id: 'test.item',
    method: 'GET',
    path: '/api/test/item/:id',
    summary: 'Echoes a path parameter',
    params: z.object({ id: z.string().regex(/^\d+$/, 'Id must be a number') }),
    response: z.object({ id: z.string() }),
  }),
  fail: defineCall({
    id: 'test.fail',
    method: 'POST',
    path: '/api/test/fail',
    summary: 'Throws an internal error that looks like a leaking SQL failure',
    response: z.null(),
  }),
  signIn: defineCall({
    id: 'test.signIn',
    method: 'POST',
    path: '/auth/test/signIn',
    summary: 'Starts a session for a user id',
    body: z.object({ userId: z.string().nullable() }),
    response: z.object({ token: z.string() }),
  }),
  signOut: defineCall({
    id: 'test.signOut',
    method: 'POST',
    path: '/auth/test/signOut',
    summary: 'Ends the session',
    response: z.null(),
  }),
  whoami: defineCall({
    id: 'test.whoami',
    method: 'GET',
    path: '/api/test/whoami',
    access: 'user',
    summary: 'The signed-in user',
    response: z.object({ userId: z.string(), role: z.string() }),
  }),
  admin: defineCall({
    id: 'test.admin',
    method: 'GET',
    path: '/api/test/admin',
    access: 'admin',
    summary: 'Admins only',
    response: z.object({ ok: z.boolean() }),
  }),
};

export const testRoutes: RouteModule = (router) => {
  route(router, testCalls.form, ({ body }) => ({ email: body.email }));
  route(router, testCalls.query, ({ query }) => query);
  route(router, testCalls.item, ({ params }) => ({ id: params.id }));
  route(router, testCalls.fail, () => {
    throw new Error(
      'SQLITE_ERROR: no such column: secret_col in SELECT * FROM users at /work/main/bff/src/x.ts:1',
    );
  });
  route(router, testCalls.signIn, async ({ body, ctx }) => {
    const session = await ctx.sessions.create(ctx, body.userId);
    return { token: session.token };
  });
  route(router, testCalls.signOut, async ({ ctx }) => {
    await ctx.sessions.destroy(ctx);
    return null;
  });
  route(router, testCalls.whoami, ({ ctx }) => ({
    userId: ctx.state.user?.id ?? '',
    role: ctx.state.user?.role ?? '',
  }));
  route(router, testCalls.admin, () => ({ ok: true }));
};
