import { z } from 'zod';
import { defineCall, idParamsSchema, pageQuerySchema, pageResultSchema } from './core';

/** In-app messages (feature key `message`). */

export const messageSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

export const messagePageQuery = pageQuerySchema.extend({ unread: z.boolean().optional() });
export type MessagePageQuery = z.infer<typeof messagePageQuery>;

export const messageCalls = {
  findPage: defineCall({
    id: 'message.findPage',
    method: 'POST',
    path: '/api/message/findPage',
    access: 'user',
    summary: "A page of the caller's messages, optionally unread only",
    body: messagePageQuery,
    response: pageResultSchema(messageSchema).extend({ unread: z.number().int().min(0) }),
    example: { body: { page: 1, pageSize: 10 } },
  }),
  readAll: defineCall({
    id: 'message.readAll',
    method: 'GET',
    path: '/api/message/readAll',
    access: 'user',
    summary: 'Mark every message read',
    response: z.object({ updated: z.number().int().min(0) }),
  }),
  read: defineCall({
    id: 'message.read',
    method: 'GET',
    path: '/api/message/:id',
    access: 'user',
    summary: 'Read one message (marks it read)',
    params: idParamsSchema,
    response: messageSchema,
    example: { params: { id: '1' } },
  }),
};
