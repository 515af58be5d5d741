import { AiCall } from './AiCall';
import { Feedback, FeedbackReply } from './Feedback';
import {
  Issue,
  IssueComment,
  IssueStatusChange,
  IssueSubscriber,
  IssueVote,
  NotifyPref,
} from './Issue';
import { GenerateLog } from './GenerateLog';
import { Inquiry } from './Inquiry';
import { GenerateSetting } from './GenerateSetting';
import { KvEntry } from './KvEntry';
import { Message } from './Message';
import { ParserLog } from './ParserLog';
import { PayOrder } from './PayOrder';
import { PayPlan } from './PayPlan';
import { ReleaseLog, ReleaseLogSeen } from './ReleaseLog';
import { TemplateFile, TemplateGroup } from './Template';
import { Tip } from './Tip';
import { TipRead } from './TipRead';
import { UsageDaily, UsageDailyUser, UsageEvent } from './UsageEvent';
import { User } from './User';
import { VipLedgerEntry } from './VipLedgerEntry';
import { VipMembership } from './VipMembership';

/** Every entity of the data source (listed, not globbed, so ts-jest, tsx and node agree). */
export const entities = [
  KvEntry,
  ReleaseLog,
  User,
  VipMembership,
  VipLedgerEntry,
  Message,
  Tip,
  TipRead,
  ParserLog,
  GenerateLog,
  GenerateSetting,
  TemplateGroup,
  TemplateFile,
  AiCall,
  UsageEvent,
  UsageDaily,
  UsageDailyUser,
  Issue,
  IssueComment,
  IssueVote,
  IssueSubscriber,
  IssueStatusChange,
  NotifyPref,
  Feedback,
  FeedbackReply,
  ReleaseLogSeen,
  PayOrder,
  PayPlan,
  Inquiry,
];
