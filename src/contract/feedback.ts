import { z } from 'zod';
import { defineCall, looseObject } from './core';

/** User feedback (feature key `feedback`). */

export const feedbackCalls = {
  findAll: defineCall({
    id: 'feedback.findAll',
    method: 'POST',
    path: '/api/feedback/findAll',
    summary: 'Feedback entries (sent with an empty body)',
    body: looseObject,
    response: z.array(looseObject),
    example: { body: {} },
  }),
  save: defineCall({
    id: 'feedback.save',
    method: 'POST',
    path: '/api/feedback/save',
    summary: 'Send feedback',
    body: looseObject,
    response: looseObject,
    example: { body: { content: 'Great tool' } },
  }),
};
