import type { RouteModule } from '../types';
import { codeGenerateRoutes } from './codeGenerate';
import { releaseLogRoutes } from './releaseLog';

/** Every feature's API routes (one module per feature key). */
export const featureRoutes: RouteModule[] = [codeGenerateRoutes, releaseLogRoutes];
