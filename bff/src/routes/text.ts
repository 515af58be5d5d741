import type { Context } from 'koa';
import { contract } from '../../../src/contract';
import { callerId, route } from '../http/route';
import { toZip } from '../domain/generator';
import { quickGenerate, runGeneration, zipFileName } from '../services/codeGenerate';
import { drawDiagram } from '../services/text/diagram';
import { importFile } from '../services/text/import';
import { recordEvent } from '../services/usage';
import {
  checkInput,
  findLogPage,
  formatInput,
  inputTypeOf,
  loadFields,
  parseText,
} from '../services/text';
import { aiServiceOf } from '../services/ai';
import type { AppDeps, RouteModule } from '../types';

/** The signed-in user of a public call, or null (a session of a deleted user counts as none). */
export async function optionalCaller(ctx: Context, deps: AppDeps): Promise<string | null> {
  const userId = ctx.state.session?.userId;
  if (!userId) return null;
  if (!deps.resolveUser) return userId;
  const user = await deps.resolveUser(userId);
  return user ? user.id : null;
}

/** A signal that aborts when the client goes away before the answer is sent. */
export function abortedWith(ctx: Context): AbortSignal {
  const controller = new AbortController();
  ctx.res.once('close', () => {
    if (!ctx.res.writableFinished) controller.abort();
  });
  return controller.signal;
}

/** The text tool: parse, detect, history; AI parse; diagrams. */
export const textRoutes: RouteModule = (router, deps) => {
  const { manager } = deps.dataSource;
  const calls = contract.text;
  route(router, calls.parser, async ({ body, ctx }) =>
    parseText(manager, await optionalCaller(ctx, deps), body),
  );
  route(router, calls.aiParser, ({ body, ctx }) =>
    aiServiceOf(deps).parse(callerId(ctx), body, abortedWith(ctx)),
  );
  route(router, calls.importFile, async ({ ctx }) =>
    importFile(ctx, manager, await optionalCaller(ctx, deps), deps.config.uploadTmpDir),
  );
  route(router, calls.inputType, ({ body }) => inputTypeOf(body.text));
  route(router, calls.formatter, ({ body }) => formatInput(body));
  route(router, calls.check, ({ body }) => checkInput(body));
  route(router, calls.loadFields, ({ body, ctx }) => loadFields(manager, callerId(ctx), body.id));
  route(router, calls.findParserLogPage, ({ body, ctx }) =>
    findLogPage(manager, callerId(ctx), body),
  );
  route(router, calls.generateCode, async ({ body, ctx }) =>
    quickGenerate(manager, await optionalCaller(ctx, deps), body),
  );
  route(router, calls.exportZip, async ({ body, ctx }) => {
    const userId = await optionalCaller(ctx, deps);
    const generation = await runGeneration(manager, userId, body);
    ctx.attachment(zipFileName(generation));
    ctx.type = 'application/zip';
    ctx.body = Buffer.from(toZip(generation.files));
    recordEvent(deps.dataSource, { type: 'zip', userId });
  });
  route(router, calls.diagram, async ({ body, ctx }) => {
    const image = await drawDiagram(body);
    // inline: the page shows the SVG; the file name is for "save as" and the export buttons.
    ctx.set('Content-Disposition', `inline; filename="${image.fileName}"`);
    ctx.type = image.contentType;
    ctx.body = image.body;
  });
};
