import { contract } from '../../../src/contract';
import { callerId, route } from '../http/route';
import {
  CodeGenerateService,
  findLogPage,
  generateApi,
  generateCode,
  getSetting,
  loadFields,
  saveSetting,
} from '../services/codeGenerate';
import type { RouteModule } from '../types';
import { optionalCaller } from './text';

/** The code generator (issue 5): generation, OpenAPI, defaults, history; AI models. */
export const codeGenerateRoutes: RouteModule = (router, deps) => {
  const { manager } = deps.dataSource;
  const calls = contract.codeGenerate;
  const service = new CodeGenerateService(deps.config);
  route(router, calls.models, () => service.models());
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
