import { z } from 'zod';
import { aiCallAdminSchema, aiListQuery } from './ai';
import { defineCall, looseObject, pageResultSchema } from './core';
import { tipSchema } from './home';
import { downloadLogQuery, logsResponse, readLinesBody, readLinesResponse } from './adminLog';
import { statisticsQuery, statisticsSchema } from './adminStatistics';

/** Admin calls (feature key `admin`): 403 for signed-in non-admins, 901 for anonymous callers. */

export const createMessageBody = z.object({
  title: z.string().trim().min(1, 'Please enter Title').max(100, 'Title is at most 100 characters'),
  content: z
    .string()
    .trim()
    .min(1, 'Please enter Content')
    .max(5000, 'Content is at most 5000 characters'),
  /** One recipient by e-mail; absent sends to every user. */
  email: z.string().trim().email('Please enter a valid email address').optional(),
});
export type CreateMessageBody = z.infer<typeof createMessageBody>;

export const createTipBody = z.object({
  type: z.string().trim().min(1, 'Please enter Type').max(32, 'Type is at most 32 characters'),
  title: z.string().trim().min(1, 'Please enter Title').max(100, 'Title is at most 100 characters'),
  content: z
    .string()
    .trim()
    .min(1, 'Please enter Content')
    .max(2000, 'Content is at most 2000 characters'),
  /** An http(s) URL or a path of this site; `z.string().url()` alone would let `javascript:` through. */
  link: z
    .string()
    .trim()
    .max(512, 'Link is at most 512 characters')
    .regex(/^(https?:\/\/[^\s]+|\/[^\s]*)$/i, 'Please enter a valid link')
    .nullable()
    .optional(),
});
export type CreateTipBody = z.infer<typeof createTipBody>;

export const adminCalls = {
  createMessage: defineCall({
    id: 'admin.createMessage',
    method: 'POST',
    path: '/api/admin/message',
    access: 'admin',
    summary: 'Send an in-app message to one user (by e-mail) or to all users',
    body: createMessageBody,
    response: z.object({ sent: z.number().int().min(0) }),
    example: { body: { title: 'Maintenance', content: 'Tonight 22:00 UTC' } },
  }),
  createTip: defineCall({
    id: 'admin.createTip',
    method: 'POST',
    path: '/api/admin/tip',
    access: 'admin',
    summary: 'Publish a home tip',
    body: createTipBody,
    response: tipSchema,
    example: { body: { type: 'home', title: 'New', content: 'Try the parser' } },
  }),
  statisticalAnalysis: defineCall({
    id: 'admin.statisticalAnalysis',
    method: 'GET',
    path: '/api/admin/statistical-analysis',
    access: 'admin',
    summary: 'Usage statistics per UTC day from the daily rollups (default: the last 30 days)',
    query: statisticsQuery,
    response: statisticsSchema,
    example: { query: { from: '2026-01-01', to: '2026-01-31' } },
  }),
  aiList: defineCall({
    id: 'admin.aiList',
    method: 'POST',
    path: '/api/admin/aiList',
    access: 'admin',
    summary: 'Page through every recorded AI call, newest first, with filters',
    body: aiListQuery,
    response: pageResultSchema(aiCallAdminSchema),
    example: { body: { page: 1, pageSize: 10 } },
  }),
  logs: defineCall({
    id: 'admin.logs',
    method: 'POST',
    path: '/api/admin/logs',
    access: 'admin',
    summary: 'List the server log files, newest first',
    body: looseObject,
    response: logsResponse,
    example: { body: {} },
  }),
  readLines: defineCall({
    id: 'admin.readLines',
    method: 'POST',
    path: '/api/admin/readLines',
    access: 'admin',
    summary: 'Read lines of a log file by byte cursor, forward or backward, with filters',
    body: readLinesBody,
    response: readLinesResponse,
    example: { body: { direction: 'backward', limit: 100 } },
  }),
  downloadLog: defineCall({
    id: 'admin.downloadLog',
    method: 'GET',
    path: '/api/admin/logs/download',
    kind: 'binary',
    access: 'admin',
    summary: 'Download one log file of the list (streamed as text/plain)',
    query: downloadLogQuery,
    response: z.unknown(),
    example: { query: { file: 'app.2026-01-31.1.log' } },
  }),
};
