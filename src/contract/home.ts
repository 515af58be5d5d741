import { z } from 'zod';
import { defineCall, idParamsSchema } from './core';

/** Home tips (feature key `home`). */

export const tipSchema = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  content: z.string(),
  link: z.string().nullable(),
  createdAt: z.string(),
});
export type Tip = z.infer<typeof tipSchema>;

export const homeCalls = {
  findTips: defineCall({
    id: 'home.findTips',
    method: 'GET',
    path: '/api/tip/find',
    summary: 'Tips of a type the caller has not read',
    query: z.object({ type: z.string().trim().min(1, 'Please enter Type').max(32) }),
    response: z.array(tipSchema),
    example: { query: { type: 'home' } },
  }),
  readTip: defineCall({
    id: 'home.readTip',
    method: 'GET',
    path: '/api/tip/read/:id',
    access: 'user',
    summary: 'Mark a tip read (anonymous visitors keep read tips in local storage)',
    params: idParamsSchema,
    response: z.null(),
    example: { params: { id: '1' } },
  }),
};
