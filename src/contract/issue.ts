import { z } from 'zod';
import {
  authorSchema,
  communityPageQuery,
  countLinks,
  honeypot,
  LINK_CAP,
  rowIdText,
} from './community';
import { defineCall, idParamsSchema, pageResultSchema } from './core';

/** The public issue board (feature key `issue`); the admin calls live here too, under /api/admin. */

export const ISSUE_STATUSES = [
  'open',
  'planned',
  'in-progress',
  'done',
  'declined',
  'duplicate',
] as const;
export const issueStatusSchema = z.enum(ISSUE_STATUSES);
export type IssueStatus = z.infer<typeof issueStatusSchema>;

export const ISSUE_SORTS = ['newest', 'votes', 'active'] as const;

export const ISSUE_TITLE_MIN = 5;
export const ISSUE_TITLE_MAX = 120;
export const ISSUE_CONTENT_MAX = 20_000;
export const COMMENT_MAX = 5_000;

const linkCap = (text: string | undefined) => text === undefined || countLinks(text) <= LINK_CAP;
const LINK_CAP_MESSAGE = `At most ${LINK_CAP} links, please`;

export const issueTitle = z
  .string({ required_error: 'Please enter Title' })
  .trim()
  .min(ISSUE_TITLE_MIN, `Title is at least ${ISSUE_TITLE_MIN} characters`)
  .max(ISSUE_TITLE_MAX, `Title is at most ${ISSUE_TITLE_MAX} characters`);
export const issueContent = z
  .string({ required_error: 'Please enter Content' })
  .min(1, 'Please enter Content')
  .max(ISSUE_CONTENT_MAX, `Content is at most ${ISSUE_CONTENT_MAX} characters`)
  .refine((s) => s.trim().length > 0, 'Please enter Content')
  .refine(linkCap, LINK_CAP_MESSAGE);
export const issueLabel = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,23}$/, 'A label is 1 to 24 lower-case letters, digits or dashes');
export const issueLabels = z.array(issueLabel).max(5, 'At most 5 labels');

/**
 * Creates with `{ title, content, labels? }` (signed in) or edits one's own with `{ id, title?,
 * content? }` (within 24 hours). `website` is the honeypot.
 */
export const issueSaveBody = z
  .object({
    id: rowIdText.optional(),
    title: issueTitle.optional(),
    content: issueContent.optional(),
    labels: issueLabels.optional(),
    website: honeypot,
  })
  .superRefine((body, ctx) => {
    if (body.id !== undefined) return;
    if (body.title === undefined) {
      ctx.addIssue({ code: 'custom', path: ['title'], message: 'Please enter Title' });
    }
    if (body.content === undefined) {
      ctx.addIssue({ code: 'custom', path: ['content'], message: 'Please enter Content' });
    }
  });
export type IssueSaveBody = z.infer<typeof issueSaveBody>;

export const issueSchema = z.object({
  id: z.string(),
  /** The number people quote ("#12"). */
  number: z.number().int(),
  title: z.string(),
  content: z.string(),
  status: issueStatusSchema,
  labels: z.array(z.string()),
  votes: z.number().int().min(0),
  /** Whether the caller voted (false when anonymous). */
  voted: z.boolean(),
  commentCount: z.number().int().min(0),
  author: authorSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  lastActivityAt: z.string(),
  pinned: z.boolean(),
  locked: z.boolean(),
  hidden: z.boolean(),
  /** False while a first issue with links waits in the admin queue (seen by its author and admins). */
  approved: z.boolean(),
  duplicateOf: z.string().nullable(),
  /** Whether the caller may still edit it (the author within 24 hours). */
  editable: z.boolean(),
});
export type Issue = z.infer<typeof issueSchema>;

export const issueCommentSchema = z.object({
  id: z.string(),
  content: z.string(),
  author: authorSchema,
  createdAt: z.string(),
});
export type IssueComment = z.infer<typeof issueCommentSchema>;

export const issueStatusChangeSchema = z.object({
  from: issueStatusSchema,
  to: issueStatusSchema,
  by: z.string(),
  at: z.string(),
});
export type IssueStatusChange = z.infer<typeof issueStatusChangeSchema>;

export const issueDetailSchema = issueSchema.extend({
  comments: z.array(issueCommentSchema),
  history: z.array(issueStatusChangeSchema),
  /** The original's number and title when this one is a duplicate. */
  duplicateOfTitle: z.string().nullable(),
});
export type IssueDetail = z.infer<typeof issueDetailSchema>;

export const issueQuery = communityPageQuery.extend({
  q: z.string().trim().max(100, 'Search is at most 100 characters').optional(),
  status: issueStatusSchema.optional(),
  label: z.string().trim().max(24).optional(),
  sort: z.enum(ISSUE_SORTS).default('newest'),
  /** Admins only: the approval queue (issues waiting for approval). */
  pending: z.boolean().optional(),
});
export type IssueQuery = z.infer<typeof issueQuery>;

