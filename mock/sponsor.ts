import { sponsorCalls } from '../src/contract/sponsor';
import { hoursAgo, jsonMock } from './_support/http';

const sponsors = [
  {
    id: '3',
    name: 'Kim',
    amount: 50,
    currency: 'CNY',
    message: 'Keep it free!',
    createdAt: hoursAgo(20),
  },
  { id: '2', name: 'Anonymous', amount: 10, currency: 'CNY', message: '', createdAt: hoursAgo(70) },
  {
    id: '1',
    name: 'Li Wei',
    amount: 100,
    currency: 'CNY',
    message: 'Saved my weekend.',
    createdAt: hoursAgo(200),
  },
];

export default {
  ...jsonMock(sponsorCalls.findList, () => sponsors),
  ...jsonMock(sponsorCalls.createOrder, ({ body }) => ({
    orderId: 'ORD20260131001',
    amount: typeof body.amount === 'number' ? body.amount : 10,
    currency: 'CNY',
    status: 'pending',
    payUrl: 'https://pay.example.com/checkout/ORD20260131001',
    createdAt: hoursAgo(0),
  })),
  ...jsonMock(sponsorCalls.checkOrder, ({ params }) => ({
    orderId: params.orderId,
    status: 'paid',
    paidAt: hoursAgo(0),
  })),
};
