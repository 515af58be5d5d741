import { feedbackCalls, type FeedbackAdmin } from '../src/contract/feedback';
import { hoursAgo, jsonMock } from './_support/http';

const entries: FeedbackAdmin[] = [
  {
    id: '2',
    type: 'idea',
    content: 'Could the parser keep the column order of composite keys?',
    contact: 'li@example.com',
    pageUrl: '/text',
    images: [],
    status: 'replied',
    reply: 'Yes, it does now.',
    replies: [{ content: 'Yes, it does now.', createdAt: hoursAgo(20) }],
    createdAt: hoursAgo(26),
    sender: { nickname: 'li', email: 'li@example.com' },
  },
  {
    id: '1',
    type: 'bug',
    content: 'Dark mode for the code preview, please.',
    contact: null,
    pageUrl: '/code-generate',
    images: [],
    status: 'new',
    reply: null,
    replies: [],
    createdAt: hoursAgo(50),
    sender: null,
  },
];

const own = ({ sender: _sender, ...entry }: FeedbackAdmin) => entry;

export default {
  ...jsonMock(feedbackCalls.findAll, ({ body }) => {
    const list = body.key ? entries.filter((e) => e.id === body.id).map(own) : [own(entries[0])];
    return { list, total: list.length, page: body.page, pageSize: body.pageSize };
  }),
  ...jsonMock(feedbackCalls.save, () => ({ id: '3', key: null })),
  ...jsonMock(feedbackCalls.adminFindPage, ({ body }) => {
    const q = body.q?.toLowerCase() ?? '';
    const list = entries.filter(
      (e) =>
        (!body.status || e.status === body.status) &&
        (!body.type || e.type === body.type) &&
        e.content.toLowerCase().includes(q),
    );
    return { list, total: list.length, page: body.page, pageSize: body.pageSize };
  }),
  ...jsonMock(feedbackCalls.reply, ({ body }) => {
    const entry = entries.find((e) => e.id === body.id) ?? entries[1];
    const replies = [...entry.replies, { content: body.reply, createdAt: hoursAgo(0) }];
    return { ...entry, status: 'replied' as const, reply: body.reply, replies };
  }),
  ...jsonMock(feedbackCalls.updateStatus, ({ body }) => ({
    ...(entries.find((e) => e.id === body.id) ?? entries[1]),
    status: body.status,
  })),
};