export const issueSimilarSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  title: z.string(),
  status: issueStatusSchema,
  votes: z.number().int().min(0),
});
export type IssueSimilar = z.infer<typeof issueSimilarSchema>;

export const issueIdBody = z.object({ id: rowIdText });

export const issueCommentBody = z.object({
  id: rowIdText,
  content: z
    .string({ required_error: 'Please enter Comment' })
    .max(COMMENT_MAX, `Comment is at most ${COMMENT_MAX} characters`)
    .refine((s) => s.trim().length > 0, 'Please enter Comment')
    .refine(linkCap, LINK_CAP_MESSAGE),
  website: honeypot,
});
export type IssueCommentBody = z.infer<typeof issueCommentBody>;

export const issueStatusBody = z
  .object({ id: rowIdText, status: issueStatusSchema, duplicateOf: rowIdText.optional() })
  .superRefine((body, ctx) => {
    if (body.status === 'duplicate' && body.duplicateOf === undefined) {
      const message = 'Please enter the original issue';
      ctx.addIssue({ code: 'custom', path: ['duplicateOf'], message });
    }
  });
export type IssueStatusBody = z.infer<typeof issueStatusBody>;

export const issueModerateBody = z.object({
  id: rowIdText,
  labels: issueLabels.optional(),
  pinned: z.boolean().optional(),
  locked: z.boolean().optional(),
  hidden: z.boolean().optional(),
  approved: z.boolean().optional(),
});
export type IssueModerateBody = z.infer<typeof issueModerateBody>;

export const notifySettingsBody = z.object({ email: z.boolean().optional() });
export const notifySettingsSchema = z.object({ email: z.boolean() });
export type NotifySettings = z.infer<typeof notifySettingsSchema>;

export const issueCalls = {
  findAll: defineCall({
    id: 'issue.findAll',
    method: 'POST',
    path: '/api/issue/findAll',
    summary: 'Issues: full-text search, status and label filters, sort, paging',
    body: issueQuery,
    response: pageResultSchema(issueSchema),
    example: { body: {} },
  }),
  save: defineCall({
    id: 'issue.save',
    method: 'POST',
    path: '/api/issue/save',
    access: 'user',
    summary: 'Open an issue, or edit one of your own within 24 hours',
    body: issueSaveBody,
    response: issueSchema,
    example: {
      body: {
        title: 'Parser misses a column',
        content: 'A column after a `/* ... */` comment is dropped.',
        labels: ['parser'],
      },
    },
  }),
  find: defineCall({
    id: 'issue.find',
    method: 'GET',
    path: '/api/issue/:id',
    summary: 'One issue with its comments and status history',
    params: idParamsSchema,
    response: issueDetailSchema,
    example: { params: { id: '1' } },
  }),
  similar: defineCall({
    id: 'issue.similar',
    method: 'POST',
    path: '/api/issue/similar',
    summary: 'Up to 5 existing issues like a title being typed',
    body: z.object({ q: z.string().max(ISSUE_TITLE_MAX).default('') }),
    response: z.array(issueSimilarSchema),
    example: { body: { q: 'parser column' } },
  }),
  vote: defineCall({
    id: 'issue.vote',
    method: 'POST',
    path: '/api/issue/vote',
    access: 'user',
    summary: 'Vote for an issue, or take the vote back (one per user)',
    body: issueIdBody,
    response: z.object({ votes: z.number().int().min(0), voted: z.boolean() }),
    example: { body: { id: '1' } },
  }),
  comment: defineCall({
    id: 'issue.comment',
    method: 'POST',
    path: '/api/issue/comment',
    access: 'user',
    summary: 'Comment on an issue (not when it is locked)',
    body: issueCommentBody,
    response: issueCommentSchema,
    example: { body: { id: '1', content: 'Same here with MySQL 8.' } },
  }),
  notify: defineCall({
    id: 'issue.notify',
    method: 'POST',
    path: '/api/issue/notify',
    access: 'user',
    summary: 'Read or set whether issue news also comes by e-mail',
    body: notifySettingsBody,
    response: notifySettingsSchema,
    example: { body: { email: true } },
  }),
  updateStatus: defineCall({
    id: 'issue.updateStatus',
    method: 'POST',
    path: '/api/admin/issue/status',
    access: 'admin',
    summary: 'Change the status of an issue (a duplicate moves its votes and subscribers)',
    body: issueStatusBody,
    response: issueSchema,
    example: { body: { id: '1', status: 'planned' } },
  }),
  moderate: defineCall({
    id: 'issue.moderate',
    method: 'POST',
    path: '/api/admin/issue/moderate',
    access: 'admin',
    summary: 'Labels, pin, lock, hide or approve an issue',
    body: issueModerateBody,
    response: issueSchema,
    example: { body: { id: '1', labels: ['parser'], pinned: true } },
  }),
};
