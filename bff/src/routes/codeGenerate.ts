import { contract } from '../../../src/contract';
import { route } from '../http/route';
import { CodeGenerateService } from '../services/codeGenerate';
import type { RouteModule } from '../types';

export const codeGenerateRoutes: RouteModule = (router, deps) => {
  const service = new CodeGenerateService(deps.config);
  route(router, contract.codeGenerate.models, () => service.models());
};
