import { contract } from '../../../src/contract';
import { callerId, route } from '../http/route';
import {
  findLogPage,
  generateApi,
  generateCode,
  getSetting,
  loadFields,
  saveSetting,
} from '../services/codeGenerate';
import { aiServiceOf } from '../services/ai';
import { streamEvents } from '../services/ai/stream';
import type { RouteModule } from '../types';
import { optionalCaller } from './text';

/** The code generator: generation, OpenAPI, defaults, history; AI. */
export const codeGenerateRoutes: RouteModule = (router, deps) => {
  const { manager } = deps.dataSource;
  const calls = contract.codeGenerate;
  const ai = aiServiceOf(deps);
  route(router, calls.models, () => ai.models());
  route(router, calls.aiUsage, async ({ ctx }) => ai.usage(await optionalCaller(ctx, deps)));
  route(router, calls.aiCallPage, ({ body, ctx }) => ai.callPage(callerId(ctx), body));
  route(router, calls.aiGenerate, async ({ body, ctx }) => {
    // Admission errors (not configured, model, quota, balance) answer as JSON before the stream.
    const generation = await ai.generate(callerId(ctx), body);
    streamEvents(ctx, deps.logger, async (send, signal) => {
      send({ type: 'start', charge: generation.charge });
      send(await generation.run((text) => send({ type: 'delta', text }), signal));
    });
  });
  route(router, calls.generateCode, async ({ body, ctx }) =>
    generateCode(manager, await optionalCaller(ctx, deps), body),
  );
  route(router, calls.generateApi, async ({ body, ctx }) =>
    generateApi(manager, await optionalCaller(ctx, deps), body),
  );
  route(router, calls.setting, async ({ ctx }) =>
    getSetting(manager, await optionalCaller(ctx, deps)),
  );
  route(router, calls.saveSetting, ({ body, ctx }) => saveSetting(manager, callerId(ctx), body));
  route(router, calls.loadFields, ({ body, ctx }) => loadFields(manager, callerId(ctx), body.id));
  route(router, calls.findLogPage, ({ body, ctx }) => findLogPage(manager, callerId(ctx), body));
};
