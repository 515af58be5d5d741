/**
 * The store as `useSelector` / `connect` see it: every model's state and dva-loading's slice. Kept
 * apart from types.ts, which every model imports, so that imports run one way.
 */
import type { CodeGenerateState } from '@/routeModels/codeGenerate';
import type { FeedbackState } from '@/routeModels/feedback';
import type { HomeState } from '@/routeModels/home';
import type { InquiryState } from '@/routeModels/inquiry';
import type { IssueState } from '@/routeModels/issue';
import type { MessageState } from './message';
import type { ReleaseLogState } from './releaseLog';
import type { SponsorState } from '@/routeModels/sponsor';
import type { TemplateState } from '@/routeModels/template';
import type { TextState } from '@/routeModels/text';
import type { UserState } from './user';
import type { VipState } from '@/routeModels/vip';
import type { AdminState } from '@/routeModels/admin';
import type { WallpaperState } from '@/routeModels/wallpaper';
import type { LoadingState } from './types';

export interface RootState {
  home: HomeState;
  user: UserState;
  message: MessageState;
  vip: VipState;
  text: TextState;
  codeGenerate: CodeGenerateState;
  template: TemplateState;
  feedback: FeedbackState;
  issue: IssueState;
  releaseLog: ReleaseLogState;
  sponsor: SponsorState;
  inquiry: InquiryState;
  admin: AdminState;
  wallpaper: WallpaperState;
  loading: LoadingState;
}
