/**
 * The store as `useSelector` / `connect` see it: every model's state and dva-loading's slice. Kept
 * apart from types.ts, which every model imports, so that imports run one way.
 */
import type { CodeGenerateState } from '@/models/codeGenerate';
import type { FeedbackState } from '@/models/feedback';
import type { HomeState } from '@/models/home';
import type { InquiryState } from '@/models/inquiry';
import type { IssueState } from '@/models/issue';
import type { MessageState } from './message';
import type { ReleaseLogState } from './releaseLog';
import type { SponsorState } from '@/models/sponsor';
import type { TemplateState } from '@/models/template';
import type { TextState } from '@/models/text';
import type { UserState } from './user';
import type { VipState } from '@/models/vip';
import type { AdminState } from '@/models/admin';
import type { WallpaperState } from '@/models/wallpaper';
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
