import type { Context } from 'koa';
import { contract } from '../../../src/contract';
import { callerId, route } from '../http/route';
import {
  copyFile,
  create,
  delFile,
  findAll,
  findList,
  findTree,
  getGroup,
  remove,
  saveFile,
  update,
} from '../services/template';
import { exportZip, importZip } from '../services/template/zip';
import { preview } from '../services/template/preview';
import { aiServiceOf } from '../services/ai';
import type { AppDeps, RouteModule } from '../types';
import { abortedWith } from './text';

/** The signed-in user of a public call, or null (a session of a deleted user counts as none). */
async function optionalCaller(ctx: Context, deps: AppDeps): Promise<string | null> {
  const userId = ctx.state.session?.userId;
  if (!userId) return null;
  if (!deps.resolveUser) return userId;
  const user = await deps.resolveUser(userId);
  return user ? user.id : null;
}

/** The keys of the raw JSON body: an update changes only what the client sent. */
function sentKeys(ctx: Context): Set<string> {
  const body: unknown = ctx.request.body;
  return new Set(body && typeof body === 'object' ? Object.keys(body) : []);
}

/** Template groups: built-in and own groups, their trees, zip and preview. */
export const templateRoutes: RouteModule = (router, deps) => {
  const { manager } = deps.dataSource;
  const calls = contract.template;
  route(router, calls.findAll, async ({ body, ctx }) =>
    findAll(manager, await optionalCaller(ctx, deps), body.language),
  );
  route(router, calls.findList, async ({ body, ctx }) =>
    findList(manager, await optionalCaller(ctx, deps), body),
  );
  // The calls with a word before `:id` come before GET /api/templateInfo/:id.
  route(router, calls.findTree, async ({ params, ctx }) =>
    findTree(manager, params.id, await optionalCaller(ctx, deps)),
  );
  route(router, calls.exportZip, async ({ params, ctx }) => {
    const zip = await exportZip(manager, params.id, await optionalCaller(ctx, deps));
    ctx.set('Content-Type', 'application/zip');
    ctx.attachment(zip.fileName);
    ctx.body = zip.bytes;
  });
  route(router, calls.delFile, ({ params, ctx }) => delFile(manager, callerId(ctx), params.id));
  route(router, calls.importZip, ({ ctx }) =>
    importZip(ctx, manager, callerId(ctx), deps.config.uploadTmpDir),
  );
  route(router, calls.preview, async ({ body, ctx }) =>
    preview(manager, await optionalCaller(ctx, deps), body),
  );
  route(router, calls.aiFromExample, ({ body, ctx }) =>
    aiServiceOf(deps).fromExample(callerId(ctx), body, abortedWith(ctx)),
  );
  route(router, calls.saveFile, ({ body, ctx }) =>
    saveFile(manager, callerId(ctx), body, sentKeys(ctx)),
  );
  route(router, calls.copyFile, ({ body, ctx }) => copyFile(manager, callerId(ctx), body));
  route(router, calls.get, async ({ params, ctx }) =>
    getGroup(manager, params.id, await optionalCaller(ctx, deps)),
  );
  route(router, calls.create, ({ body, ctx }) => create(manager, callerId(ctx), body));
  route(router, calls.update, ({ body, ctx }) => update(manager, callerId(ctx), body));
  route(router, calls.remove, ({ params, ctx }) => remove(manager, callerId(ctx), params.id));
};
