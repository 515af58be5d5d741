import type { CallDef } from './core';
import { adminCalls } from './admin';
import { codeGenerateCalls } from './codeGenerate';
import { feedbackCalls } from './feedback';
import { homeCalls } from './home';
import { inquiryCalls } from './inquiry';
import { issueCalls } from './issue';
import { messageCalls } from './message';
import { releaseLogCalls } from './releaseLog';
import { sponsorCalls } from './sponsor';
import { templateCalls } from './template';
import { textCalls } from './text';
import { userCalls } from './user';
import { vipCalls } from './vip';
import { wallpaperCalls } from './wallpaper';

export * from './core';

/** Every call of SPEC.md section 7 (plus /auth/logout), grouped by feature key. */
export const contract = {
  home: homeCalls,
  user: userCalls,
  message: messageCalls,
  vip: vipCalls,
  text: textCalls,
  codeGenerate: codeGenerateCalls,
  template: templateCalls,
  feedback: feedbackCalls,
  issue: issueCalls,
  releaseLog: releaseLogCalls,
  sponsor: sponsorCalls,
  inquiry: inquiryCalls,
  admin: adminCalls,
  wallpaper: wallpaperCalls,
} as const;

export type FeatureKey = keyof typeof contract;

export const allCalls: CallDef[] = Object.values(contract).flatMap(
  (calls) => Object.values(calls) as CallDef[],
);
