import { feedbackCalls } from '../src/contract/feedback';
import { hoursAgo, jsonMock } from './_support/http';

const entries = [
  {
    id: '3',
    content: 'Could the parser keep the column order of composite keys?',
    contact: 'li@example.com',
    reply: 'Yes, since 1.4.0 it does.',
    createdAt: hoursAgo(26),
  },
  {
    id: '2',
    content: 'Dark mode for the code preview, please.',
    contact: '',
    reply: null,
    createdAt: hoursAgo(50),
  },
  {
    id: '1',
    content: 'Great tool, saved me an afternoon of writing entities.',
    contact: '',
    reply: 'Thank you!',
    createdAt: hoursAgo(120),
  },
];

export default {
  ...jsonMock(feedbackCalls.findAll, () => entries),
  ...jsonMock(feedbackCalls.save, ({ body }) => ({
    contact: '',
    ...body,
    id: '4',
    reply: null,
    createdAt: hoursAgo(0),
  })),
};
