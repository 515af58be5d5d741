import { z } from 'zod';
import { defineCall, looseObject } from './core';

/** The release log (feature key `releaseLog`). */

export const releaseLogCalls = {
  findAll: defineCall({
    id: 'releaseLog.findAll',
    method: 'POST',
    path: '/api/releaseLog/findAll',
    cacheable: true,
    summary: 'Release-log entries matching a query',
    body: looseObject,
    response: z.array(looseObject),
    example: { body: {} },
  }),
};
