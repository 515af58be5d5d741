import { z } from 'zod';
import { rowIdText } from './community';
import { defineCall, idParamsSchema } from './core';

/** The release log (feature key `releaseLog`); the admin calls live here too, under /api/admin. */

export const releaseLogQuery = z
  .object({
    keyword: z.string().trim().max(100, 'Keyword is at most 100 characters').optional(),
    version: z.string().trim().max(32, 'Version is at most 32 characters').optional(),
  })
  .passthrough();
export type ReleaseLogQuery = z.infer<typeof releaseLogQuery>;

export const releaseLogEntrySchema = z.object({
  id: z.string(),
  version: z.string(),
  title: z.string(),
  /** Markdown with Keep a Changelog sections (### Added, Changed, Fixed, Removed, Security). */
  content: z.string(),
  /** ISO date (YYYY-MM-DD). */
  releasedAt: z.string(),
});
export type ReleaseLogEntry = z.infer<typeof releaseLogEntrySchema>;

export const releaseLogAdminEntrySchema = releaseLogEntrySchema.extend({
  draft: z.boolean(),
  /** When it was first published (ISO time), null for a draft never published. */
  publishedAt: z.string().nullable(),
});
export type ReleaseLogAdminEntry = z.infer<typeof releaseLogAdminEntrySchema>;

/** Semantic Versioning 2.0.0, as semver.org gives it. */
const SEMVER =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/;

export const releaseLogSaveBody = z.object({
  id: rowIdText.optional(),
  version: z
    .string({ required_error: 'Please enter Version' })
    .trim()
    .max(32, 'Version is at most 32 characters')
    .regex(SEMVER, 'Version must be a semantic version such as 1.4.0'),
  title: z
    .string({ required_error: 'Please enter Title' })
    .trim()
    .min(1, 'Please enter Title')
    .max(200, 'Title is at most 200 characters'),
  content: z
    .string({ required_error: 'Please enter Content' })
    .min(1, 'Please enter Content')
    .max(20_000, 'Content is at most 20000 characters'),
  /** YYYY-MM-DD; today when left out. */
  releasedAt: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD')
    .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), 'Date must be YYYY-MM-DD')
    .optional(),
  draft: z.boolean().default(false),
});
export type ReleaseLogSaveBody = z.infer<typeof releaseLogSaveBody>;

export const releaseLogNewsSchema = z.object({
  /** When the newest published entry was published, or null. */
  latestAt: z.string().nullable(),
  /** When the signed-in caller last looked at the release log; null when never or anonymous. */
  seenAt: z.string().nullable(),
});
export type ReleaseLogNews = z.infer<typeof releaseLogNewsSchema>;

export const releaseLogCalls = {
  findAll: defineCall({
    id: 'releaseLog.findAll',
    method: 'POST',
    path: '/api/releaseLog/findAll',
    // Not cached in the session: an entry an admin publishes shows at once.
    summary: 'Published release-log entries, newest first, optionally by version or keyword',
    body: releaseLogQuery,
    response: z.array(releaseLogEntrySchema),
    example: { body: {} },
  }),
  fetchNews: defineCall({
    id: 'releaseLog.fetchNews',
    method: 'GET',
    path: '/api/releaseLog/news',
    summary: "What's new: when the newest entry was published and when the caller last looked",
    response: releaseLogNewsSchema,
  }),
  markSeen: defineCall({
    id: 'releaseLog.markSeen',
    method: 'POST',
    path: '/api/releaseLog/seen',
    access: 'user',
    summary: 'Remember that the caller has read the release log now',
    body: z.object({}),
    response: releaseLogNewsSchema,
    example: { body: {} },
  }),
  adminFindAll: defineCall({
    id: 'releaseLog.adminFindAll',
    method: 'POST',
    path: '/api/admin/releaseLog/findAll',
    access: 'admin',
    summary: 'Every entry, drafts included, newest first',
    body: releaseLogQuery,
    response: z.array(releaseLogAdminEntrySchema),
    example: { body: {} },
  }),
  save: defineCall({
    id: 'releaseLog.save',
    method: 'POST',
    path: '/api/admin/releaseLog',
    access: 'admin',
    summary: 'Write a release-log entry (id absent) or change one; the version is unique',
    body: releaseLogSaveBody,
    response: releaseLogAdminEntrySchema,
    example: {
      body: {
        version: '9.9.9',
        title: 'Example release',
        content: '### Added\n\n- An example entry.',
        releasedAt: '2026-12-01',
      },
    },
  }),
  remove: defineCall({
    id: 'releaseLog.remove',
    method: 'DELETE',
    path: '/api/admin/releaseLog/:id',
    access: 'admin',
    summary: 'Delete a release-log entry',
    params: idParamsSchema,
    response: z.null(),
    example: { params: { id: '1' } },
  }),
};
