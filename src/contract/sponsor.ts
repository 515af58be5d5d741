import { z } from 'zod';
import { defineCall, looseObject } from './core';

/** Sponsors and donation orders (feature key `sponsor`). */

export const sponsorCalls = {
  findList: defineCall({
    id: 'sponsor.findList',
    method: 'POST',
    path: '/api/sponsor/findList',
    summary: 'List sponsors',
    body: looseObject,
    response: z.array(looseObject),
    example: { body: {} },
  }),
  createOrder: defineCall({
    id: 'sponsor.createOrder',
    method: 'POST',
    path: '/api/order',
    summary: 'Create a donation order',
    body: looseObject,
    response: looseObject,
    example: { body: { amount: 10 } },
  }),
  checkOrder: defineCall({
    id: 'sponsor.checkOrder',
    method: 'GET',
    path: '/api/order/check/:orderId',
    summary: 'The payment state of an order',
    params: z.object({ orderId: z.string().min(1) }),
    response: looseObject,
    example: { params: { orderId: 'o1' } },
  }),
};
