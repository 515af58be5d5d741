import { z } from 'zod';
import { defineCall } from './core';

/** The release log (feature key `releaseLog`). */

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
  content: z.string(),
  /** ISO date (YYYY-MM-DD). */
  releasedAt: z.string(),
});
export type ReleaseLogEntry = z.infer<typeof releaseLogEntrySchema>;

export const releaseLogCalls = {
  findAll: defineCall({
    id: 'releaseLog.findAll',
    method: 'POST',
    path: '/api/releaseLog/findAll',
    cacheable: true,
    summary: 'Release-log entries, newest first, optionally by version or keyword',
    body: releaseLogQuery,
    response: z.array(releaseLogEntrySchema),
    example: { body: {} },
  }),
};
