/**
 * The store as `useSelector` / `connect` see it: every model's state and dva-loading's slice. Kept
 * apart from types.ts, which every model imports, so that imports run one way.
 */
import type { CodeGenerateState } from './codeGenerate';
import type { FeedbackState } from './feedback';
import type { HomeState } from './home';
import type { InquiryState } from './inquiry';
import type { IssueState } from './issue';
import type { MessageState } from './message';
import type { ReleaseLogState } from './releaseLog';
import type { SponsorState } from './sponsor';
import type { TemplateState } from './template';
import type { TextState } from './text';
import type { UserState } from './user';
import type { VipState } from './vip';
import type { AdminState } from './admin';
import type { WallpaperState } from './wallpaper';
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
