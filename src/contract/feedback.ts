import { z } from 'zod';
import { communityPageQuery, countLinks, honeypot, LINK_CAP, rowIdText } from './community';
import { defineCall, pageResultSchema } from './core';

/** Feedback (feature key `feedback`); the admin calls live here too, under /api/admin. */

export const FEEDBACK_TYPES = ['bug', 'idea', 'other'] as const;
export const feedbackTypeSchema = z.enum(FEEDBACK_TYPES);
export type FeedbackType = z.infer<typeof feedbackTypeSchema>;

export const FEEDBACK_STATUSES = ['new', 'replied', 'closed'] as const;
export const feedbackStatusSchema = z.enum(FEEDBACK_STATUSES);
export type FeedbackStatus = z.infer<typeof feedbackStatusSchema>;

export const FEEDBACK_MIN = 10;
export const FEEDBACK_MAX = 5_000;
export const FEEDBACK_IMAGES_MAX = 3;

/** A screenshot is a file this site's upload stored. */
export const feedbackImage = z
  .string()
  .regex(/^\/files\/[0-9a-f]{32}\.(png|jpg|gif|webp)$/, 'A screenshot must be an uploaded image');

export const feedbackSaveBody = z.object({
  type: feedbackTypeSchema.default('other'),
  content: z
    .string({ required_error: 'Please enter Content' })
    .trim()
    .min(FEEDBACK_MIN, `Content is at least ${FEEDBACK_MIN} characters`)
    .max(FEEDBACK_MAX, `Content is at most ${FEEDBACK_MAX} characters`)
    .refine((s) => countLinks(s) <= LINK_CAP, `At most ${LINK_CAP} links, please`),
  contact: z
    .string()
    .trim()
    .max(254)
    .email('Please enter a valid email address')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The page the feedback came from: a path of this site. */
  pageUrl: z
    .string()
    .trim()
    .max(500, 'Page is at most 500 characters')
    .regex(/^\/[^\s]*$/, 'Page must be a path of this site')
    .optional(),
  images: z
    .array(feedbackImage)
    .max(FEEDBACK_IMAGES_MAX, `At most ${FEEDBACK_IMAGES_MAX} screenshots`)
    .optional(),
  website: honeypot,
});
export type FeedbackSaveBody = z.infer<typeof feedbackSaveBody>;

export const feedbackReplySchema = z.object({ content: z.string(), createdAt: z.string() });

export const feedbackSchema = z.object({
  id: z.string(),
  type: feedbackTypeSchema,
  content: z.string(),
  contact: z.string().nullable(),
  pageUrl: z.string().nullable(),
  images: z.array(z.string()),
  status: feedbackStatusSchema,
  /** The latest reply, or null. */
  reply: z.string().nullable(),
  replies: z.array(feedbackReplySchema),
  createdAt: z.string(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

export const feedbackAdminSchema = feedbackSchema.extend({
  /** The signed-in sender, or null for an anonymous one. */
  sender: z.object({ nickname: z.string(), email: z.string() }).nullable(),
});
export type FeedbackAdmin = z.infer<typeof feedbackAdminSchema>;

/**
 * The caller's own feedback, newest first; an anonymous sender names one entry by its private
 * link (`id` and `key`). Anonymous without a key: an empty page.
 */
export const feedbackQuery = communityPageQuery.extend({
  id: rowIdText.optional(),
  key: z.string().max(64).optional(),
});
export type FeedbackQuery = z.infer<typeof feedbackQuery>;

export const feedbackAdminQuery = communityPageQuery.extend({
  q: z.string().trim().max(100, 'Search is at most 100 characters').optional(),
  status: feedbackStatusSchema.optional(),
  type: feedbackTypeSchema.optional(),
});
export type FeedbackAdminQuery = z.infer<typeof feedbackAdminQuery>;

export const feedbackReplyBody = z.object({
  id: rowIdText,
  reply: z
    .string({ required_error: 'Please enter Reply' })
    .trim()
    .min(1, 'Please enter Reply')
    .max(FEEDBACK_MAX, `Reply is at most ${FEEDBACK_MAX} characters`),
});
export type FeedbackReplyBody = z.infer<typeof feedbackReplyBody>;

export const feedbackStatusBody = z.object({ id: rowIdText, status: feedbackStatusSchema });

export const feedbackCalls = {
  findAll: defineCall({
    id: 'feedback.findAll',
    method: 'POST',
    path: '/api/feedback/findAll',
    summary: "The caller's own feedback with status and replies (or one by its private link)",
    body: feedbackQuery,
    response: pageResultSchema(feedbackSchema),
    example: { body: {} },
  }),
  save: defineCall({
    id: 'feedback.save',
    method: 'POST',
    path: '/api/feedback/save',
    summary: 'Send feedback; an anonymous sender gets the key of a private link',
    body: feedbackSaveBody,
    response: z.object({ id: z.string(), key: z.string().nullable() }),
    example: {
      body: { type: 'idea', content: 'Dark mode for the code preview, please.', pageUrl: '/text' },
    },
  }),
  adminFindPage: defineCall({
    id: 'feedback.adminFindPage',
    method: 'POST',
    path: '/api/admin/feedback/findPage',
    access: 'admin',
    summary: 'Every feedback entry, newest first: search, status and type filters',
    body: feedbackAdminQuery,
    response: pageResultSchema(feedbackAdminSchema),
    example: { body: { page: 1, pageSize: 20 } },
  }),
  reply: defineCall({
    id: 'feedback.reply',
    method: 'POST',
    path: '/api/admin/feedback/reply',
    access: 'admin',
    summary: 'Reply to feedback: an in-app message to the sender and an e-mail to the contact',
    body: feedbackReplyBody,
    response: feedbackAdminSchema,
    example: { body: { id: '1', reply: 'Thanks, it is on the board as #3.' } },
  }),
  updateStatus: defineCall({
    id: 'feedback.updateStatus',
    method: 'POST',
    path: '/api/admin/feedback/status',
    access: 'admin',
    summary: 'Set the status of feedback (e.g. close it)',
    body: feedbackStatusBody,
    response: feedbackAdminSchema,
    example: { body: { id: '1', status: 'closed' } },
  }),
};
