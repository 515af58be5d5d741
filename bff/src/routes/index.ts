import type { RouteModule } from '../types';
import { adminRoutes } from './admin';
import { codeGenerateRoutes } from './codeGenerate';
import { feedbackRoutes } from './feedback';
import { homeRoutes } from './home';
import { inquiryRoutes } from './inquiry';
import { issueRoutes } from './issue';
import { messageRoutes } from './message';
import { releaseLogRoutes } from './releaseLog';
import { sponsorRoutes } from './sponsor';
import { templateRoutes } from './template';
import { textRoutes } from './text';
import { userRoutes } from './user';
import { vipRoutes } from './vip';
import { wallpaperRoutes } from './wallpaper';

/** Every feature's API routes (one module per feature key). */
export const featureRoutes: RouteModule[] = [
  codeGenerateRoutes,
  releaseLogRoutes,
  userRoutes,
  homeRoutes,
  messageRoutes,
  vipRoutes,
  adminRoutes,
  textRoutes,
  templateRoutes,
  issueRoutes,
  feedbackRoutes,
  sponsorRoutes,
  wallpaperRoutes,
  inquiryRoutes,
];
