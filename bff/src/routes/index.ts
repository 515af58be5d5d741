import type { RouteModule } from '../types';
import { codeGenerateRoutes } from './codeGenerate';
import { releaseLogRoutes } from './releaseLog';
import { userRoutes } from './user';

/** Every feature's API routes (one module per feature key). */
export const featureRoutes: RouteModule[] = [codeGenerateRoutes, releaseLogRoutes, userRoutes];
