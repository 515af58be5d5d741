import { z } from 'zod';
import { defineCall, looseObject } from './core';

/** Admin calls (feature key `admin`): 403 for signed-in non-admins, 901 for anonymous callers. */

export const adminCalls = {
  statisticalAnalysis: defineCall({
    id: 'admin.statisticalAnalysis',
    method: 'GET',
    path: '/api/admin/statistical-analysis',
    access: 'admin',
    summary: 'Usage statistics (handed to the caller unread)',
    response: z.unknown(),
  }),
  aiList: defineCall({
    id: 'admin.aiList',
    method: 'POST',
    path: '/api/admin/aiList',
    access: 'admin',
    summary: 'Page through recorded AI calls',
    body: looseObject,
    response: looseObject,
    example: { body: { page: 1, pageSize: 10 } },
  }),
  logs: defineCall({
    id: 'admin.logs',
    method: 'POST',
    path: '/api/admin/logs',
    access: 'admin',
    summary: 'List the server log files',
    body: looseObject,
    response: looseObject,
    example: { body: {} },
  }),
  readLines: defineCall({
    id: 'admin.readLines',
    method: 'POST',
    path: '/api/admin/readLines',
    access: 'admin',
    summary: 'Read lines of a server log file',
    body: looseObject,
    response: looseObject,
    example: { body: { file: 'app.log', from: 0, count: 100 } },
  }),
};
