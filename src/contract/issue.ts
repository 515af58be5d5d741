import { z } from 'zod';
import { defineCall, looseObject } from './core';

/** Public issues (feature key `issue`). */

export const issueCalls = {
  findAll: defineCall({
    id: 'issue.findAll',
    method: 'POST',
    path: '/api/issue/findAll',
    summary: 'Public issues (sent with an empty body)',
    body: looseObject,
    response: z.array(looseObject),
    example: { body: {} },
  }),
  save: defineCall({
    id: 'issue.save',
    method: 'POST',
    path: '/api/issue/save',
    summary: 'Open an issue',
    body: looseObject,
    response: looseObject,
    example: { body: { title: 'Parser misses a column' } },
  }),
};
